import { Router, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { payeeSchema, verificationSchema, type PayeeInput } from '../../src/payees/payee-schemas.ts';
import { maskedAccount } from '../../src/payees/routing-directory.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { ownOrder as ownOrderOf } from '../domain/own-order.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { actorOf, channelOf, historyOf } from '../history/actor.ts';
import type { ChangeNote } from '../history/file-history.ts';
import { ApiError, handle, notFound, validateBody, validationFailure } from '../http/api-errors.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { checkVersion, versionTag } from '../http/versions.ts';
import type { FieldChange, Order, PayeeRecord, WireRecord } from '../store/model.ts';
import { roleOf } from '../team/roles.ts';
import type { Mailer } from '../team/mailer.ts';
import { UNPRINTABLE } from '../http/unprintable.ts';
import { openAccount, sealAccount, vaultKeyOf } from './account-vault.ts';
import { payeesOf } from './payees.ts';
import { payeeView } from './payee-view.ts';
import { sendWireChangedEmail } from './wire-changed-email.ts';

/** Payees a file holds at most: every list a client can grow is bounded. */
export const MAX_PAYEES_PER_FILE = 100;

/** A US phone number's ten digits, with or without the country code (+1 512 555 0100 is 512-555-0100). */
const digits = (phone: string) => {
  const all = phone.replace(/\D/g, '');
  return all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
};

/** Names, references and phones are one line of visible text: no control, direction-override or invisible characters. */
function refuseUnprintable(fields: Record<string, string | undefined>): void {
  const problems = Object.entries(fields)
    .filter(([, value]) => value !== undefined && UNPRINTABLE.test(value))
    .map(([name]) => ({ Type: name.charAt(0).toUpperCase() + name.slice(1), Message: 'Use visible characters only: no control characters, direction marks or invisible ones.' }));
  if (problems.length > 0) throw validationFailure(problems);
}

const textOf = (body: PayeeInput) => ({ name: body.name, bankName: body.wire?.bankName, beneficiaryName: body.wire?.beneficiaryName, reference: body.wire?.reference, contactPhone: body.wire?.contactPhone });

/**
 * A file's payees and their wire instructions (docs/payees.md): added, changed, removed; verified
 * by a second person; an account number revealed to an administrator. Every change is a history
 * entry with account numbers masked; a change to instructions makes them "Not verified" again,
 * warns colleagues with the file open (the live feed) and e-mails the file's owner.
 */
export function payeeRoutes(context: ApiContext, mailer: Mailer): Router {
  const { store } = context;
  const history = historyOf(store);
  const payees = payeesOf(store);
  const router = Router();
  const authenticated = requireAuth(context);

  const ownOrder = (tenantId: number, orderGuid: string): Order => ownOrderOf(store, tenantId, orderGuid);
  const ownPayee = (order: Order, id: string): PayeeRecord => {
    const payee = store.get('payees', id);
    if (!payee || payee.orderGuid !== order.id || payee.tenantId !== order.tenantId) throw notFound('There is no such payee on this file.');
    return payee;
  };
  const note = (req: Request, res: Response, order: Order, action: string, summary: string, changes: FieldChange[]): ChangeNote => ({
    tenantId: order.tenantId,
    orderGuid: order.id,
    actor: actorOf(store, callerOf(res)),
    ...channelOf(req),
    section: 'payees',
    action,
    summary,
    changes,
  });
  const label = (payee: Pick<PayeeRecord, 'name' | 'role'>) => `"${payee.name}" (${payee.role})`;

  /** The instructions as stored: a new account number sealed, or the one on file kept. */
  async function wireOf(body: PayeeInput, before: WireRecord | null): Promise<WireRecord | null> {
    if (body.method !== 'wire') return null;
    const wire = body.wire;
    if (!wire) throw validationFailure([{ Type: 'Wire', Message: 'A wire needs its bank, routing number, account number and beneficiary.' }]);
    if (!wire.accountNumber && !before) throw validationFailure([{ Type: 'Wire.AccountNumber', Message: 'Enter the account number: 4 to 17 digits.' }]);
    const key = await vaultKeyOf(store);
    // The same number typed again is no change: the one on file stays as it was sealed.
    const account = wire.accountNumber && before && openAccount(key, before.accountSealed) === wire.accountNumber ? undefined : wire.accountNumber;
    return {
      bankName: wire.bankName.trim(),
      routingNumber: wire.routingNumber,
      accountSealed: account ? sealAccount(key, account) : (before as WireRecord).accountSealed,
      accountLast4: account ? account.slice(-4) : (before as WireRecord).accountLast4,
      beneficiaryName: wire.beneficiaryName.trim(),
      reference: (wire.reference ?? '').trim(),
      contactPhone: (wire.contactPhone ?? '').trim(),
    };
  }

  router.get('/orders/:orderGuid/payees', authenticated, (req, res) => {
    const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
    res.json({ result: { payees: payees.forOrder(order.id).map(payeeView) } });
  });

  router.post(
    '/orders/:orderGuid/payees',
    authenticated,
    handle(async (req, res) => {
      const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
      const body = validateBody(payeeSchema, req.body);
      refuseUnprintable(textOf(body));
      if (payees.forOrder(order.id).length >= MAX_PAYEES_PER_FILE) throw validationFailure([{ Type: 'Payees', Message: `A file has ${MAX_PAYEES_PER_FILE} payees at most.` }]);
      const actor = actorOf(store, callerOf(res));
      const now = new Date().toISOString();
      const payee: PayeeRecord = {
        id: randomUUID(),
        tenantId: order.tenantId,
        orderGuid: order.id,
        name: body.name.trim(),
        role: body.role,
        amount: body.amount,
        method: body.method,
        wire: await wireOf(body, null),
        enteredBy: actor,
        changedBy: actor,
        changedAt: now,
        verification: null,
        createdAt: now,
        version: 0,
      };
      const how = payee.wire ? `wire to ${maskedAccount(payee.wire.accountLast4)}` : 'check';
      await history.record([note(req, res, order, 'added', `added payee ${label(payee)}, ${how}`, [{ path: `payees/${payee.id}`, label: payee.name, before: null, after: how }])], [{ collection: 'payees', put: payee }]);
      payees.track([payee]);
      res.status(201).set('ETag', versionTag(0)).json({ result: payeeView(payee) });
    }),
  );
  router.all('/orders/:orderGuid/payees', methodNotAllowed('GET', 'POST'));

  router.put(
    '/orders/:orderGuid/payees/:payeeId',
    authenticated,
    handle(async (req, res) => {
      const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
      const before = ownPayee(order, String(req.params.payeeId));
      const body = validateBody(payeeSchema, req.body);
      refuseUnprintable(textOf(body));
      checkVersion(req.get('if-match'), before.version, payeeView(before), { required: false });
      const wire = await wireOf(body, before.wire);
      const actor = actorOf(store, callerOf(res));
      const now = new Date().toISOString();
      const changes = wireChanges(before.wire, wire);
      const instructionsChanged = changes.length > 0 || before.method !== body.method;
      const after: PayeeRecord = {
        ...before,
        name: body.name.trim(),
        role: body.role,
        amount: body.amount,
        method: body.method,
        wire,
        // Changed instructions are not verified, whoever verified the old ones.
        ...(instructionsChanged ? { changedBy: actor, changedAt: now, verification: null } : {}),
        version: before.version + 1,
      };
      const otherChanges: FieldChange[] = [
        ...(before.name !== after.name ? [{ path: `payees/${before.id}/name`, label: 'Payee', before: before.name, after: after.name }] : []),
        ...(before.role !== after.role ? [{ path: `payees/${before.id}/role`, label: 'For', before: before.role, after: after.role }] : []),
        ...(before.amount !== after.amount ? [{ path: `payees/${before.id}/amount`, label: 'Amount', before: before.amount, after: after.amount }] : []),
        ...(before.method !== after.method ? [{ path: `payees/${before.id}/method`, label: 'Method', before: before.method, after: after.method }] : []),
      ];
      const all = [...otherChanges, ...changes.map((change) => ({ ...change, path: `payees/${before.id}/${change.path}` }))];
      if (all.length === 0) {
        res.set('ETag', versionTag(before.version)).json({ result: payeeView(before) });
        return;
      }
      // A wire's instructions changed, or a check turned into a wire: both are where money is diverted.
      const loud = instructionsChanged && (before.method === 'wire' || after.method === 'wire');
      const summary = loud ? `changed the wire instructions of ${label(after)}${before.verification ? ': they were verified and are not any more' : ''}` : `changed payee ${label(after)}`;
      await history.record([note(req, res, order, loud ? 'wire-changed' : 'changed', summary, all)], [{ collection: 'payees', put: after }]);
      payees.track([after]);
      if (loud) await sendWireChangedEmail(store, mailer, order, after, actor, now, changes).catch(() => undefined);
      res.set('ETag', versionTag(after.version)).json({ result: payeeView(after) });
    }),
  );

  router.delete(
    '/orders/:orderGuid/payees/:payeeId',
    authenticated,
    handle(async (req, res) => {
      const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
      const payee = ownPayee(order, String(req.params.payeeId));
      await history.record([note(req, res, order, 'removed', `removed payee ${label(payee)}`, [{ path: `payees/${payee.id}`, label: payee.name, before: payee.wire ? `wire to ${maskedAccount(payee.wire.accountLast4)}` : 'check', after: null }])], [
        { collection: 'payees', delete: payee.id },
      ]);
      payees.track([payee]);
      res.status(204).end();
    }),
  );
  router.all('/orders/:orderGuid/payees/:payeeId', methodNotAllowed('PUT', 'DELETE'));

  router.post(
    '/orders/:orderGuid/payees/:payeeId/verification',
    authenticated,
    handle(async (req, res) => {
      const caller = callerOf(res);
      const order = ownOrder(caller.tenantId, String(req.params.orderGuid));
      const payee = ownPayee(order, String(req.params.payeeId));
      if (payee.method !== 'wire' || !payee.wire) throw new ApiError(409, { message: 'A check has no wire instructions to verify.' });
      // The second person rule: whoever entered or last changed the instructions cannot vouch for them.
      if (payee.enteredBy.userId === caller.userId || payee.changedBy.userId === caller.userId) {
        throw new ApiError(403, { message: 'You entered or last changed these wire instructions: another person of your agency must verify them.' });
      }
      const body = validateBody(verificationSchema, req.body);
      refuseUnprintable({ numberCalled: body.numberCalled, note: body.note });
      // A verification vouches for the instructions the verifier saw: a change since is refused, not vouched for.
      checkVersion(req.get('if-match'), payee.version, payeeView(payee), { required: false });
      const called = (body.numberCalled ?? '').trim();
      if (body.method === 'call-back' && payee.wire.contactPhone && digits(called) === digits(payee.wire.contactPhone)) {
        throw validationFailure([{ Type: 'NumberCalled', Message: 'Call a number from an independent source (the bank’s published number, or one on file from before), not the one that came with the instructions.' }]);
      }
      const actor = actorOf(store, caller);
      const verified: PayeeRecord = { ...payee, verification: { method: body.method, numberCalled: called, note: (body.note ?? '').trim(), by: actor, at: new Date().toISOString() }, version: payee.version + 1 };
      const how = body.method === 'call-back' ? `call-back to ${called}` : body.method === 'in-person' ? 'in person' : 'a verification service';
      await history.record([note(req, res, order, 'verified', `verified the wire instructions of ${label(payee)} (${how})`, [{ path: `payees/${payee.id}/verification`, label: `${payee.name}: wire`, before: 'Not verified', after: `Verified by ${actor.name}` }])], [
        { collection: 'payees', put: verified },
      ]);
      payees.track([verified]);
      res.json({ result: payeeView(verified) });
    }),
  );
  router.all('/orders/:orderGuid/payees/:payeeId/verification', methodNotAllowed('POST'));

  router.post(
    '/orders/:orderGuid/payees/:payeeId/reveal',
    authenticated,
    handle(async (req, res) => {
      const caller = callerOf(res);
      const user = store.get('users', caller.userId);
      if (!user || roleOf(store, user) !== 'admin') throw new ApiError(403, { message: "Only an administrator can reveal a payee's account number." });
      const order = ownOrder(caller.tenantId, String(req.params.orderGuid));
      const payee = ownPayee(order, String(req.params.payeeId));
      if (!payee.wire) throw new ApiError(409, { message: 'A check has no account number.' });
      // Recorded before the number is answered: a reveal is never unseen.
      await history.record([note(req, res, order, 'revealed', `revealed the account number ${maskedAccount(payee.wire.accountLast4)} of ${label(payee)}`, [])], []);
      res.set('Cache-Control', 'no-store').json({ result: { accountNumber: openAccount(await vaultKeyOf(store), payee.wire.accountSealed) } });
    }),
  );
  router.all('/orders/:orderGuid/payees/:payeeId/reveal', methodNotAllowed('POST'));
  return router;
}

/** What changed in the instructions, account numbers masked. */
function wireChanges(before: WireRecord | null, after: WireRecord | null): FieldChange[] {
  const fields: [keyof WireRecord, string][] = [
    ['bankName', 'Bank'],
    ['routingNumber', 'Routing number'],
    ['accountLast4', 'Account'],
    ['beneficiaryName', 'Beneficiary'],
    ['reference', 'Reference'],
    ['contactPhone', 'Phone given with the instructions'],
  ];
  const changes: FieldChange[] = [];
  const value = (wire: WireRecord | null, field: keyof WireRecord) => (wire ? (field === 'accountLast4' ? maskedAccount(wire.accountLast4) : wire[field]) : null);
  for (const [field, name] of fields) {
    const was = value(before, field);
    const now = value(after, field);
    // A new account number with the same last four is still a change: the sealed numbers differ.
    const changed = field === 'accountLast4' ? was !== now || (before !== null && after !== null && before.accountSealed !== after.accountSealed) : was !== now;
    if (changed) changes.push({ path: field === 'accountLast4' ? 'account' : field, label: name, before: was, after: now });
  }
  return changes;
}
