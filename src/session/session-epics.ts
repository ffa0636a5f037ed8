import { combineEpics } from 'redux-observable';
import { sessionEndEpic, sessionEndNoticeEpic, signInRedirectEpic } from './session-end-epics.ts';
import { sessionRestoreEpic, tokenKeepingEpic, tokenRenewalEpic } from './session-token-epics.ts';
import { rejectedTokenEpic, sessionCheckEpic, sessionWatchEpic } from './session-watch-epics.ts';

/**
 * The session's epics, from its three files: keeping the token (session-token-epics.ts), watching
 * the session (session-watch-epics.ts) and ending it (session-end-epics.ts). The order is kept:
 * the token is stored first, so the renewal that follows is timed by the server's clock it teaches.
 */
export const sessionEpic = combineEpics(
  tokenKeepingEpic,
  sessionRestoreEpic,
  sessionCheckEpic,
  tokenRenewalEpic,
  sessionWatchEpic,
  rejectedTokenEpic,
  sessionEndEpic,
  sessionEndNoticeEpic,
  signInRedirectEpic,
);
