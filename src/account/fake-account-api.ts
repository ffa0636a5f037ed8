import { NEVER, type Observable } from 'rxjs';
import { vi, type Mock } from 'vitest';
import type { AccountApi } from './account-api.ts';

/** For the area's tests: an account API whose calls never answer unless a test says otherwise. */
export function fakeAccountApi(overrides: Partial<AccountApi> = {}): { [K in keyof AccountApi]: Mock<AccountApi[K]> } {
  const never = () => NEVER as Observable<never>;
  const names: (keyof AccountApi)[] = ['checkLink', 'useLink', 'requestLink', 'sessions', 'endSession', 'endAllSessions', 'changePassword'];
  const api = Object.fromEntries(names.map((name) => [name, vi.fn(overrides[name] ?? never)]));
  return api as { [K in keyof AccountApi]: Mock<AccountApi[K]> };
}
