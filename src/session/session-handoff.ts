import { paths } from '../config/paths.ts';
import type { SessionStore } from '../lib/session-store.ts';

/** Why a session ended without the agent signing out. */
export type SessionEndReason = 'idle' | 'expired' | 'rejected' | 'elsewhere' | 'deactivated' | 'ended';

/**
 * What a forced sign-out leaves in the window's own session storage for its next sign-in: why it
 * happened, for the login page, and where the agent was, so that the same agent signing in again
 * carries on there. The window's open tabs and drafts stay beside it in session storage: each
 * window keeps its own work, and nothing the agent typed is left in local storage (it would
 * outlive the browser on a shared computer).
 */
export interface SessionHandoff {
  reason: SessionEndReason;
  returnTo: string;
  email: string;
  at: number;
}

/** Why the last session ended, shared by every window for a short while (no client data). */
export const LAST_END_KEY = 'sessionEndReason';
const LAST_END_MEMORY_MS = 2 * 60_000;

export const HANDOFF_KEY = 'sessionEnded';

/** What the login page says after a forced sign-out. */
export function sessionEndMessage(reason: SessionEndReason, idleMinutes: number): string {
  const carryOn = 'Sign in to continue where you left off.';
  switch (reason) {
    case 'idle':
      return `You were signed out after ${formatMinutes(idleMinutes)} without activity, to protect your clients' data. ${carryOn}`;
    case 'expired':
      return `Your session expired while this computer was asleep or offline. ${carryOn}`;
    case 'rejected':
      return `The server ended your session: your sign-in is no longer accepted (for example after a server restart or an account change). ${carryOn}`;
    case 'elsewhere':
      return `You were signed out in another window. ${carryOn}`;
    case 'ended':
      return `This session was ended: signed out from My account or everywhere, a new password, or a long time without use. ${carryOn}`;
    case 'deactivated':
      return "Your agency's administrator has deactivated your account, so you were signed out. Ask them if you think this is a mistake.";
  }
}

function formatMinutes(minutes: number): string {
  if (minutes >= 1 && Number.isInteger(minutes)) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.round(minutes * 60)} seconds`;
}

/** Only a path inside this app (never another origin, never the login page itself). */
export function isSafeReturnPath(path: string): boolean {
  return /^\/(?!\/)[^\\\s]*$/.test(path) && !path.startsWith(paths.auth);
}

export function saveHandoff(session: SessionStore, handoff: SessionHandoff): void {
  session.setSessionItem(HANDOFF_KEY, JSON.stringify(handoff));
  session.setLocalItem(LAST_END_KEY, JSON.stringify({ reason: handoff.reason, at: handoff.at }));
}

const REASONS: SessionEndReason[] = ['idle', 'expired', 'rejected', 'elsewhere', 'deactivated', 'ended'];

export function readHandoff(session: SessionStore): SessionHandoff | null {
  try {
    const value = JSON.parse(session.getSessionItem(HANDOFF_KEY) ?? 'null') as Partial<SessionHandoff> | null;
    if (!value || typeof value !== 'object') return null;
    if (!REASONS.includes(value.reason as SessionEndReason) || typeof value.returnTo !== 'string' || typeof value.email !== 'string') return null;
    return { reason: value.reason as SessionEndReason, returnTo: value.returnTo, email: value.email, at: Number(value.at) || 0 };
  } catch {
    return null;
  }
}

export function clearHandoff(session: SessionStore): void {
  session.removeSessionItem(HANDOFF_KEY);
}

/**
 * Why another window just ended the session, if one did in the last two minutes: a window that
 * finds the token gone then tells its agent the same reason ("idle") rather than "another window".
 */
export function recentEndReason(session: SessionStore, now: number): SessionEndReason | null {
  try {
    const value = JSON.parse(session.getLocalItem(LAST_END_KEY) ?? 'null') as { reason?: unknown; at?: unknown } | null;
    if (!value || !REASONS.includes(value.reason as SessionEndReason) || typeof value.at !== 'number') return null;
    return now - value.at <= LAST_END_MEMORY_MS ? (value.reason as SessionEndReason) : null;
  } catch {
    return null;
  }
}
