/** Local storage key of the token (spec section 9). */
export const TOKEN_KEY = 'token';

/** Where the browser session lives: the token in local storage, the rest in session storage. */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  removeToken(): void;
  clearSession(): void;
  getSessionItem(key: string): string | null;
  setSessionItem(key: string, value: string): void;
}

export function createSessionStore(local: Storage, session: Storage): SessionStore {
  return {
    getToken: () => local.getItem(TOKEN_KEY),
    setToken: (token) => local.setItem(TOKEN_KEY, token),
    removeToken: () => local.removeItem(TOKEN_KEY),
    clearSession: () => session.clear(),
    getSessionItem: (key) => session.getItem(key),
    setSessionItem: (key, value) => session.setItem(key, value),
  };
}
