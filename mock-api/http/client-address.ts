import type { Request } from 'express';

/**
 * The client a limit applies to: the peer's address. Forwarded-for headers are not trusted (the
 * mock is not meant to sit behind a proxy, and a client could name any address in them).
 */
export function clientOf(req: Request): string {
  return req.socket.remoteAddress ?? 'unknown';
}
