import { writeToOutbox } from '../credentials-email';

/** Where the mock API's e-mails go: the outbox folder beside the data file, or memory in tests. */
export interface Mailer {
  send(slug: string, message: Buffer): Promise<void>;
}

export function outboxMailer(outboxDir: string): Mailer {
  return { send: async (slug, message) => void (await writeToOutbox(outboxDir, slug, message)) };
}

export function memoryMailer(): Mailer & { sent: { slug: string; message: string }[] } {
  const sent: { slug: string; message: string }[] = [];
  return {
    sent,
    send: (slug, message) => {
      sent.push({ slug, message: message.toString('utf8') });
      return Promise.resolve();
    },
  };
}
