import type { RequestHandler } from 'express';
import type { LiveFeed } from './live-feed.ts';

/**
 * The calls that can end someone's right to the live feed: a deactivation or password reset on the
 * Team page, "sign out everywhere" and a password change on My account, a sign-out, a used password
 * link, and the operator routes title-cli uses. The feed checks each event anyway and sweeps every
 * few seconds; this ends the streams the moment such a call is answered.
 */
const ACCOUNT_CHANGES = /^\/(team|account|session\/logout|password-links?|operator)(\/|$)/;

export function endStreamsAfterAccountChanges(feed: LiveFeed): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && ACCOUNT_CHANGES.test(req.path)) {
      res.on('finish', () => {
        if (res.statusCode < 400) feed.endStreamsOfPeopleWhoLeft();
      });
    }
    next();
  };
}
