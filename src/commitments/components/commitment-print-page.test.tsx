// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER, of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleCoBuyers, sampleOrder, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ScheduleA, ScheduleBItem } from '../commitment-schemas.ts';
import { scheduleADefaults } from '../schedule-a-defaults.ts';
import { CommitmentPrintPage } from './commitment-pages.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'COM-2026-0001', brieflegal: 'Lot 12, Block 3, Lakeshore Estates, Travis County, Texas', buyer: sampleCoBuyers });
const order = sampleOrder(detail);
const saved: ScheduleA = {
  ...scheduleADefaults(detail, 'Demo Title & Escrow', new Date('2026-11-18T12:00:00Z')),
  commitmentEffectiveDateTime: '2026-11-18T08:30:00Z',
  commitmentBy: 'Dana Agent',
  requirementExpire: '90',
  counterSignature: 'Pat Reed, Authorized Signatory',
};
const requirements: ScheduleBItem[] = [
  { code: 'R-100', text: 'Payment of the full consideration to, or for the account of, the grantors or mortgagors.' },
  { code: '', text: 'Payoff of the home equity line to Lakeside Credit Union.' },
];

/** Opens the order, then its printable commitment, with what the server has. */
function openPrint(scheduleA: ScheduleA | null, lists: { requirements?: ScheduleBItem[]; exceptions?: ScheduleBItem[] } = {}, change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.commitmentApi);
  api.scheduleA.mockReturnValue(of({ body: { result: scheduleA }, version: '"1"' }));
  api.scheduleB.mockImplementation((_orderGuid, part) => of({ body: { result: { items: lists[part] ?? [] } }, version: '"1"' }));
  api.ownersPolicyTypes.mockReturnValue(of({ result: [] }));
  api.loanPolicyTypes.mockReturnValue(of({ result: [] }));
  api.ownershipInterests.mockReturnValue(of({ result: [] }));
  change(dependencies);
  const view = renderWithProviders(<CommitmentPrintPage />, {
    dependencies,
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: 't', userInfo: danaInfo } },
  });
  act(() => {
    view.store.dispatch(orderOpened(order.id));
    view.store.dispatch(orderLoaded(order));
  });
  return view;
}

/** The cell beside a row header of Schedule A's table. */
const row = (header: string) => within(screen.getByRole('rowheader', { name: header }).closest('tr') as HTMLElement).getByRole('cell');
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('the printable commitment', () => {
  it('shows a spinner while the commitment loads, and why when it cannot', () => {
    openPrint(saved, {}, ({ commitmentApi }) => vi.mocked(commitmentApi.scheduleA).mockReturnValue(NEVER));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the commitment…');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    const failed = openPrint(saved, {}, ({ commitmentApi }) =>
      vi.mocked(commitmentApi.scheduleA).mockReturnValue(throwError(() => new HttpError(404, { message: 'There is no such order.' }, '/api/commitments', 'x'))),
    );
    expect(within(failed.container).getByRole('alert')).toHaveTextContent('There is no such order.');
  });

  it('prints Schedule A as saved: header, policies, estate, vesting and the land', () => {
    openPrint(saved, { requirements });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Commitment for Title Insurance – File COM-2026-0001');
    expect(screen.getByText('File No. COM-2026-0001 · Issued by Demo Title & Escrow · Prepared by Dana Agent')).toBeInTheDocument();
    expect(screen.queryByText(/Schedule A is not saved yet/)).not.toBeInTheDocument();
    expect(row('1. Commitment date')).toHaveTextContent('2026-11-18 at 08:30');
    expect(row('2. Policy to be issued (owner)')).toHaveTextContent(
      'ALTA Owners Policy (6/17/06) · Proposed insured: Ana Reyes and Luis M Reyes · Amount: $450,000.00',
    );
    expect(row('Policy to be issued (loan)')).toHaveTextContent(
      'ALTA Loan Policy (6/17/06) · Proposed insured: Rocket Mortgage, its successors and/or assigns · Amount: $360,000.00',
    );
    expect(row('3. Estate or interest')).toHaveTextContent('Fee Simple');
    expect(row('4. Title vested in')).toHaveTextContent('Tom J Baker');
    expect(row('5. The land')).toHaveTextContent('1200 Lakeshore Dr, Austin, TX, 78701');
    expect(within(section('Schedule A')).getByText('Lot 12, Block 3, Lakeshore Estates, Travis County, Texas')).toBeInTheDocument();
    expect(screen.getByText('Countersigned: Pat Reed, Authorized Signatory')).toBeInTheDocument();
  });

  it('prints B-I and B-II in their order, with the expiry of the requirements, and "None." for an empty part', () => {
    openPrint(saved, { requirements });
    const partI = section('Schedule B, Part I — Requirements');
    expect(partI).toHaveTextContent('All of the following requirements must be met. They expire 90 days after the commitment date.');
    expect(within(partI).getAllByRole('listitem').map((item) => item.textContent)).toEqual(requirements.map((item) => item.text));
    const partII = section('Schedule B, Part II — Exceptions');
    expect(within(partII).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(partII).getByText('None.')).toBeInTheDocument();
    expect(within(partI).queryByText('None.')).not.toBeInTheDocument();
  });

  it('offers the values from the order when Schedule A is not saved, and says so', () => {
    openPrint(null, { exceptions: [{ code: 'E-200', text: 'Rights or claims of parties in possession not shown by the public records.' }] });
    expect(screen.getByText('Schedule A is not saved yet; this shows the values offered from the order.')).toBeInTheDocument();
    expect(screen.getByText('File No. COM-2026-0001 · Issued by Demo Title & Escrow')).toBeInTheDocument();
    expect(row('1. Commitment date')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} at 08:00$/);
    expect(row('4. Title vested in')).toHaveTextContent('Tom J Baker');
    expect(section('Schedule B, Part I — Requirements')).toHaveTextContent('They expire 180 days after the commitment date.');
    expect(within(section('Schedule B, Part II — Exceptions')).getByRole('listitem')).toHaveTextContent('Rights or claims of parties in possession');
    expect(screen.getByText('Countersigned: ______________________________')).toBeInTheDocument();
  });

  it('puts the legal description on a page of its own, after Schedule B, when asked', () => {
    openPrint({ ...saved, isSeperatePageForLegal: true });
    const legal = screen.getByText('Lot 12, Block 3, Lakeshore Estates, Travis County, Texas');
    expect(within(section('Schedule A')).queryByText('Lot 12, Block 3, Lakeshore Estates, Travis County, Texas')).not.toBeInTheDocument();
    expect(section('Schedule B, Part II — Exceptions').compareDocumentPosition(legal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(legal.closest('.document__section--break')).not.toBeNull();
  });

  it('prints through the browser, and links back to Schedule A', async () => {
    const user = userEvent.setup();
    const { dependencies } = openPrint(saved);
    expect(screen.getByRole('link', { name: 'Back to Schedule A' })).toHaveAttribute('href', `/orders/${ORDER}/commitment/schedule-a`);
    expect(dependencies.browser.print).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(dependencies.browser.print).toHaveBeenCalledTimes(1);
  });
});
