import { writeToOutbox } from '../auth/credentials-email.ts';

/** Where the mock API's e-mails go: the outbox folder beside the data file, or memory in tests. */
export interface Mailer {
  /** Answers where the message went: its outbox file, or null when it stays in memory. */
  send(slug: string, message: Buffer): Promise<string | null>;
}

export function outboxMailer(outboxDir: string): Mailer {
  return { send: (slug, message) => writeToOutbox(outboxDir, slug, message) };
}

export function memoryMailer(): Mailer & { sent: { slug: string; message: string }[] } {
  const sent: { slug: string; message: string }[] = [];
  return {
    sent,
    send: (slug, message) => {
      sent.push({ slug, message: message.toString('utf8') });
      return Promise.resolve(null);
    },
  };
}
