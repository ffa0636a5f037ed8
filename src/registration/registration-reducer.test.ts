import { authSlice, initialAuthState } from '../auth/auth-slice.ts';
import * as registration from './registration-actions.ts';

// Through the auth slice's reducer: the sign-up's state is the authentication state's, and the
// auth slice is what adds these cases to it.
const reduce = authSlice.reducer;

describe('registration transitions of the authentication state (docs/behaviour.md#authentication-state)', () => {
  const data = { states: [], businessTypes: [], transactionTypes: [], numberOfUsers: [], underWriters: [] };
  const payload = { tenant: {} } as Parameters<typeof registration.signUpRequested>[0];

  it('is loading while the page data loads, and stores it', () => {
    const loading = reduce(initialAuthState, registration.registrationDataRequested());
    expect(loading.isLoading).toBe(true);
    expect(reduce(loading, registration.registrationDataLoaded({ data, problem: null }))).toMatchObject({ isLoading: false, RegistrationPageAPIData: data, error: null });
  });

  it('shows lists that could not be loaded as the error, with what could', () => {
    const loaded = reduce(initialAuthState, registration.registrationDataLoaded({ data, problem: 'Some lists failed' }));
    expect(loaded).toMatchObject({ isLoading: false, RegistrationPageAPIData: data, error: 'Some lists failed' });
  });

  it('marks a successful sign-up with the server message', () => {
    const started = reduce({ ...initialAuthState, error: 'old', fieldErrors: { zip: 'old' } }, registration.signUpRequested(payload));
    expect(started).toMatchObject({ isLoading: true, error: null, fieldErrors: {} });
    expect(reduce(started, registration.signUpSucceeded('Sent'))).toMatchObject({ isLoading: false, error: null, registration: { isSuccess: true, msg: 'Sent' } });
  });

  it('records a failed sign-up', () => {
    const failed = reduce(initialAuthState, registration.signUpFailed({ message: 'Nope', fieldErrors: { organizationName: 'Taken' }, isSuccess: false }));
    expect(failed).toMatchObject({ isLoading: false, error: 'Nope', fieldErrors: { organizationName: 'Taken' }, registration: { isSuccess: false, msg: 'Nope' } });
  });

  it('keeps a failure that reached step 3 as observed: successful, with its message and field errors', () => {
    const failed = reduce(initialAuthState, registration.signUpFailed({ message: 'Check the zip', fieldErrors: { zip: 'Please enter valid zip.' }, isSuccess: true }));
    expect(failed).toMatchObject({ error: 'Check the zip', fieldErrors: { zip: 'Please enter valid zip.' }, registration: { isSuccess: true, msg: 'Check the zip' } });
  });

  it('starts the page afresh', () => {
    const done = reduce({ ...initialAuthState, fieldErrors: { zip: 'x' } }, registration.signUpSucceeded('Sent'));
    expect(reduce(done, registration.registrationPageOpened())).toMatchObject({ error: null, fieldErrors: {}, registration: { isSuccess: false, msg: '' } });
  });
});
