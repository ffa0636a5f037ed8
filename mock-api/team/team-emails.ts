
const FROM = { name: 'TitleTrack', address: 'no-reply@titletrack.test' };

export interface LinkEmail {
  to: { name: string; email: string };
  tenantName: string;
  /** Who sent it (an invitation) or null (a reset). */
  from: string | null;
  link: string;
  expiresAt: string;
}

const when = (iso: string) => new Date(iso).toUTCString().replace('GMT', 'UTC');

/** An invitation to join the agency, with the one-time link to choose a password (RFC 5322, no SMTP). */
export function renderInvitationEmail(message: LinkEmail): Promise<Buffer> {
  return render(message, `${message.from ?? 'Your agency'} invited you to ${message.tenantName} on TitleTrack`, [
    `Hello ${message.to.name},`,
    '',
    `${message.from ?? 'Your agency administrator'} invited you to work in TitleTrack with ${message.tenantName}.`,
    'Choose your password here to accept (this link works once):',
    '',
    `  ${message.link}`,
    '',
    `The link expires on ${when(message.expiresAt)}. Your user name is ${message.to.email}.`,
    '',
    'If you did not expect this invitation, ignore this e-mail.',
    '',
    'The TitleTrack team',
  ]);
}

/** A link to choose a new password (asked for by the person or sent by their admin). */
export function renderResetEmail(message: LinkEmail): Promise<Buffer> {
  return render(message, 'Choose a new TitleTrack password', [
    `Hello ${message.to.name},`,
    '',
    message.from
      ? `${message.from} sent you a link to choose a new password for ${message.tenantName} on TitleTrack:`
      : `Someone (we hope you) asked to choose a new password for ${message.tenantName} on TitleTrack:`,
    '',
    `  ${message.link}`,
    '',
    `The link works once and expires on ${when(message.expiresAt)}. Your current password keeps working until you choose a new one.`,
    '',
    'If you did not ask for this, ignore this e-mail.',
    '',
    'The TitleTrack team',
  ]);
}

async function render(message: LinkEmail, subject: string, lines: string[]): Promise<Buffer> {
  // Loaded when the first e-mail is written: nodemailer would otherwise weigh on every start.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: FROM, to: { name: message.to.name, address: message.to.email }, subject, text: lines.join('\n') });
  return info.message as Buffer;
}
