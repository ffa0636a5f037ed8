import { EMPTY, NEVER, of, Subject, type Observable } from 'rxjs';
import { vi, type Mock } from 'vitest';
import type { AuthApi } from '../auth/auth-api.ts';
import type { HttpEvent } from '../lib/http/http-events.ts';
import type { AppDependencies } from '../app/dependencies.ts';
import type { RegistrationApi } from '../registration/registration-api.ts';
import type { UserInfo } from '../lib/auth-token.ts';
import type { SessionStore } from '../lib/session-store.ts';
import { createSessionToken } from '../session/session-token.ts';
import { danaInfo, unsignedToken } from '../../fixtures/tokens.ts';

export const NOW = Date.parse('2026-03-02T15:00:00Z');

export { danaInfo };

/** An unsigned JWT-shaped token; the web app only decodes, the server verifies. */
export function makeToken(claims: Partial<UserInfo> & { exp?: number } = {}, expiresAt = NOW + 5 * 60_000): string {
  return unsignedToken({ ...danaInfo, exp: Math.floor(expiresAt / 1000), ...claims });
}

export interface MemorySessionStore extends SessionStore {
  local: Map<string, string>;
  session: Map<string, string>;
}

export function memorySessionStore(token: string | null = null): MemorySessionStore {
  const local = new Map<string, string>();
  const session = new Map<string, string>();
  // A token left by an earlier visit, under the key the session area reads (session/session-token.ts).
  if (token) local.set('token', token);
  return {
    local,
    session,
    clearSession: () => session.clear(),
    getSessionItem: (key) => session.get(key) ?? null,
    setSessionItem: (key, value) => void session.set(key, value),
    removeSessionItem: (key) => void session.delete(key),
    sessionItems: () => Object.fromEntries(session),
    getLocalItem: (key) => local.get(key) ?? null,
    setLocalItem: (key, value) => void local.set(key, value),
    removeLocalItem: (key) => void local.delete(key),
  };
}

export type FakeDependencies = AppDependencies & {
  session: MemorySessionStore;
  httpEvents: Subject<HttpEvent>;
};

/** An auth API whose calls never answer unless overridden. */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}): { [K in keyof AuthApi]: Mock<AuthApi[K]> } {
  const never = () => NEVER as Observable<never>;
  return {
    login: vi.fn(never),
    tenantUnderwriters: vi.fn(never),
    ...overrides,
  } as { [K in keyof AuthApi]: Mock<AuthApi[K]> };
}

/** A registration API whose calls never answer unless overridden. */
export function fakeRegistrationApi(overrides: Partial<RegistrationApi> = {}): { [K in keyof RegistrationApi]: Mock<RegistrationApi[K]> } {
  const never = () => NEVER as Observable<never>;
  return {
    states: vi.fn(never),
    businessDetails: vi.fn(never),
    underwriters: vi.fn(never),
    signUp: vi.fn(never),
    ...overrides,
  } as { [K in keyof RegistrationApi]: Mock<RegistrationApi[K]> };
}

/** Dependencies that touch nothing outside the test; API calls never answer unless overridden. */
export function fakeDependencies(overrides: Partial<AppDependencies> = {}): FakeDependencies {
  const dependencies = {
    authApi: fakeAuthApi(),
    registrationApi: fakeRegistrationApi(),
    dashboardApi: { summary: vi.fn(() => NEVER as Observable<never>) },
    commitmentApi: {
      ownersPolicyTypes: vi.fn(() => NEVER as Observable<never>),
      loanPolicyTypes: vi.fn(() => NEVER as Observable<never>),
      ownershipInterests: vi.fn(() => NEVER as Observable<never>),
      scheduleA: vi.fn(() => NEVER as Observable<never>),
      saveScheduleA: vi.fn(() => NEVER as Observable<never>),
      scheduleB: vi.fn(() => NEVER as Observable<never>),
      saveScheduleB: vi.fn(() => NEVER as Observable<never>),
      library: vi.fn(() => NEVER as Observable<never>),
    },
    lettersApi: {
      mortgageClauses: vi.fn(() => NEVER as Observable<never>),
      brokerToken: vi.fn(() => NEVER as Observable<never>),
      submitLetter: vi.fn(() => NEVER as Observable<never>),
      letters: vi.fn(() => NEVER as Observable<never>),
    },
    env: { brokerClientId: 'title-track-web', brokerClientSecret: 'mock-broker-secret', idleTimeoutMinutes: 15, authExcludedSegments: ['login', 'tenants'] },
    sessionApi: { renew: vi.fn(() => NEVER as Observable<never>), logout: vi.fn(() => of({})), check: vi.fn(() => of({})) },
    activity$: NEVER,
    wake$: NEVER,
    typing$: NEVER,
    isOnline: () => true,
    ordersApi: {
      files: vi.fn(() => NEVER as Observable<never>),
      createOrder: vi.fn(() => NEVER as Observable<never>),
      order: vi.fn(() => NEVER as Observable<never>),
      patchOrder: vi.fn(() => NEVER as Observable<never>),
      documents: vi.fn(() => NEVER as Observable<never>),
      uploadDocument: vi.fn(() => NEVER as Observable<never>),
      documentContent: vi.fn(() => NEVER as Observable<never>),
    },
    session: memorySessionStore(),
    navigation: { navigate: vi.fn(), currentPath: vi.fn(() => '/dashboard') },
    browser: { reload: vi.fn(), openWindow: vi.fn(), saveFile: vi.fn(), goTo: vi.fn(), print: vi.fn() },
    clock: { now: () => NOW },
    urls: { create: vi.fn(() => 'blob:preview'), revoke: vi.fn() },
    httpEvents: new Subject<HttpEvent>(),
    // No live feed unless a test gives one: a stream that never opens, presence that goes nowhere.
    activityApi: {
      history: vi.fn(() => NEVER as Observable<never>),
      historyCsv: vi.fn(() => NEVER as Observable<never>),
      recent: vi.fn(() => NEVER as Observable<never>),
      setPresence: vi.fn(() => EMPTY),
      clearPresence: vi.fn(() => EMPTY),
      events: vi.fn(() => NEVER as Observable<never>),
    },
    checklistApi: {
      checklist: vi.fn(() => NEVER as Observable<never>),
      add: vi.fn(() => NEVER as Observable<never>),
      change: vi.fn(() => NEVER as Observable<never>),
      remove: vi.fn(() => NEVER as Observable<never>),
      myWork: vi.fn(() => NEVER as Observable<never>),
      reassign: vi.fn(() => NEVER as Observable<never>),
      templates: vi.fn(() => NEVER as Observable<never>),
      saveTemplate: vi.fn(() => NEVER as Observable<never>),
    },
    payeesApi: {
      payees: vi.fn(() => NEVER as Observable<never>),
      add: vi.fn(() => NEVER as Observable<never>),
      change: vi.fn(() => NEVER as Observable<never>),
      remove: vi.fn(() => NEVER as Observable<never>),
      verify: vi.fn(() => NEVER as Observable<never>),
      reveal: vi.fn(() => NEVER as Observable<never>),
    },
    pageHide$: NEVER,
    tabId: 'test-tab-0001',
    ...overrides,
  } as FakeDependencies;
  // The token is kept in the test's own storage and judged by its own clock, as in the app.
  return { ...dependencies, sessionToken: overrides.sessionToken ?? createSessionToken(dependencies.session, dependencies.clock) };
}
