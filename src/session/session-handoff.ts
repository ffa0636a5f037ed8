import type { SessionStore } from '../lib/session-store';

/** Why a session ended without the agent signing out. */
export type SessionEndReason = 'idle' | 'expired' | 'rejected' | 'elsewhere';

/**
 * What a forced sign-out leaves for the next sign-in (in local storage, which the spec's logout
 * does not clear): why it happened, for the login page, and where the agent was, with the open
 * tabs, so that the same agent signing in again carries on where they were.
 */
export interface SessionHandoff {
  reason: SessionEndReason;
  returnTo: string;
  email: string;
  sessionItems: Record<string, string>;
  at: number;
}

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
  }
}

function formatMinutes(minutes: number): string {
  if (minutes >= 1 && Number.isInteger(minutes)) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.round(minutes * 60)} seconds`;
}

/** Only a path inside this app (never another origin, never the login page itself). */
export function isSafeReturnPath(path: string): boolean {
  return /^\/(?!\/)[^\\\s]*$/.test(path) && !path.startsWith('/auth');
}

export function saveHandoff(session: SessionStore, handoff: SessionHandoff): void {
  session.setLocalItem(HANDOFF_KEY, JSON.stringify(handoff));
}

export function readHandoff(session: SessionStore): SessionHandoff | null {
  try {
    const value = JSON.parse(session.getLocalItem(HANDOFF_KEY) ?? 'null') as Partial<SessionHandoff> | null;
    if (!value || typeof value !== 'object') return null;
    const reasons: SessionEndReason[] = ['idle', 'expired', 'rejected', 'elsewhere'];
    if (!reasons.includes(value.reason as SessionEndReason) || typeof value.returnTo !== 'string' || typeof value.email !== 'string') return null;
    const items = typeof value.sessionItems === 'object' && value.sessionItems !== null ? value.sessionItems : {};
    const sessionItems = Object.fromEntries(Object.entries(items).filter(([, item]) => typeof item === 'string'));
    return { reason: value.reason as SessionEndReason, returnTo: value.returnTo, email: value.email, sessionItems, at: Number(value.at) || 0 };
  } catch {
    return null;
  }
}

export function clearHandoff(session: SessionStore): void {
  session.removeLocalItem(HANDOFF_KEY);
}
