// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER, of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleIssuedLetter, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import type { OrderDetail } from '../../orders/order-schemas.ts';
import type { Order } from '../../orders/orders-api.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies, makeToken, memorySessionStore, NOW, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { LetterRequest } from '../letter-request.ts';
import type { IssuedLetter, MortgageClause } from '../letters-api.ts';
import { LettersPage } from './letters-page.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'CPL-2026-0001' });
const APP_TOKEN = makeToken({}, NOW + 24 * 3600_000);
const clauses: MortgageClause[] = [
  { lenderName: 'Rocket Mortgage', mortgageClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA', address1: '1050 Woodward Avenue', city: 'Detroit', state: 'MI', zip: '48226' },
  { lenderName: 'Wells Fargo Home Mortgage', mortgageClause: 'Wells Fargo Bank, N.A., its successors and/or assigns', address1: 'PO Box 10304', city: 'Des Moines', state: 'IA', zip: '50306' },
];
const earlier = sampleIssuedLetter({ underwriter: 'Old Republic National Title Insurance Company' });
const issued = (number: number): IssuedLetter => ({
  ...earlier,
  letterId: `l-${number}`,
  letterNumber: `CPL-00010${number}`,
  lenderName: 'Rocket Mortgage',
  underwriter: 'Stewart Title Guaranty Company',
  issuedAt: '2026-12-01T09:00:00Z',
});
const underwriters = [{ name: 'Stewart Title Guaranty Company' }, { name: 'Old Republic National Title Insurance Company' }];

/**
 * Opens the order, then its letters page, signed in as Dana: the broker hands out tokens that live
 * five minutes ('broker-1', 'broker-2', …), issues letters CPL-000102, CPL-000103, …, and the clock
 * moves when told.
 */
function openLetters({ orderDetail = detail, letters = [earlier], change = () => {} }: { orderDetail?: OrderDetail; letters?: IssuedLetter[]; change?: (dependencies: FakeDependencies) => void } = {}) {
  let now = NOW;
  const dependencies = fakeDependencies({ session: memorySessionStore(APP_TOKEN), clock: { now: () => now } });
  const api = vi.mocked(dependencies.lettersApi);
  api.mortgageClauses.mockReturnValue(of({ result: clauses }));
  let tokens = 0;
  api.brokerToken.mockImplementation(() => of({ access_token: `broker-${(tokens += 1)}`, token_type: 'Bearer', expires_in: 300 }));
  api.letters.mockReturnValue(of({ letters }));
  let letterNumber = 1;
  api.submitLetter.mockImplementation(() => of(issued((letterNumber += 1))));
  change(dependencies);
  const order: Order = { id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: orderDetail };
  const view = renderWithProviders(<LettersPage />, {
    dependencies,
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: APP_TOKEN, userInfo: danaInfo, tenantUnderWriters: underwriters } },
  });
  act(() => {
    view.store.dispatch(orderOpened(order.id));
    view.store.dispatch(orderLoaded(order));
  });
  return { ...view, api, user: userEvent.setup(), advance: (ms: number) => void (now += ms) };
}

const field = (label: string) => screen.getByLabelText(label);
const requestButton = () => screen.getByRole('button', { name: 'Request letter' });

/** Types the agent's office, the only details the form cannot offer. */
async function fillOffice(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Office Address'), '500 Congress Ave');
  await user.type(field('Office City'), 'Austin');
  await user.type(field('Office Zip'), '78701');
  await user.type(field('Office Phone'), '(512) 555-0100');
}

const sentRequests = (api: ReturnType<typeof openLetters>['api']) => api.submitLetter.mock.calls.map(([, request]) => request as LetterRequest);

describe('the letters page', () => {
  it('shows a spinner until the letters are loaded, then the issued letters of the order', async () => {
    const pending = new Subject<{ letters: IssuedLetter[] }>();
    openLetters({ change: ({ lettersApi }) => vi.mocked(lettersApi.letters).mockReturnValue(pending) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => {
      pending.next({ letters: [earlier] });
      pending.complete();
    });
    expect(await screen.findByRole('heading', { name: 'Closing protection letter' })).toBeInTheDocument();
    expect(screen.getByText('File CPL-2026-0001')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Letters issued for this order' })).getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'LetterLenderUnderwriterIssued',
      'CPL-000101Chase Home LendingOld Republic National Title Insurance Company2026-11-20',
    ]);
  });

  it("waits for the tenant's underwriters, however late they come, and offers the first of them", async () => {
    const answer = new Subject<{ result: { underWriters: { name: string }[] } }>();
    const dependencies = fakeDependencies({ session: memorySessionStore(APP_TOKEN) });
    vi.mocked(dependencies.lettersApi.mortgageClauses).mockReturnValue(of({ result: clauses }));
    vi.mocked(dependencies.lettersApi.letters).mockReturnValue(of({ letters: [] }));
    vi.mocked(dependencies.lettersApi.brokerToken).mockReturnValue(of({ access_token: 'broker-1', token_type: 'Bearer', expires_in: 300 }));
    vi.mocked(dependencies.authApi.tenantUnderwriters).mockReturnValue(answer);
    const view = renderWithProviders(<LettersPage />, {
      dependencies,
      preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: APP_TOKEN, userInfo: danaInfo } },
    });
    act(() => {
      view.store.dispatch(orderOpened(ORDER));
      view.store.dispatch(orderLoaded({ id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: detail }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => {
      answer.next({ result: { underWriters: underwriters } });
      answer.complete();
    });
    expect(await screen.findByLabelText('Underwriter')).toHaveValue('Stewart Title Guaranty Company');
  });

  it('says when there are no letters yet', () => {
    openLetters({ letters: [] });
    expect(screen.getByText('No letters yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the letters could not be loaded, and still lets the agent request one', async () => {
    const { user } = openLetters({
      change: ({ lettersApi }) => vi.mocked(lettersApi.mortgageClauses).mockReturnValue(throwError(() => new HttpError(500, { message: 'The clause list is offline.' }, '/api', 'x'))),
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['The clause list is offline.×', 'The letters issued before could not be loaded.']);
    expect(requestButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('The clause list is offline.')).not.toBeInTheDocument();
  });

  it("offers the order's lender with its mortgage clause and address, the tenant's first underwriter and the agency's numbers", () => {
    openLetters();
    expect(within(field('Lender')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a lender', 'Rocket Mortgage', 'Wells Fargo Home Mortgage']);
    expect(field('Lender')).toHaveValue('Rocket Mortgage');
    expect(field('Lender Name')).toHaveValue('Rocket Mortgage');
    expect(field('Mortgage Clause')).toHaveValue('Rocket Mortgage, LLC, ISAOA/ATIMA');
    expect(field('Lender Address')).toHaveValue('1050 Woodward Avenue');
    expect(field('Lender City')).toHaveValue('Detroit');
    expect(field('Lender State')).toHaveValue('MI');
    expect(field('Lender Zip')).toHaveValue('48226');
    expect(within(field('Underwriter')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose the underwriter',
      'Stewart Title Guaranty Company',
      'Old Republic National Title Insurance Company',
    ]);
    expect(field('Underwriter')).toHaveValue('Stewart Title Guaranty Company');
    expect(field('Agent Number')).toHaveValue('AG-00001');
    expect(field('Customer Number')).toHaveValue('C-000001');
    expect(field('Location Number')).toHaveValue('001');
    expect(field('Office State')).toHaveValue('TX');
    expect(field('Office Address')).toHaveValue('');
  });

  it('fills the clause and address of a lender picked from the list, and keeps them editable', async () => {
    const { user } = openLetters({ orderDetail: { ...detail, lenderName: 'Lakeside Credit Union' } });
    expect(field('Lender')).toHaveValue('');
    expect(field('Lender Name')).toHaveValue('Lakeside Credit Union');
    expect(field('Mortgage Clause')).toHaveValue('');
    await user.selectOptions(field('Lender'), 'Wells Fargo Home Mortgage');
    expect(field('Lender Name')).toHaveValue('Wells Fargo Home Mortgage');
    expect(field('Mortgage Clause')).toHaveValue('Wells Fargo Bank, N.A., its successors and/or assigns');
    expect(field('Lender City')).toHaveValue('Des Moines');
    expect(field('Lender State')).toHaveValue('IA');
    await user.type(field('Mortgage Clause'), ', ATIMA');
    expect(field('Mortgage Clause')).toHaveValue('Wells Fargo Bank, N.A., its successors and/or assigns, ATIMA');
  });
});

describe('requesting a letter from the page', () => {
  it('sends the request with a broker token, says which letter was issued and lists it first', async () => {
    const { user, api, store } = openLetters();
    await fillOffice(user);
    expect(store.getState().drafts.byKey[`letter:${ORDER}`]).toBeDefined();
    await user.click(requestButton());
    expect(await screen.findByText('Letter CPL-000102 issued for Rocket Mortgage by Stewart Title Guaranty Company.')).toBeInTheDocument();
    expect(api.submitLetter).toHaveBeenCalledTimes(1);
    expect(api.submitLetter.mock.calls[0]?.[0]).toBe('broker-1');
    const [request] = sentRequests(api);
    expect(request).toMatchObject({ orderMoniker: ORDER, linkedOrder: 'CPL-2026-0001', letterType: 'Lender', token: APP_TOKEN, userName: 'dana@demo-title.test' });
    const agent = Object.fromEntries(request?.submissionData.agent.Data.map((entry) => [entry.Key, entry.Value]) ?? []);
    expect(agent).toMatchObject({
      agentNumber: 'AG-00001',
      customerNumber: 'C-000001',
      locationAddress1: '500 Congress Ave',
      locationCity: 'Austin',
      locationStateCode: 'TX',
      locationZipCode: '78701',
      locationPhoneNumber: '(512) 555-0100',
      underwriter: 'Stewart Title Guaranty Company',
      underwriterCode: 'STGC',
    });
    expect(request?.order.contacts[0]).toMatchObject({
      type: 'Lender',
      name: 'Rocket Mortgage',
      additionalData: { cpladdress1: '1050 Woodward Avenue', cplcity: 'Detroit', cplstate: 'MI', cplzip: '48226', mortgageClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA' },
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['CPL-000102', 'CPL-000101']);
    // What was typed has been used: it is not offered again as unsaved work.
    await waitFor(() => expect(store.getState().drafts.byKey[`letter:${ORDER}`]).toBeUndefined());
  });

  it('keeps Request letter disabled while the request is on its way', async () => {
    const { user } = openLetters({ change: ({ lettersApi }) => vi.mocked(lettersApi.submitLetter).mockReturnValue(NEVER) });
    await fillOffice(user);
    await user.click(requestButton());
    await waitFor(() => expect(requestButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(requestButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('uses the same broker token for a second letter within its life, and a new one once it has expired', async () => {
    const { user, api, advance } = openLetters();
    expect(api.brokerToken).toHaveBeenCalledTimes(1);
    await fillOffice(user);
    await user.click(requestButton());
    await screen.findByText(/Letter CPL-000102 issued/);
    await user.selectOptions(field('Underwriter'), 'Old Republic National Title Insurance Company');
    await user.click(requestButton());
    await screen.findByText(/Letter CPL-000103 issued/);
    expect(api.brokerToken).toHaveBeenCalledTimes(1);
    advance(240_000);
    await user.click(requestButton());
    await screen.findByText(/Letter CPL-000104 issued/);
    expect(api.brokerToken).toHaveBeenCalledTimes(2);
    expect(api.submitLetter.mock.calls.map(([token]) => token)).toEqual(['broker-1', 'broker-1', 'broker-2']);
    expect(sentRequests(api).map((request) => request.submissionData.agent.Data.find((entry) => entry.Key === 'underwriterCode')?.Value)).toEqual([
      'STGC',
      'ORNTIC',
      'ORNTIC',
    ]);
  });

  it('shows the message of each required field it lacks, and sends nothing', async () => {
    const { user, api } = openLetters({ orderDetail: { ...detail, lenderName: '' } });
    await user.selectOptions(field('Underwriter'), '');
    await user.clear(field('Agent Number'));
    await user.click(requestButton());
    for (const message of [
      'Choose the underwriter.',
      'Choose or enter the lender.',
      'Enter the mortgage clause.',
      'Enter the agent number.',
      'Enter the office address.',
      'Enter the office city.',
      'Enter the office zip.',
      'Enter the office phone.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Mortgage Clause')).toHaveAttribute('aria-invalid', 'true');
    expect(api.brokerToken).toHaveBeenCalledTimes(1);
    expect(api.submitLetter).not.toHaveBeenCalled();
  });

  it('takes at most five digits as the office zip, and refuses fewer', async () => {
    const { user, api } = openLetters();
    await fillOffice(user);
    const zip = field('Office Zip');
    await user.type(zip, '99');
    expect(zip).toHaveValue('78701');
    await user.clear(zip);
    await user.type(zip, '7870');
    await user.tab();
    expect(await screen.findByText('Please enter valid zip.')).toBeInTheDocument();
    await user.click(requestButton());
    expect(api.submitLetter).not.toHaveBeenCalled();
  });

  it('names what the broker would miss, asks the broker nothing, and keeps what was typed', async () => {
    const { user, api } = openLetters({ orderDetail: { ...detail, closingDate: null } });
    await fillOffice(user);
    await user.click(requestButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The letter request is missing some details.');
    expect(alert).toHaveTextContent('Missing: settlementDate');
    expect(api.submitLetter).not.toHaveBeenCalled();
    expect(field('Office Address')).toHaveValue('500 Congress Ave');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("explains a refusal: the fields the broker names, or its own words; the agent can then try again", async () => {
    const { user, api } = openLetters({
      change: ({ lettersApi }) =>
        vi
          .mocked(lettersApi.submitLetter)
          .mockReturnValueOnce(
            throwError(
              () =>
                new HttpError(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'underwriterCode', Message: 'Unknown underwriter.' }] }, '/api/broker/v1/letters', 'x'),
            ),
          )
          .mockReturnValueOnce(throwError(() => new HttpError(0, null, '/api/broker/v1/letters', 'Could not reach the server. Check your connection and try again.'))),
    });
    await fillOffice(user);
    await user.click(requestButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The broker needs more details.');
    expect(alert).toHaveTextContent('Missing: underwriterCode');
    await user.click(requestButton());
    expect(await screen.findByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Missing:/)).not.toBeInTheDocument();
    expect(requestButton()).toBeEnabled();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(api.submitLetter).toHaveBeenCalledTimes(2);
  });
});
