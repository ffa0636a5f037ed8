import { of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleIssuedLetter, sampleLetterChoices, sampleOrder, sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { initialAuthState } from '../auth/auth-slice.ts';
import { commitmentOpened } from '../commitments/commitment-slice.ts';
import type { ScheduleA } from '../commitments/commitment-schemas.ts';
import { commitmentsArea } from '../commitments/commitments-area.ts';
import { scheduleADefaults } from '../commitments/schedule-a-defaults.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { orderArea } from '../orders/order-area.ts';
import { orderLoaded, orderOpened } from '../orders/orders-slice.ts';
import { danaInfo, fakeDependencies, makeToken, memorySessionStore, NOW } from '../test/fakes.ts';
import { buildLetterRequest } from './build-letter-request.ts';
import type { LetterRequest } from './letter-request.ts';
import type { IssuedLetter, MortgageClause } from './letters-api.ts';
import { letterRequested, lettersOpened, type LetterForm } from './letters-slice.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { lettersArea } from './letters-area.ts';

const ORDER = '11111111-2222-4333-8444-555555555555';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'CPL-2026-0001', lot: '12', parcelId: '123-456-789' });
const order = sampleOrder(detail);
const APP_TOKEN = makeToken({}, NOW + 24 * 3600_000);
const form: LetterForm = { underwriter: sampleLetterChoices.underwriter.name, lender: sampleLetterChoices.lender, agent: sampleLetterChoices.agent };
const clauses: MortgageClause[] = [
  { lenderName: 'Rocket Mortgage', mortgageClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA', address1: '1050 Woodward Avenue', city: 'Detroit', state: 'MI', zip: '48226' },
];
const earlier = sampleIssuedLetter();
const issued = (number: number): IssuedLetter => ({ ...earlier, letterId: `l-${number}`, letterNumber: `CPL-00010${number}`, lenderName: 'Rocket Mortgage' });
const brokerToken = (access_token: string, expires_in = 300) => of({ access_token, token_type: 'Bearer', expires_in });

/**
 * A real store with the order, commitment and letters areas, signed in as Dana with the order
 * open; the broker hands out a token that lives five minutes, and the clock moves when told.
 */
function lettersStore({ open = true, scheduleA = null as ScheduleA | null } = {}) {
  let now = NOW;
  const dependencies = fakeDependencies({ session: memorySessionStore(APP_TOKEN), clock: { now: () => now } });
  const commitmentApi = vi.mocked(dependencies.commitmentApi);
  commitmentApi.scheduleA.mockReturnValue(of({ body: { result: scheduleA }, version: '"1"' }));
  commitmentApi.scheduleB.mockReturnValue(of({ body: { result: { items: [] } }, version: '"0"' }));
  for (const list of [commitmentApi.ownersPolicyTypes, commitmentApi.loanPolicyTypes, commitmentApi.ownershipInterests]) list.mockReturnValue(of({ result: [] }));
  const api = vi.mocked(dependencies.lettersApi);
  api.mortgageClauses.mockReturnValue(of({ result: clauses }));
  api.brokerToken.mockReturnValueOnce(brokerToken('broker-1')).mockReturnValueOnce(brokerToken('broker-2'));
  api.letters.mockReturnValue(of({ letters: [earlier] }));
  let letterNumber = 1;
  api.submitLetter.mockImplementation(() => of(issued((letterNumber += 1))));
  const store = storeWithAreas(dependencies, [orderArea, commitmentsArea, lettersArea], { auth: { ...initialAuthState, isAuthenticated: true, token: APP_TOKEN, userInfo: danaInfo } });
  if (open) {
    store.dispatch(orderOpened(ORDER));
    store.dispatch(orderLoaded(order));
  }
  return { store, api, letters: () => store.getState().letters, advance: (ms: number) => void (now += ms) };
}

const failure = (status: number, body: unknown, message = `The server could not complete the request (${status}).`) =>
  throwError(() => new HttpError(status, body, '/api/broker/v1/letters', message));

describe('opening the letters of an order', () => {
  it("loads the mortgage clauses and the order's letters, asking the broker with its own token and the agent's", () => {
    const { store, api, letters } = lettersStore();
    store.dispatch(lettersOpened(ORDER));
    expect(api.brokerToken).toHaveBeenCalledWith('title-track-web', 'mock-broker-secret');
    expect(api.letters).toHaveBeenCalledWith('broker-1', ORDER, APP_TOKEN);
    expect(letters()).toMatchObject({ orderGuid: ORDER, status: 'loaded', mortgageClauses: clauses, letters: [earlier], submit: { state: 'idle', message: null } });
  });

  it("fails with the server's words, or says the letters could not be loaded", () => {
    const { store, api, letters } = lettersStore();
    api.mortgageClauses.mockReturnValueOnce(throwError(() => new HttpError(500, { message: 'The clause list is offline.' }, '/api/orders/mortgage-clauses', 'x')));
    store.dispatch(lettersOpened(ORDER));
    expect(letters()).toMatchObject({ status: 'failed', submit: { message: 'The clause list is offline.' } });
    api.letters.mockReturnValueOnce(failure(502, null, ''));
    store.dispatch(lettersOpened(ORDER));
    expect(letters()).toMatchObject({ status: 'failed', submit: { message: 'The letters could not be loaded.' } });
  });
});

describe('requesting a letter', () => {
  it("sends the request built from the order, its Schedule A, the agency and the form, and lists the letter issued", () => {
    const scheduleA = { ...scheduleADefaults(detail, danaInfo.TenantName, new Date('2026-11-18T12:00:00Z')), loanProposedInsuredName: 'Rocket Mortgage, LLC, ISAOA/ATIMA' };
    const { store, api, letters } = lettersStore({ scheduleA });
    // What the letters page does when it opens.
    store.dispatch(lettersOpened(ORDER));
    store.dispatch(commitmentOpened(ORDER));
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(api.submitLetter).toHaveBeenCalledTimes(1);
    const [token, request] = api.submitLetter.mock.calls[0] as [string, LetterRequest];
    expect(token).toBe('broker-1');
    expect(request).toEqual(
      buildLetterRequest({
        orderGuid: ORDER,
        detail,
        scheduleA,
        agent: form.agent,
        underwriter: { name: 'Stewart Title Guaranty Company', code: 'STGC' },
        lender: form.lender,
        tenantName: 'Demo Title & Escrow',
        user: { token: APP_TOKEN, userName: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test' },
      }),
    );
    expect(request).toMatchObject({ orderMoniker: ORDER, linkedOrder: 'CPL-2026-0001', letterType: 'Lender', token: APP_TOKEN, userName: 'dana@demo-title.test' });
    expect(request.order.loanPolicy.proposedInsured).toBe('Rocket Mortgage, LLC, ISAOA/ATIMA');
    expect(request.order.commitment.effectiveDate).toBe('2026-11-18');
    expect(letters().submit).toEqual({ state: 'issued', message: null, missing: [] });
    expect(letters().lastLetter).toEqual(issued(2));
    expect(letters().letters.map((letter) => letter.letterNumber)).toEqual(['CPL-000102', 'CPL-000101']);
  });

  it("does not take another order's Schedule A into the request", () => {
    const { store, api } = lettersStore({ scheduleA: { ...scheduleADefaults(detail, 'X', new Date('2020-01-01T00:00:00Z')), loanProposedInsuredName: 'Not this one' } });
    store.dispatch(commitmentOpened('another-order'));
    expect(store.getState().commitment).toMatchObject({ orderGuid: 'another-order', status: 'loaded' });
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    const request = api.submitLetter.mock.calls[0]?.[1];
    expect(request?.order.commitment.effectiveDate).toBe('');
    expect(request?.order.loanPolicy.proposedInsured).toBe('Rocket Mortgage, LLC, ISAOA/ATIMA');
  });

  it('reuses the broker token while it lives, and fetches a new one a minute before it expires', () => {
    const { store, api, advance } = lettersStore();
    store.dispatch(lettersOpened(ORDER));
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    advance(239_000);
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(api.brokerToken).toHaveBeenCalledTimes(1);
    expect(api.submitLetter.mock.calls.map(([token]) => token)).toEqual(['broker-1', 'broker-1']);
    advance(1_000);
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(api.brokerToken).toHaveBeenCalledTimes(2);
    expect(api.submitLetter).toHaveBeenLastCalledWith('broker-2', expect.anything());
  });

  it('names the missing details and asks the broker nothing when the request lacks keys the broker needs', () => {
    const { store, api, letters } = lettersStore();
    store.dispatch(orderLoaded({ ...order, baseOrderDetail: { ...detail, closingDate: null, zip: '' } }));
    store.dispatch(letterRequested({ orderGuid: ORDER, form: { ...form, agent: { ...form.agent, agentNumber: '' }, lender: { ...form.lender, mortgageClause: ' ' } } }));
    expect(letters().submit).toEqual({
      state: 'failed',
      message: 'The letter request is missing some details.',
      missing: ['agentNumber', 'mortgageClause', 'settlementDate', 'property.zip'],
    });
    expect(api.brokerToken).not.toHaveBeenCalled();
    expect(api.submitLetter).not.toHaveBeenCalled();
  });

  it('asks for the order to be opened again when it is not the open one', () => {
    const { store, api, letters } = lettersStore({ open: false });
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(letters().submit).toEqual({ state: 'failed', message: 'Open the order again before requesting a letter.', missing: [] });
    store.dispatch(orderOpened('another-order'));
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(letters().submit.message).toBe('Open the order again before requesting a letter.');
    expect(api.submitLetter).not.toHaveBeenCalled();
  });

  it("explains a broker refusal: the fields it names, its own words, or the app's", () => {
    const { store, api, letters } = lettersStore();
    api.submitLetter
      .mockReturnValueOnce(failure(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'liabilityLimitAmount', Message: 'Too high.' }, { Type: 'underwriterCode', Message: 'Unknown.' }] }))
      .mockReturnValueOnce(failure(401, { message: 'The broker token has expired.' }))
      .mockReturnValueOnce(failure(500, null, ''));
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(letters().submit).toEqual({ state: 'failed', message: 'The broker needs more details.', missing: ['liabilityLimitAmount', 'underwriterCode'] });
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(letters().submit).toEqual({ state: 'failed', message: 'The broker token has expired.', missing: [] });
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(letters().submit).toEqual({ state: 'failed', message: 'The letter could not be requested.', missing: [] });
  });

  it('says so when no broker token can be had, and tries for one again on the next request', () => {
    const { store, api, letters } = lettersStore();
    api.brokerToken.mockReset();
    api.brokerToken
      .mockReturnValueOnce(throwError(() => new HttpError(401, { message: 'Unknown client.' }, '/api/broker/connect/token', 'x')))
      .mockReturnValueOnce(brokerToken('broker-3'));
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(letters().submit).toEqual({ state: 'failed', message: 'Unknown client.', missing: [] });
    expect(api.submitLetter).not.toHaveBeenCalled();
    store.dispatch(letterRequested({ orderGuid: ORDER, form }));
    expect(api.submitLetter).toHaveBeenCalledWith('broker-3', expect.anything());
    expect(letters().submit.state).toBe('issued');
  });
});
