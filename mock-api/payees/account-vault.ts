import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Store } from '../store/store.ts';

/**
 * Account numbers at rest: sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the data
 * file's vault key (its own, so a new token key leaves them readable), so the data file, its journal, a backup or a json-server view never hold one in
 * the clear. Only the API opens one, for an administrator's Reveal. The last four digits are kept
 * beside it, for every screen, list and e-mail.
 */
const INFO = 'titletrack payee account numbers v1';

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'titletrack', INFO, 32));

export function sealAccount(secret: string, account: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(account, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
}

export function openAccount(secret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('The account number on file is not sealed as this server seals them.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The data file's vault key, made (and stored) the first time an account number is sealed. */
export async function vaultKeyOf(store: Store): Promise<string> {
  const existing = store.metadata.vaultKey;
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  await store.updateMeta({ vaultKey: key });
  return key;
}
