import type { RequestHandler } from 'express';
import { ApiError } from './api-errors.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** For routes that hand out credentials (provider-state set-up): this machine only. */
export const localOnly: RequestHandler = (req, _res, next) => {
  next(LOOPBACK.has(req.socket.remoteAddress ?? '') ? undefined : new ApiError(403, { message: 'This route answers this machine only.' }));
};
