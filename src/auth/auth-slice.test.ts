import { danaInfo, makeToken } from '../test/fakes';
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
  registrationDataLoaded,
  registrationDataRequested,
  registrationPageOpened,
  signUpFailed,
  signUpRequested,
  signUpSucceeded,
} from './auth-slice';

const reduce = authSlice.reducer;

describe('authentication state (spec sections 3 and 4)', () => {
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

describe('registration transitions (spec section 4)', () => {
  const data = { states: [], businessTypes: [], transactionTypes: [], numberOfUsers: [], underWriters: [] };
  const payload = { tenant: {} } as Parameters<typeof signUpRequested>[0];

  it('is loading while the page data loads, and stores it', () => {
    const loading = reduce(initialAuthState, registrationDataRequested());
    expect(loading.isLoading).toBe(true);
    expect(reduce(loading, registrationDataLoaded({ data, problem: null }))).toMatchObject({ isLoading: false, RegistrationPageAPIData: data });
  });

  it('marks a successful sign-up with the server message', () => {
    const started = reduce({ ...initialAuthState, error: 'old' }, signUpRequested(payload));
    expect(started).toMatchObject({ isLoading: true, error: null });
    expect(reduce(started, signUpSucceeded('Sent'))).toMatchObject({ isLoading: false, error: null, registration: { isSuccess: true, msg: 'Sent' } });
  });

  it('records a failed sign-up', () => {
    const failed = reduce(initialAuthState, signUpFailed({ message: 'Nope', fieldErrors: {}, isSuccess: false }));
    expect(failed).toMatchObject({ isLoading: false, error: 'Nope', registration: { isSuccess: false, msg: 'Nope' } });
  });

  it('starts the page afresh', () => {
    const done = reduce(initialAuthState, signUpSucceeded('Sent'));
    expect(reduce(done, registrationPageOpened())).toMatchObject({ error: null, registration: { isSuccess: false, msg: '' } });
  });
});
