import { danaInfo, makeToken } from '../test/fakes.ts';
import {
  authSlice,
  errorDismissed,
  initialAuthState,
  loginFailed,
  loginPageOpened,
  loginRequested,
  loginSucceeded,
  sessionRestored,
  tenantUnderwritersLoaded,
} from './auth-slice.ts';

const reduce = authSlice.reducer;

describe('authentication state (docs/behaviour.md#authentication-state)', () => {
  it('starts signed out with tenantUnderWriters null', () => {
    expect(initialAuthState).toMatchObject({
      isLoading: false,
      error: null,
      isAuthenticated: false,
      token: null,
      userInfo: null,
      registration: { isSuccess: false, msg: '' },
      tenantUnderWriters: null,
    });
  });

  it('is loading while signing in', () => {
    expect(reduce(initialAuthState, loginRequested({ email: 'a@b.co', password: 'p' })).isLoading).toBe(true);
  });

  it('on success is authenticated with token and user info', () => {
    const token = makeToken();
    const state = reduce({ ...initialAuthState, isLoading: true, error: 'old' }, loginSucceeded({ token, userInfo: danaInfo }));
    expect(state).toMatchObject({ isLoading: false, isAuthenticated: true, token, userInfo: danaInfo, error: null });
  });

  it('on failure stops loading and sets the error', () => {
    const state = reduce({ ...initialAuthState, isLoading: true }, loginFailed({ message: 'Nope', fieldErrors: { email: 'x' } }));
    expect(state).toMatchObject({ isLoading: false, error: 'Nope', fieldErrors: { email: 'x' }, isAuthenticated: false });
  });

  it('clears the error when the login page opens, and when the alert is dismissed', () => {
    const failed = reduce(initialAuthState, loginFailed({ message: 'Nope', fieldErrors: {} }));
    expect(reduce(failed, loginPageOpened()).error).toBeNull();
    expect(reduce(failed, errorDismissed()).error).toBeNull();
  });

  it('restores a session at start-up', () => {
    const token = makeToken();
    expect(reduce(initialAuthState, sessionRestored({ token, userInfo: danaInfo }))).toMatchObject({
      isAuthenticated: true,
      token,
      userInfo: danaInfo,
    });
  });

  it('stores the tenant underwriters (an empty list after a failure)', () => {
    expect(reduce(initialAuthState, tenantUnderwritersLoaded([])).tenantUnderWriters).toEqual([]);
  });
});
