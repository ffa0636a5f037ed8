import { SESSION_ENDED } from '../../src/lib/account-messages.ts';
import { randomUUID } from 'node:crypto';
import type { SessionRecord, User } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { DEFAULT_SESSION_LIMIT_SECONDS } from './tokens.ts';

/**
 * Sessions live on the server, in the user's record: a token names its session (`sid`) and is
 * good only while that session is there. Signing out removes it, a password re-issue removes all
 * of the user's, and renewal takes the session's start and last activity from this record, not
 * from the token. Activity is noted in memory on every call and written at renewal (a write per
 * call would make every read a disk write).
 */
export interface SessionLimits {
  /** The absolute limit, however often the token is renewed. */
  sessionLimitSeconds: number;
  /** A session without calls for this long is not renewed (ended on the server). */
  idleSeconds: number;
}

export const DEFAULT_IDLE_SECONDS = 60 * 60;
export const DEFAULT_SESSION_LIMITS: SessionLimits = { sessionLimitSeconds: DEFAULT_SESSION_LIMIT_SECONDS, idleSeconds: DEFAULT_IDLE_SECONDS };
/** Sessions one user may hold at once (browsers, devices); the oldest goes first. */
export const MAX_SESSIONS_PER_USER = 20;

export { SESSION_ENDED };
export const SESSION_IDLE = 'You were signed out after a time without activity. Please sign in again.';

const lastSeenOf = new WeakMap<Store, Map<string, number>>();

function lastSeen(store: Store): Map<string, number> {
  let seen = lastSeenOf.get(store);
  if (!seen) {
    seen = new Map();
    lastSeenOf.set(store, seen);
  }
  return seen;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function live(sessions: Record<string, SessionRecord>, limits: SessionLimits, now: number): [string, SessionRecord][] {
  return Object.entries(sessions).filter(([, session]) => now - session.startedAt < limits.sessionLimitSeconds && now - session.lastActivityAt < limits.idleSeconds);
}

/** Starts a session for the user (written to the store); stale ones are dropped on the way. */
export async function startSession(
  store: Store,
  userId: string,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  browser?: string,
): Promise<{ sid: string; startedAt: number }> {
  const user = store.get('users', userId);
  if (!user) throw new Error(`No user ${userId}`);
  const now = nowSeconds();
  const kept = live(user.sessions ?? {}, limits, now)
    .sort((a, b) => b[1].startedAt - a[1].startedAt)
    .slice(0, MAX_SESSIONS_PER_USER - 1);
  const sid = randomUUID();
  await store.put('users', { ...user, sessions: { ...Object.fromEntries(kept), [sid]: { startedAt: now, lastActivityAt: now, ...(browser ? { browser } : {}) } } });
  return { sid, startedAt: now };
}

/** The session a token names, if it has not ended. */
export function sessionOf(user: User, sid: unknown): SessionRecord | undefined {
  return typeof sid === 'string' ? user.sessions?.[sid] : undefined;
}

/** Notes a call of the session (memory only; renewal writes it). */
export function noteActivity(store: Store, sid: string): void {
  lastSeen(store).set(sid, nowSeconds());
}

export type Renewal = { ok: true; startedAt: number } | { ok: false; message: string };

/**
 * Renews a session from the server's record: refused past the absolute limit or after
 * `idleSeconds` without a call (the session is then ended); otherwise its last activity is
 * written and its start returned for the new token.
 */
export async function renewSession(store: Store, userId: string, sid: string, limits: SessionLimits): Promise<Renewal> {
  const user = store.get('users', userId);
  const session = user ? sessionOf(user, sid) : undefined;
  if (!user || !session) return { ok: false, message: SESSION_ENDED };
  const now = nowSeconds();
  if (now - session.startedAt >= limits.sessionLimitSeconds) {
    await endSession(store, userId, sid);
    return { ok: false, message: 'Your session has reached its time limit. Please sign in again.' };
  }
  const lastActivityAt = Math.max(session.lastActivityAt, lastSeen(store).get(sid) ?? 0);
  if (now - lastActivityAt >= limits.idleSeconds) {
    await endSession(store, userId, sid);
    return { ok: false, message: SESSION_IDLE };
  }
  await store.put('users', { ...user, sessions: { ...user.sessions, [sid]: { ...session, lastActivityAt } } });
  return { ok: true, startedAt: session.startedAt };
}

/** Ends one session (sign-out). */
export async function endSession(store: Store, userId: string, sid: string): Promise<void> {
  lastSeen(store).delete(sid);
  const user = store.get('users', userId);
  if (!user?.sessions || !(sid in user.sessions)) return;
  const { [sid]: _ended, ...rest } = user.sessions;
  await store.put('users', { ...user, sessions: rest });
}

/** The user's sessions that have not ended, with their last activity as this server saw it. */
export function liveSessions(store: Store, user: User, limits: SessionLimits): [string, SessionRecord][] {
  const seen = lastSeen(store);
  const withActivity = Object.entries(user.sessions ?? {}).map(([sid, session]): [string, SessionRecord] => [sid, { ...session, lastActivityAt: Math.max(session.lastActivityAt, seen.get(sid) ?? 0) }]);
  return live(Object.fromEntries(withActivity), limits, nowSeconds());
}

/** Ends every session of the user but `keep` (a password change keeps the window that made it). */
export async function endSessionsExcept(store: Store, userId: string, keep: string | null): Promise<void> {
  const user = store.get('users', userId);
  if (!user?.sessions) return;
  const seen = lastSeen(store);
  for (const sid of Object.keys(user.sessions)) if (sid !== keep) seen.delete(sid);
  const kept = keep && user.sessions[keep] ? { [keep]: user.sessions[keep] } : {};
  await store.put('users', { ...user, sessions: kept });
}

/** The user without any session (a password re-issue ends them all). */
export function withoutSessions(store: Store, user: User): User {
  const seen = lastSeen(store);
  for (const sid of Object.keys(user.sessions ?? {})) seen.delete(sid);
  const { sessions: _all, ...rest } = user;
  return rest;
}
