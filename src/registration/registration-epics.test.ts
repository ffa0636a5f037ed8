import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { lastValueFrom, of, Subject, throwError, toArray } from 'rxjs';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies, fakeRegistrationApi } from '../test/fakes.ts';
import { registrationDataLoaded, registrationDataRequested, signUpFailed, signUpRequested, signUpSucceeded } from './registration-actions.ts';
import { LISTS_UNAVAILABLE, registrationDataEpic, signUpEpic } from './registration-epics.ts';
import { SIGN_UP_FAILED } from './sign-up-error.ts';

// The sign-up's epics read no state.
const state$ = new StateObservable(new Subject<unknown>(), undefined);

function run(epic: typeof signUpEpic, action: Action, dependencies = fakeDependencies()) {
  return lastValueFrom(epic(of(action), state$, dependencies).pipe(toArray()));
}

describe('registrationDataEpic', () => {
  const states = [{ code: 'TX', name: 'Texas' }];
  const details = { businessTypes: [{ name: 'Title Agency' }], transactionTypes: [{ name: 'Purchase' }], numberOfUsers: [{ range: '0-10' }] };

  it('loads states, business details and underwriters together', async () => {
    const registrationApi = fakeRegistrationApi({
      states: vi.fn(() => of({ result: { states } })),
      businessDetails: vi.fn(() => of({ result: details })),
      underwriters: vi.fn(() => of({ result: { underWriters: [{ name: 'Stewart Title Guaranty Company' }] } })),
    });
    const actions = await run(registrationDataEpic, registrationDataRequested(), fakeDependencies({ registrationApi }));
    expect(actions).toEqual([
      registrationDataLoaded({ data: { states, ...details, underWriters: [{ name: 'Stewart Title Guaranty Company' }] }, problem: null }),
    ]);
  });

  it('leaves underwriters empty when they fail, without complaining', async () => {
    const registrationApi = fakeRegistrationApi({
      states: vi.fn(() => of({ result: { states } })),
      businessDetails: vi.fn(() => of({ result: details })),
      underwriters: vi.fn(() => throwError(() => new HttpError(500, null, '/api/underwriters', 'x'))),
    });
    const [action] = await run(registrationDataEpic, registrationDataRequested(), fakeDependencies({ registrationApi }));
    expect(action).toEqual(registrationDataLoaded({ data: { states, ...details, underWriters: [] }, problem: null }));
  });

  it('says so when the states or business details cannot be loaded', async () => {
    const registrationApi = fakeRegistrationApi({
      states: vi.fn(() => throwError(() => new HttpError(404, null, '/api/states', 'x'))),
      businessDetails: vi.fn(() => of({ result: details })),
      underwriters: vi.fn(() => of({ result: { underWriters: [] } })),
    });
    const [action] = await run(registrationDataEpic, registrationDataRequested(), fakeDependencies({ registrationApi }));
    expect(action).toEqual(registrationDataLoaded({ data: { states: [], ...details, underWriters: [] }, problem: LISTS_UNAVAILABLE }));
  });
});

describe('signUpEpic', () => {
  const payload = {
    tenant: {
      organizationName: 'Lakeside Title',
      organizationAddress1: '1 Main St',
      organizationAddress2: 'Austin TX 78701',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      businessTypes: [],
      transactionsType: [],
      underwritersBusiness: [],
      businessStates: [],
      usersRange: '',
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee@lakeside.test',
      isPrimaryContact: true,
    },
  };

  it('sends the payload and reports the server message', async () => {
    const signUp = vi.fn(() => of({ result: { isSuccess: true, message: 'Tenant registration request has been sent' } }));
    const actions = await run(signUpEpic, signUpRequested(payload), fakeDependencies({ registrationApi: fakeRegistrationApi({ signUp }) }));
    expect(signUp).toHaveBeenCalledWith(payload);
    expect(actions).toEqual([signUpSucceeded('Tenant registration request has been sent')]);
  });

  it('reports an answer that says it failed, with its message or the fallback', async () => {
    const signUp = vi
      .fn()
      .mockReturnValueOnce(of({ result: { isSuccess: false, message: 'Registrations are closed' } }))
      .mockReturnValueOnce(of({ result: { isSuccess: false, message: '' } }));
    const dependencies = fakeDependencies({ registrationApi: fakeRegistrationApi({ signUp }) });
    expect(await run(signUpEpic, signUpRequested(payload), dependencies)).toEqual([signUpFailed({ message: 'Registrations are closed', fieldErrors: {}, isSuccess: false })]);
    expect(await run(signUpEpic, signUpRequested(payload), dependencies)).toEqual([signUpFailed({ message: SIGN_UP_FAILED, fieldErrors: {}, isSuccess: false })]);
  });

  it('maps a 409 onto the agency name', async () => {
    const signUp = vi.fn(() => throwError(() => new HttpError(409, { result: { isSuccess: false, message: 'Taken' } }, '/api/tenants', 'x')));
    const actions = await run(signUpEpic, signUpRequested(payload), fakeDependencies({ registrationApi: fakeRegistrationApi({ signUp }) }));
    expect(actions).toEqual([signUpFailed({ message: 'Taken', fieldErrors: { organizationName: 'This organization Name is already registered' }, isSuccess: false })]);
  });
});
