// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError, type Observable } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrder, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { HistoryFilters, HistoryPage as HistoryAnswer } from '../activity-api.ts';
import type { HistoryEntry } from '../history-entry.ts';
import { liveChangeReceived } from '../live-slice.ts';
import { testEntry } from '../test-entry.ts';
import { HistoryPage } from './history-page.tsx';

const ORDER = 'order-1';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'HIS-2026-0001' });
const people = [
  { userId: 'u-dana', name: 'Dana Agent' },
  { userId: 'u-riley', name: 'Riley Chen' },
];

/** An entry by Dana in another section, changing a text. */
const danaEntry = (n: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  ...testEntry(n, 'u-dana'),
  section: 'parties',
  summary: 'changed Buyer',
  changes: [{ path: 'buyer/0/LastName', label: 'Buyer last name', before: 'Reyes', after: 'Ruiz' }],
  ...overrides,
});

/** The History view of the open file, the server holding `entries` (newest first) and filtering as the API does, unless `history` answers. */
function openHistory(entries: HistoryEntry[], history?: () => Observable<{ result: HistoryAnswer }>) {
  const dependencies = fakeDependencies();
  const matching = (filters: HistoryFilters) =>
    entries.filter((entry) => (filters.person === null || entry.actor.userId === filters.person) && (filters.section === null || entry.section === filters.section));
  vi.mocked(dependencies.activityApi.history).mockImplementation(
    (_order, filters, start, end) => history?.() ?? of({ result: { entries: matching(filters).slice(start, end), total: matching(filters).length, people } }),
  );
  const view = renderWithProviders(null, {
    dependencies,
    route: `/orders/${ORDER}/history`,
    routes: [{ path: '/orders/:orderGuid/history', element: <HistoryPage /> }],
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: 't', userInfo: danaInfo } },
  });
  act(() => {
    view.store.dispatch(orderOpened(ORDER));
    view.store.dispatch(orderLoaded(sampleOrder(detail)));
  });
  return { ...view, history: vi.mocked(dependencies.activityApi.history), user: userEvent.setup() };
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe("a file's History view", () => {
  it('shows each change, newest first: who, what, in which section and how, with the values before and after', async () => {
    const { history } = openHistory([danaEntry(2), testEntry(1)]);
    expect(await screen.findByRole('heading', { name: 'File HIS-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 changes, newest first')).toBeInTheDocument();
    expect(history).toHaveBeenCalledWith(ORDER, { person: null, section: null }, 0, 100);
    const [newest, oldest] = items();
    expect(newest).toHaveTextContent('Dana Agent changed Buyer');
    expect(within(newest!).getByText('Buyers and sellers')).toBeInTheDocument();
    expect(within(newest!).getByText('on screen (as claimed)')).toBeInTheDocument();
    expect(within(newest!).getByText('Buyer last name')).toBeInTheDocument();
    expect(newest).toHaveTextContent('from Reyes→ to Ruiz');
    expect(oldest).toHaveTextContent('Riley Chen changed Sales Price');
    expect(within(oldest!).getByText('Order entry')).toBeInTheDocument();
    expect(oldest).toHaveTextContent('from 1→ to 1');
  });

  it('shows a hostile value as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = openHistory([
      danaEntry(1, {
        actor: { userId: 'u-dana', name: hostile },
        summary: `changed <script>alert(2)</script>`,
        changes: [{ path: 'subdivision', label: 'Subdivision', before: '', after: hostile }],
      }),
    ]);
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent(`${hostile} changed <script>alert(2)</script>`);
    expect(item).toHaveTextContent(`from (empty)→ to ${hostile}`);
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('shows a long text as a word diff, read out as removed and added', async () => {
    const before = 'Lot 12, Block 3, Lakeshore Estates, an addition in Travis County, Texas, per the plat recorded';
    const after = 'Lot 14, Block 3, Lakeshore Estates, an addition in Travis County, Texas, per the plat recorded';
    openHistory([danaEntry(1, { changes: [{ path: 'brieflegal', label: 'Legal description', before, after }] })]);
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByText('12', { exact: false, selector: 'del' })).toHaveTextContent('removed: 12');
    expect(within(item!).getByText('14', { exact: false, selector: 'ins' })).toHaveTextContent('added: 14');
  });

  it('filters by person and by section, and says when nothing matches', async () => {
    const { user, history } = openHistory([danaEntry(3), testEntry(2), testEntry(1)]);
    await screen.findByText('Showing 3 of 3 changes, newest first');
    const person = screen.getByLabelText('Person');
    expect(within(person).getAllByRole('option').map((option) => option.textContent)).toEqual(['Everyone', 'Dana Agent', 'Riley Chen']);
    await user.selectOptions(person, 'Riley Chen');
    expect(history).toHaveBeenLastCalledWith(ORDER, { person: 'u-riley', section: null }, 0, 100);
    expect(await screen.findByText('Showing 2 of 2 changes, newest first')).toBeInTheDocument();
    expect(items().every((item) => item.textContent?.startsWith('Riley Chen'))).toBe(true);
    await user.selectOptions(screen.getByLabelText('Section'), 'Buyers and sellers');
    expect(history).toHaveBeenLastCalledWith(ORDER, { person: 'u-riley', section: 'parties' }, 0, 100);
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Person'), 'Everyone');
    expect(history).toHaveBeenLastCalledWith(ORDER, { person: null, section: 'parties' }, 0, 100);
    expect(await screen.findByText('Showing 1 of 1 change, newest first')).toBeInTheDocument();
  });

  it('says when the file has no history yet, and offers no export or print', async () => {
    openHistory([]);
    expect(await screen.findByText('No changes recorded on this file yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Print' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows older changes on request', async () => {
    const all = Array.from({ length: 150 }, (_, index) => testEntry(150 - index));
    const { user, history } = openHistory(all);
    expect(await screen.findByText('Showing 100 of 150 changes, newest first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(history).toHaveBeenLastCalledWith(ORDER, { person: null, section: null }, 100, 200);
    expect(await screen.findByText('Showing 150 of 150 changes, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
  });

  it("shows why the history could not be loaded, in the server's words, as text", async () => {
    openHistory([], () => throwError(() => new HttpError(404, { message: 'There is no such <b>order</b>.' }, '/api/orders/order-1/history', 'x')));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such <b>order</b>.');
    expect(document.querySelector('.alert b')).toBeNull();
  });

  it("puts a colleague's live change to the file on top as it happens", async () => {
    const { store } = openHistory([testEntry(1)]);
    await screen.findByText('Showing 1 of 1 change, newest first');
    act(() => void store.dispatch(liveChangeReceived({ entry: danaEntry(2), mine: false })));
    expect(screen.getByText('Showing 2 of 2 changes, newest first')).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('Dana Agent changed Buyer');
  });
});
