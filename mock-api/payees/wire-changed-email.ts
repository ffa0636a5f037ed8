import { historyOf } from '../history/actor.ts';
import type { FieldChange, Order, PayeeRecord, PersonRef } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import type { Mailer } from '../team/mailer.ts';

/**
 * The e-mail to the file's owner (whoever opened it; the agency's first administrator when the
 * file came from elsewhere) when a payee's wire instructions change: who, when, what changed
 * (account numbers masked), and that the instructions must be verified again before disbursement.
 */
export async function sendWireChangedEmail(store: Store, mailer: Mailer, order: Order, payee: PayeeRecord, by: PersonRef, at: string, changes: FieldChange[]): Promise<void> {
  const opener = historyOf(store).forOrder(order.id).find((entry) => entry.action === 'created')?.actor.userId;
  const owner = (opener ? store.get('users', opener) : undefined) ?? store.list('users').find((user) => user.tenantId === order.tenantId && user.role === 'admin' && !user.deactivatedAt);
  if (!owner || owner.tenantId !== order.tenantId) return;
  const fileNumber = String(order.baseOrderDetail.fileNumber ?? '');
  const lines = [
    `Hello ${owner.firstName},`,
    '',
    `${by.name} changed the wire instructions of ${payee.name} (${payee.role}) on file ${fileNumber} at ${new Date(at).toUTCString().replace('GMT', 'UTC')}:`,
    '',
    ...changes.map((change) => `  ${change.label}: ${String(change.before ?? '(none)')} -> ${String(change.after ?? '(none)')}`),
    '',
    'The instructions are Not verified now. Before any money is wired, another person of your agency must verify them',
    'by calling the payee back at a number from an independent source, never one given with the instructions.',
    'If nobody at your agency expected this change, treat it as attempted wire fraud.',
    '',
    'The TitleTrack team',
  ];
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: { name: 'TitleTrack', address: 'no-reply@titletrack.test' },
    to: { name: `${owner.firstName} ${owner.lastName}`, address: owner.email },
    subject: `Wire instructions changed on file ${fileNumber}: verify before disbursing`,
    text: lines.join('\n'),
  });
  await mailer.send(`wire-changed-${fileNumber.replace(/[^a-z0-9]+/gi, '-')}`, info.message as Buffer);
}
