import { of, Subject, throwError, type Observable } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { initialAuthState } from '../auth/auth-slice.ts';
import type { Versioned } from '../lib/http/client.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { danaInfo, fakeDependencies, type FakeDependencies } from '../test/fakes.ts';
import type { LibraryEntry } from './commitment-api.ts';
import type { ScheduleA, ScheduleBItem } from './commitment-schemas.ts';
import { commitmentOpened, libraryRequested, scheduleASaveRequested, scheduleBSaveRequested } from './commitment-slice.ts';
import { commitmentsArea } from './commitments-area.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { scheduleADefaults } from './schedule-a-defaults.ts';

const ORDER = 'order-1';
const detail = sampleOrderDetail({ orderGuid: ORDER, brieflegal: 'Lot 12, Lakeshore Estates' });
const saved: ScheduleA = { ...scheduleADefaults(detail, 'Demo Title & Escrow', new Date('2026-11-18T12:00:00Z')), commitmentBy: 'Dana Agent' };
const requirements: ScheduleBItem[] = [
  { code: 'R-101', text: 'Pay off the existing mortgage.' },
  { code: '', text: 'Record the release of lien.' },
];
const exceptions: ScheduleBItem[] = [{ code: 'E-200', text: 'Rights or claims of parties in possession not shown by the public records.' }];

const versioned = <T>(body: T, version: string | null): Observable<Versioned<T>> => of({ body, version });
const names = (...values: string[]) => of({ result: values.map((name) => ({ name })) });
const failure = (status: number, body: unknown, message = `The server could not complete the request (${status}).`) =>
  throwError(() => new HttpError(status, body, '/api/commitments/order-1', message));

/** A real store with the commitments area, signed in as Dana; every API call answers at once unless changed. */
function commitmentStore(change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.commitmentApi);
  api.scheduleA.mockImplementation(() => versioned({ result: saved }, '"3"'));
  api.scheduleB.mockImplementation((_orderGuid, part) =>
    versioned({ result: { items: part === 'requirements' ? requirements : exceptions } }, part === 'requirements' ? '"7"' : '"2"'),
  );
  api.ownersPolicyTypes.mockImplementation(() => names('ALTA Owners Policy (6/17/06)', 'ALTA HomeOwners (10/7/2013)'));
  api.loanPolicyTypes.mockImplementation(() => names('ALTA Loan Policy (6/17/06)', 'ALTA Short Form Policy (6/1/2006)'));
  api.ownershipInterests.mockImplementation(() => names('Fee Simple', 'Leasehold', 'Leasehold Estate'));
  change(dependencies);
  const store = storeWithAreas(dependencies, [commitmentsArea], { auth: { ...initialAuthState, isAuthenticated: true, token: 't', userInfo: { ...danaInfo, TenantId: 42 } } });
  return { store, api, commitment: () => store.getState().commitment };
}

describe('loading a commitment', () => {
  it("loads Schedule A, B-I, B-II and the three lists of the order, keeping each part's version", () => {
    const { store, api, commitment } = commitmentStore();
    store.dispatch(commitmentOpened(ORDER));
    expect(api.scheduleA).toHaveBeenCalledWith(ORDER);
    expect(api.scheduleB).toHaveBeenCalledWith(ORDER, 'requirements');
    expect(api.scheduleB).toHaveBeenCalledWith(ORDER, 'exceptions');
    expect(api.ownersPolicyTypes).toHaveBeenCalledWith(42);
    expect(commitment()).toMatchObject({
      orderGuid: ORDER,
      status: 'loaded',
      error: null,
      scheduleA: saved,
      requirements: { items: requirements, save: { state: 'idle' } },
      exceptions: { items: exceptions, save: { state: 'idle' } },
      versions: { scheduleA: '"3"', requirements: '"7"', exceptions: '"2"' },
      lists: {
        ownersPolicyTypes: ['ALTA Owners Policy (6/17/06)', 'ALTA HomeOwners (10/7/2013)'],
        loanPolicyTypes: ['ALTA Loan Policy (6/17/06)', 'ALTA Short Form Policy (6/1/2006)'],
        ownershipInterests: ['Fee Simple', 'Leasehold', 'Leasehold Estate'],
      },
    });
  });

  it('loads the commitment with an empty dropdown when one of the lists fails or is not a list', () => {
    const { store, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.loanPolicyTypes).mockReturnValue(failure(500, null));
      // A body that is not the list the app expects counts as no list.
      vi.mocked(commitmentApi.ownershipInterests).mockReturnValue(of({ result: 'not a list' } as unknown as { result: { name: string }[] }));
    });
    store.dispatch(commitmentOpened(ORDER));
    expect(commitment().status).toBe('loaded');
    expect(commitment().lists).toEqual({ ownersPolicyTypes: ['ALTA Owners Policy (6/17/06)', 'ALTA HomeOwners (10/7/2013)'], loanPolicyTypes: [], ownershipInterests: [] });
  });

  it("fails with the server's message when any part cannot be loaded, or says the commitment could not be loaded", () => {
    const { store, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleB).mockImplementation((_orderGuid, part) =>
        part === 'exceptions' ? failure(404, { message: 'There is no such order.' }) : versioned({ result: { items: requirements } }, '"7"'),
      );
      vi.mocked(commitmentApi.scheduleA).mockReturnValueOnce(versioned({ result: saved }, '"3"')).mockReturnValueOnce(failure(500, null, ''));
    });
    store.dispatch(commitmentOpened(ORDER));
    expect(commitment()).toMatchObject({ orderGuid: ORDER, status: 'failed', error: 'There is no such order.', scheduleA: null });
    store.dispatch(commitmentOpened(ORDER));
    expect(commitment()).toMatchObject({ status: 'failed', error: 'The commitment could not be loaded.' });
  });

  it('does not load an order again while it is loaded, but does after a failure', () => {
    const { store, api, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleA).mockReturnValueOnce(failure(0, null, 'Could not reach the server.'));
    });
    store.dispatch(commitmentOpened(ORDER));
    expect(commitment().error).toBe('Could not reach the server.');
    store.dispatch(commitmentOpened(ORDER));
    expect(commitment().status).toBe('loaded');
    store.dispatch(commitmentOpened(ORDER));
    expect(api.scheduleA).toHaveBeenCalledTimes(2);
  });

  it("drops a late answer for an order the agent has left, and shows the one they opened", () => {
    const late = new Subject<Versioned<{ result: ScheduleA | null }>>();
    const { store, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleA).mockImplementation((orderGuid) => (orderGuid === 'order-old' ? late : versioned({ result: saved }, '"3"')));
    });
    store.dispatch(commitmentOpened('order-old'));
    store.dispatch(commitmentOpened(ORDER));
    late.next({ body: { result: { ...saved, commitmentBy: 'Someone else' } }, version: '"9"' });
    late.complete();
    expect(commitment()).toMatchObject({ orderGuid: ORDER, status: 'loaded', scheduleA: { commitmentBy: 'Dana Agent' }, versions: { scheduleA: '"3"' } });
  });
});

describe('saving Schedule A', () => {
  const mine: ScheduleA = { ...saved, commitmentBy: 'Fidelity Title Center' };

  it("maps a 400 ExceptionList onto the fields, and asks the agent to correct them", () => {
    const { store, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValue(
        failure(400, {
          message: 'One or more validation errors occurred.',
          ExceptionList: [{ Type: 'RequirementExpire', Message: 'Enter the number of days, from 1 to 3650.' }],
        }),
      );
    });
    store.dispatch(commitmentOpened(ORDER));
    store.dispatch(scheduleASaveRequested({ orderGuid: ORDER, scheduleA: mine, version: '"3"' }));
    expect(commitment().scheduleASave).toEqual({ state: 'failed', message: 'Please correct the highlighted fields.' });
    expect(commitment().fieldErrors).toEqual({ requirementExpire: 'Enter the number of days, from 1 to 3650.' });
  });
});

describe('saving B-I and B-II', () => {
  const mine: ScheduleBItem[] = [...requirements, { code: '', text: 'Payoff of the home equity line.' }];

  it('saves both lists at once: one waiting does not hold up the other', () => {
    const slow = new Subject<Versioned<null>>();
    const { store, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB).mockImplementation((_orderGuid, part) => (part === 'requirements' ? slow : of({ body: null, version: '"3"' })));
    });
    store.dispatch(commitmentOpened(ORDER));
    store.dispatch(scheduleBSaveRequested({ orderGuid: ORDER, part: 'requirements', items: mine, version: '"7"' }));
    store.dispatch(scheduleBSaveRequested({ orderGuid: ORDER, part: 'exceptions', items: [], version: '"2"' }));
    expect(commitment().exceptions).toEqual({ items: [], save: { state: 'saved' } });
    expect(commitment().requirements.save).toEqual({ state: 'saving' });
    slow.next({ body: null, version: '"8"' });
    slow.complete();
    expect(commitment().requirements).toEqual({ items: mine, save: { state: 'saved' } });
  });

  it("fails with the server's message, or says the list could not be saved", () => {
    const { store, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB)
        .mockReturnValueOnce(failure(400, { message: 'At most 200 entries.' }))
        .mockReturnValueOnce(failure(500, null, ''));
    });
    store.dispatch(commitmentOpened(ORDER));
    store.dispatch(scheduleBSaveRequested({ orderGuid: ORDER, part: 'requirements', items: mine, version: '"7"' }));
    expect(commitment().requirements).toEqual({ items: requirements, save: { state: 'failed', message: 'At most 200 entries.' } });
    store.dispatch(scheduleBSaveRequested({ orderGuid: ORDER, part: 'requirements', items: mine, version: '"7"' }));
    expect(commitment().requirements.save).toEqual({ state: 'failed', message: 'The list could not be saved.' });
  });
});

describe('the requirement and exception libraries', () => {
  const library: LibraryEntry[] = [{ code: 'R-101', description: 'Pay off the existing mortgage.' }];

  it('loads each library once per store, kept across orders', () => {
    const { store, api, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.library).mockImplementation((part) => of(part === 'requirements' ? library : []));
    });
    store.dispatch(libraryRequested('requirements'));
    store.dispatch(libraryRequested('requirements'));
    expect(api.library).toHaveBeenCalledTimes(1);
    expect(api.library).toHaveBeenCalledWith('requirements');
    store.dispatch(commitmentOpened('another-order'));
    expect(commitment().libraries.requirements).toEqual(library);
    store.dispatch(libraryRequested('exceptions'));
    expect(api.library).toHaveBeenLastCalledWith('exceptions');
  });

  it('leaves a library that fails empty, and asks again the next time it is wanted', () => {
    const { store, api, commitment } = commitmentStore(({ commitmentApi }) => {
      vi.mocked(commitmentApi.library).mockReturnValueOnce(failure(500, null)).mockReturnValueOnce(of(library));
    });
    store.dispatch(libraryRequested('requirements'));
    expect(commitment().libraries.requirements).toEqual([]);
    store.dispatch(libraryRequested('requirements'));
    expect(api.library).toHaveBeenCalledTimes(2);
    expect(commitment().libraries.requirements).toEqual(library);
  });
});
