/**
 * The browser's two storages as the app uses them: session storage is this window's own (open
 * tabs, drafts, why the last session ended), local storage is shared by every window. The token
 * lives in local storage too, but only the session area reads or writes it (session/session-token.ts).
 */
export interface SessionStore {
  clearSession(): void;
  getSessionItem(key: string): string | null;
  setSessionItem(key: string, value: string): void;
  removeSessionItem(key: string): void;
  /** Everything in session storage (open tabs and the like), to carry over a forced sign-out. */
  sessionItems(): Record<string, string>;
  /** Local storage is shared by every window of the app (activity, the reason a session ended). */
  getLocalItem(key: string): string | null;
  setLocalItem(key: string, value: string): void;
  removeLocalItem(key: string): void;
}

export function createSessionStore(local: Storage, session: Storage): SessionStore {
  return {
    clearSession: () => session.clear(),
    getSessionItem: (key) => session.getItem(key),
    setSessionItem: (key, value) => session.setItem(key, value),
    removeSessionItem: (key) => session.removeItem(key),
    sessionItems: () => {
      const items: Record<string, string> = {};
      for (let index = 0; index < session.length; index += 1) {
        const key = session.key(index);
        const value = key === null ? null : session.getItem(key);
        if (key !== null && value !== null) items[key] = value;
      }
      return items;
    },
    getLocalItem: (key) => local.getItem(key),
    setLocalItem: (key, value) => local.setItem(key, value),
    removeLocalItem: (key) => local.removeItem(key),
  };
}
