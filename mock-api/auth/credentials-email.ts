import path from 'node:path';
import { nodeFileSystem, privateDirectory, removeLeftoverTemporaries, replaceFile } from '../store/store-files.ts';

export interface CredentialsEmail {
  to: { name: string; email: string };
  tenantName: string;
  password: string;
  signInUrl: string;
}

const FROM = { name: 'TitleTrack', address: 'no-reply@titletrack.test' };

/** Renders the welcome e-mail as a real RFC 5322 message (nodemailer's stream transport, no SMTP). */
export async function renderCredentialsEmail(message: CredentialsEmail): Promise<Buffer> {
  // Loaded when the first e-mail is written: nodemailer would otherwise weigh on every start.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const text = [
    `Hello ${message.to.name},`,
    '',
    `${message.tenantName} is now set up in TitleTrack. You can sign in with:`,
    '',
    `  User name: ${message.to.email}`,
    `  Password:  ${message.password}`,
    '',
    `Sign in at ${message.signInUrl}`,
    '',
    'Please keep this password private.',
    '',
    'The TitleTrack team',
  ].join('\n');
  const info = await transport.sendMail({
    from: FROM,
    to: { name: message.to.name, address: message.to.email },
    subject: `Your TitleTrack login credentials for ${message.tenantName}`,
    text,
  });
  return info.message as Buffer;
}

/**
 * Writes the message into the outbox (atomically, fsynced, readable by its owner only: it holds a
 * password in clear) and returns its path.
 */
export async function writeToOutbox(outboxDir: string, slug: string, message: Buffer): Promise<string> {
  await privateDirectory(outboxDir, true);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, `${stamp}-${slug}.eml`);
  await replaceFile(nodeFileSystem, file, [message]);
  return file;
}

/** Temporary files of e-mails interrupted by a crash (they hold a password). */
export function removeOutboxLeftovers(outboxDir: string): Promise<string[]> {
  return removeLeftoverTemporaries(outboxDir);
}
