// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { NEVER, of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleCoBuyers, sampleOrder, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import type { Versioned } from '../../lib/http/client.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ScheduleA } from '../commitment-schemas.ts';
import { scheduleADefaults } from '../schedule-a-defaults.ts';
import { ScheduleAPage } from './commitment-pages.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'COM-2026-0001', brieflegal: 'Lot 12, Lakeshore Estates, Travis County', buyer: sampleCoBuyers });
const order = sampleOrder(detail);
const TENANT = 'Demo Title & Escrow';
const saved: ScheduleA = { ...scheduleADefaults(detail, TENANT, new Date('2026-11-18T12:00:00Z')), commitmentBy: 'Dana Agent', requirementExpire: '90' };

const failure = (status: number, body: unknown, message = `The server could not complete the request (${status}).`) =>
  throwError(() => new HttpError(status, body, `/api/commitments/${ORDER}`, message));

/** Opens the order as order entry does, on Schedule A, with the commitment as the server has it. */
function openScheduleA(scheduleA: ScheduleA | null, change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.commitmentApi);
  api.scheduleA.mockReturnValue(of({ body: { result: scheduleA }, version: scheduleA ? '"3"' : '"0"' }));
  api.scheduleB.mockReturnValue(of({ body: { result: { items: [] } }, version: '"0"' }));
  api.ownersPolicyTypes.mockReturnValue(of({ result: [{ name: 'ALTA Owners Policy (6/17/06)' }, { name: 'ALTA HomeOwners (10/7/2013)' }] }));
  api.loanPolicyTypes.mockReturnValue(of({ result: [{ name: 'ALTA Loan Policy (6/17/06)' }, { name: 'ALTA Short Form Policy (6/1/2006)' }] }));
  api.ownershipInterests.mockReturnValue(of({ result: [{ name: 'Fee Simple' }, { name: 'Leasehold' }, { name: 'Leasehold Estate' }] }));
  change(dependencies);
  const view = renderWithProviders(<ScheduleAPage />, {
    dependencies,
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: 't', userInfo: danaInfo } },
  });
  act(() => {
    view.store.dispatch(orderOpened(order.id));
    view.store.dispatch(orderLoaded(order));
  });
  return { ...view, api };
}

const field = (label: string) => screen.getByLabelText(label);

describe('Schedule A loading', () => {
  it("shows a spinner until the commitment is there, and says why it could not be loaded in the server's words", () => {
    openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleA).mockReturnValue(NEVER);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the commitment…');
    expect(screen.queryByRole('button', { name: 'Save Schedule A' })).not.toBeInTheDocument();
    const failed = openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleB).mockReturnValue(failure(404, { message: 'There is no such order.' }));
    });
    expect(within(failed.container).getByRole('alert')).toHaveTextContent('There is no such order.');
    expect(within(failed.container).queryByRole('button', { name: 'Save Schedule A' })).not.toBeInTheDocument();
  });
});

describe('Schedule A offered from the order', () => {
  it('fills the form from the order when none is saved, says so, and offers the dropdown lists as loaded', () => {
    openScheduleA(null);
    expect(screen.getByRole('heading', { name: 'Schedule A' })).toBeInTheDocument();
    expect(screen.getByText('Commitment · File COM-2026-0001')).toBeInTheDocument();
    expect(screen.getByText('These values come from the order. Check them, then save Schedule A.')).toBeInTheDocument();
    expect(field('Owner Policy Type')).toHaveValue('ALTA Owners Policy (6/17/06)');
    expect(field('Proposed Insured (Owner)')).toHaveValue('Ana Reyes and Luis M Reyes');
    expect(field("Owner's Coverage Amount")).toHaveValue('450000.00');
    expect(field('Loan Policy Type')).toHaveValue('ALTA Loan Policy (6/17/06)');
    expect(field('Proposed Insured (Lender)')).toHaveValue('Rocket Mortgage, its successors and/or assigns');
    expect(field('Loan Coverage Amount')).toHaveValue('360000.00');
    expect(field('Effective Date and Time')).toHaveValue(`${format(new Date(), 'yyyy-MM-dd')}T08:00`);
    expect(field('Ownership Interest')).toHaveValue('Fee Simple');
    expect(field('Requirements Expire After (days)')).toHaveValue('180');
    expect(field('Title Vested In')).toHaveValue('Tom J Baker');
    expect(field('Company Name')).toHaveValue(TENANT);
    expect(field('Title')).toHaveValue('Commitment for Title Insurance – File COM-2026-0001');
    expect(field('Legal Description')).toHaveValue('Lot 12, Lakeshore Estates, Travis County');
    expect(field('Legal Summary')).toHaveValue('1200 Lakeshore Dr, Austin, TX, 78701');
    expect(field('Print the legal description on a separate page')).not.toBeChecked();
    const options = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.textContent);
    expect(options('Owner Policy Type')).toEqual(['Select a policy', 'ALTA Owners Policy (6/17/06)', 'ALTA HomeOwners (10/7/2013)']);
    expect(options('Loan Policy Type')).toEqual(['Select a policy', 'ALTA Loan Policy (6/17/06)', 'ALTA Short Form Policy (6/1/2006)']);
    expect(options('Ownership Interest')).toEqual(['Select an interest', 'Fee Simple', 'Leasehold', 'Leasehold Estate']);
  });

  it('shows the saved Schedule A, not the defaults, once one is saved', () => {
    openScheduleA(saved);
    expect(screen.queryByText(/These values come from the order/)).not.toBeInTheDocument();
    expect(field('Commitment By')).toHaveValue('Dana Agent');
    expect(field('Requirements Expire After (days)')).toHaveValue('90');
    expect(field('Effective Date and Time')).toHaveValue('2026-11-18T08:00');
  });
});

describe('saving Schedule A', () => {
  it('sends the whole Schedule A with the version read (If-Match), then shows it saved', async () => {
    const user = userEvent.setup();
    const { api } = openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValue(of({ body: null, version: '"4"' }));
    });
    await user.clear(field('Commitment By'));
    await user.type(field('Commitment By'), 'Fidelity Title Center');
    await user.selectOptions(field('Owner Policy Type'), 'ALTA HomeOwners (10/7/2013)');
    await user.click(field('Print the legal description on a separate page'));
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.saveScheduleA).toHaveBeenCalledTimes(1);
    expect(api.saveScheduleA).toHaveBeenCalledWith(
      ORDER,
      { ...saved, commitmentBy: 'Fidelity Title Center', ownerPolicyType: 'ALTA HomeOwners (10/7/2013)', isSeperatePageForLegal: true },
      '"3"',
    );
  });

  it('saves the offered values as they stand, built on the version of "nothing saved yet"', async () => {
    const user = userEvent.setup();
    const { api, store } = openScheduleA(null, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValue(of({ body: null, version: '"1"' }));
    });
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.saveScheduleA).toHaveBeenCalledWith(ORDER, scheduleADefaults(detail, TENANT, new Date()), '"0"');
    expect(store.getState().commitment.versions.scheduleA).toBe('"1"');
    expect(screen.queryByText(/These values come from the order/)).not.toBeInTheDocument();
  });

  it('sends typed amounts as numbers, shown with two decimals once the field is left', async () => {
    const user = userEvent.setup();
    const { api } = openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValue(of({ body: null, version: '"4"' }));
    });
    const amount = field("Owner's Coverage Amount");
    await user.clear(amount);
    await user.type(amount, '475000.5');
    await user.tab();
    expect(amount).toHaveValue('475000.50');
    await user.clear(field('Loan Coverage Amount'));
    await user.type(field('Loan Coverage Amount'), '380000');
    await user.tab();
    expect(field('Loan Coverage Amount')).toHaveValue('380000.00');
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    await screen.findByText('Saved');
    expect(api.saveScheduleA).toHaveBeenCalledWith(ORDER, expect.objectContaining({ ownersCoverageAmount: 475000.5, loanCoverageAmount: 380000 }), '"3"');
  });

  it('shows "Saving…" and keeps Save disabled while the save is on its way', async () => {
    const user = userEvent.setup();
    openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValue(NEVER);
    });
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Schedule A' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows why the save failed, in the server's words", async () => {
    const user = userEvent.setup();
    openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValue(failure(503, null, 'The server is busy. Try again in a moment.'));
    });
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: The server is busy. Try again in a moment.');
  });
});

describe('Schedule A validation', () => {
  it('refuses days to expiry outside 1 to 3650 and an emptied effective date, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = openScheduleA(saved);
    const days = field('Requirements Expire After (days)');
    for (const typed of ['0', '3651', '1.5']) {
      await user.clear(days);
      await user.type(days, typed);
      await user.tab();
      expect(await screen.findByText('Enter the number of days, from 1 to 3650.')).toBeInTheDocument();
      expect(days).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(field('Effective Date and Time'));
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByText('Enter the commitment effective date and time.')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '3650');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Enter the number of days, from 1 to 3650.')).not.toBeInTheDocument());
    expect(api.saveScheduleA).not.toHaveBeenCalled();
  });

  it('keeps letters and a third decimal out of an amount, and flags pasted text that is not an amount', async () => {
    const user = userEvent.setup();
    const { api } = openScheduleA(saved);
    const amount = field("Owner's Coverage Amount");
    await user.clear(amount);
    await user.type(amount, '47a5000.555');
    expect(amount).toHaveValue('475000.55');
    await user.clear(amount);
    await user.paste('four hundred');
    await user.tab();
    expect(await screen.findByText('Enter an amount such as 450000.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(api.saveScheduleA).not.toHaveBeenCalled();
  });
});

describe('Schedule A saved by a colleague meanwhile (412)', () => {
  const theirs: ScheduleA = { ...saved, commitmentBy: 'Alice Colleague', ownersCoverageAmount: 460000 };
  const stale = () => failure(412, { result: { isSuccess: false, message: 'Someone else saved this since you read it.', current: theirs, version: '"5"' } });

  async function saveOverAColleague(commitmentBy: string, then = of<Versioned<null>>({ body: null, version: '"6"' })) {
    const user = userEvent.setup();
    const view = openScheduleA(saved, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleA).mockReturnValueOnce(stale()).mockReturnValue(then);
    });
    await user.clear(field('Commitment By'));
    await user.type(field('Commitment By'), commitmentBy);
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    return { ...view, user, notice: await screen.findByRole('alert') };
  }

  it('shows where theirs and mine differ; "Use theirs" puts theirs in the form, drops my draft and sends nothing more', async () => {
    const { user, api, store, notice } = await saveOverAColleague('Bob Mine');
    expect(notice).toHaveTextContent('Someone else saved Schedule A since you opened it, so yours was not saved. Where theirs and yours differ:');
    const rows = within(notice).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Owner's Coverage Amount$460,000.00$450,000.00", 'Commitment ByAlice ColleagueBob Mine']);
    expect(field('Commitment By')).toHaveValue('Bob Mine');
    expect(store.getState().drafts.byKey[`schedule-a:${ORDER}`]).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Use theirs (drop my changes)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Commitment By')).toHaveValue('Alice Colleague');
    expect(field("Owner's Coverage Amount")).toHaveValue('460000.00');
    expect(api.saveScheduleA).toHaveBeenCalledTimes(1);
    expect(store.getState().commitment.versions.scheduleA).toBe('"5"');
    // My draft goes with my changes: it must not come back over theirs when the page opens again.
    expect(store.getState().drafts.byKey[`schedule-a:${ORDER}`]).toBeUndefined();
  });

  it('saves mine over theirs knowingly, naming their version', async () => {
    const { user, api } = await saveOverAColleague('Bob Mine');
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.saveScheduleA).toHaveBeenCalledTimes(2);
    expect(api.saveScheduleA).toHaveBeenLastCalledWith(ORDER, { ...saved, commitmentBy: 'Bob Mine' }, '"5"');
    expect(field('Commitment By')).toHaveValue('Bob Mine');
  });
});

describe("a colleague's save of Schedule A while it is open", () => {
  const entry = {
    id: '1.7',
    n: 7,
    orderGuid: ORDER,
    at: '2026-11-25T15:00:00.000Z',
    actor: { userId: 'u-riley', name: 'Riley Chen' },
    via: 'screen',
    section: 'commitment' as const,
    action: 'changed',
    summary: 'changed Schedule A, Title Vested In',
    changes: [{ path: 'scheduleA/commitmentOwnedBy', label: 'Schedule A, Title Vested In', before: saved.commitmentOwnedBy, after: 'Riley Holdings' }],
    hash: 'h',
  };
  const theirs: ScheduleA = { ...saved, commitmentOwnedBy: 'Riley Holdings' };

  it('replaces a form the agent has not changed, in place', async () => {
    const { store, api } = openScheduleA(saved);
    api.scheduleA.mockReturnValue(of({ body: { result: theirs }, version: '"4"' }));
    const { liveChangeReceived } = await import('../../activity/index.ts');
    act(() => void store.dispatch(liveChangeReceived({ entry, mine: false })));
    await waitFor(() => expect(field('Title Vested In')).toHaveValue('Riley Holdings'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what the agent typed and asks, naming the colleague', async () => {
    const { store, api } = openScheduleA(saved);
    const user = userEvent.setup();
    await user.type(field('Legal Summary'), ' and more');
    api.scheduleA.mockReturnValue(of({ body: { result: theirs }, version: '"4"' }));
    const { liveChangeReceived } = await import('../../activity/index.ts');
    act(() => void store.dispatch(liveChangeReceived({ entry, mine: false })));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Riley Chen saved Schedule A while you were editing it; yours is not saved yet. Where theirs and yours differ:');
    expect(field('Legal Summary')).toHaveValue(`${saved.legalSummary} and more`);
  });
});
