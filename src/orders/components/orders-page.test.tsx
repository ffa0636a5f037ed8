// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { createRoutes } from '../../app/router.tsx';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { danaInfo, fakeDependencies, makeToken, NOW, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fileListItem } from '../../../fixtures/file-list-item.ts';
import type { FileListItem } from '../orders-api.ts';
import { OrdersPage } from './orders-page.tsx';

type FilesAnswer = { result: { files: FileListItem[]; total: number } };

const file = fileListItem;
const answer = (files: FileListItem[], total = files.length) => of<FilesAnswer>({ result: { files, total } });

// jsdom lays nothing out, so every element is 0 px high and the virtualised list would show no
// rows; give elements the height of a screen so the list draws the rows in view, as a browser does.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

/** The file list on its own, with the files API answering as `change` says. */
function openList(change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  change(dependencies);
  const view = renderWithProviders(<OrdersPage />, { dependencies, route: '/orders' });
  return { ...view, files: vi.mocked(dependencies.ordersApi.files), user: userEvent.setup() };
}

/** The file numbers of the rows drawn, top to bottom. */
const fileNumbers = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

const rowOf = (fileNumber: string) => screen.getByRole('link', { name: fileNumber }).closest('[role="row"]') as HTMLElement;
const header = (name: string) => screen.getByRole('button', { name }).closest('[role="columnheader"]') as HTMLElement;

describe('the file list', () => {
  it('loads the first page, newest first, once, with a spinner until it comes, and shows how many files there are', async () => {
    const first = new Subject<FilesAnswer>();
    const { files } = openList(({ ordersApi }) => vi.mocked(ordersApi.files).mockReturnValue(first));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading files…');
    expect(screen.queryByRole('table', { name: 'Files' })).not.toBeInTheDocument();
    act(() => first.next({ result: { files: [file('DTE-2026-0002'), file('DTE-2026-0001')], total: 2 } }));
    expect(await screen.findByText('2 files')).toBeInTheDocument();
    expect(fileNumbers()).toEqual(['DTE-2026-0002', 'DTE-2026-0001']);
    expect(files).toHaveBeenCalledTimes(1);
    expect(files).toHaveBeenCalledWith({ q: '', sort: 'createdAt', direction: 'desc', start: 0, end: 200 });
  });

  it("shows each file's document in the Document column, and a dash when it has none", async () => {
    openList(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockReturnValue(
        answer([
          file('DOC-1', {
            docName: 'Purchase Contract.pdf',
            cashClosing: 'Cash',
            transactionType: 'Refinance',
            closingDate: '2026-12-15T00:00:00Z',
            lastChangedBy: 'Riley Chen',
            lastChangedAt: '2026-11-20T15:30:00Z',
            nextStep: { title: 'Order payoff statements', due: '2020-12-01' },
          }),
          file('DOC-2'),
        ]),
      ),
    );
    await screen.findByRole('link', { name: 'DOC-1' });
    const columns = screen.getAllByRole('columnheader').map((column) => column.textContent);
    expect(columns).toEqual(['File number', 'Document', 'Address', 'Cash / Finance', 'Transaction', 'Closing date', 'Next step', 'Last changed']);
    expect(within(rowOf('DOC-1')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'DOC-1',
      'Purchase Contract.pdf',
      '1200 Lakeshore Dr, Austin, TX 78701',
      'Cash',
      'Refinance',
      '2026-12-15',
      // Long past: overdue, with its year.
      'Overdue Dec 1, 2020 Order payoff statements',
      `Riley Chen, ${new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date('2026-11-20T15:30:00Z'))}`,
    ]);
    expect(within(rowOf('DOC-2')).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(within(rowOf('DOC-2')).getAllByRole('cell')[6]).toHaveTextContent('—');
    expect(within(rowOf('DOC-2')).getAllByRole('cell')[7]).toHaveTextContent('—');
  });

  it('sorts by a column when its heading is clicked, then the other way round, asking the server each time', async () => {
    const { files, user } = openList(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockImplementation(({ direction, sort }) =>
        sort === 'fileNumber' ? answer(direction === 'asc' ? [file('A-1'), file('B-1')] : [file('B-1'), file('A-1')]) : answer([file('B-1'), file('A-1')]),
      ),
    );
    await screen.findByText('2 files');
    expect(header('File number')).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'File number' }));
    await waitFor(() => expect(fileNumbers()).toEqual(['A-1', 'B-1']));
    expect(header('File number')).toHaveAttribute('aria-sort', 'ascending');
    expect(files).toHaveBeenLastCalledWith({ q: '', sort: 'fileNumber', direction: 'asc', start: 0, end: 200 });
    await user.click(screen.getByRole('button', { name: 'File number' }));
    await waitFor(() => expect(fileNumbers()).toEqual(['B-1', 'A-1']));
    expect(header('File number')).toHaveAttribute('aria-sort', 'descending');
    // The list stayed on the page while it reloaded: the heading keeps the keyboard's focus.
    expect(screen.getByRole('button', { name: 'File number' })).toHaveFocus();
    expect(files).toHaveBeenLastCalledWith({ q: '', sort: 'fileNumber', direction: 'desc', start: 0, end: 200 });
    expect(files).toHaveBeenCalledTimes(3);
  });

  it('says when the list could not be loaded, and loads it again on "Try again"', async () => {
    const { files, user } = openList(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockReturnValueOnce(throwError(() => new HttpError(500, null, '/api/files', ''))).mockReturnValue(answer([file('A-1')])),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'A-1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(files).toHaveBeenCalledTimes(2);
  });

  it('invites the first order when the agency has no files yet', async () => {
    const { router, user } = openList(({ ordersApi }) => vi.mocked(ordersApi.files).mockReturnValue(answer([], 0)));
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeInTheDocument();
    expect(screen.getByText('Create the first order to see it here.')).toBeInTheDocument();
    expect(screen.getByText('0 files')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /New order/ });
    expect(links).toHaveLength(2);
    await user.click(links[1] as HTMLElement);
    expect(router.state.location.pathname).toBe('/orders/new');
  });

  it('opens a file in a tab on its order entry when its number is clicked', async () => {
    const { store, router, user } = openList(({ ordersApi }) => vi.mocked(ordersApi.files).mockReturnValue(answer([file('DTE-2026-0007')])));
    const link = await screen.findByRole('link', { name: 'DTE-2026-0007' });
    expect(link).toHaveAttribute('href', '/orders/guid-DTE-2026-0007/file-setup/order-entry');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/orders/guid-DTE-2026-0007/file-setup/order-entry');
    expect(store.getState().shell.tabs).toEqual([{ id: 'guid-DTE-2026-0007', label: 'DTE-2026-0007', path: '/orders/guid-DTE-2026-0007/file-setup/order-entry' }]);
  });
});

describe('searching the file list from the header', () => {
  const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, token: makeToken({}, NOW + 3600_000), userInfo: danaInfo } };

  /** The whole signed-in app on /orders, with the shell's search box above the list. */
  async function openApp(change: (dependencies: FakeDependencies) => void) {
    const dependencies = fakeDependencies({ clock: { now: () => Date.now() } });
    vi.mocked(dependencies.navigation.currentPath).mockReturnValue('/orders');
    change(dependencies);
    const view = renderWithProviders(null, { routes: createRoutes, route: '/orders', preloadedState: signedIn, dependencies });
    await screen.findByRole('heading', { name: 'Order tracking' });
    // Keys pressed without yielding to timers between them, so a busy machine cannot stretch the
    // typing past the 200 ms search debounce and turn one search into several.
    return { ...view, files: vi.mocked(dependencies.ordersApi.files), user: userEvent.setup({ delay: null }) };
  }

  const queries = (files: ReturnType<typeof vi.mocked<FakeDependencies['ordersApi']['files']>>) => files.mock.calls.map(([query]) => query.q);

  it('sends one request for a search typed key by key, and shows what it found', async () => {
    const { files, user } = await openApp(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockImplementation(({ q }) => (q === 'Lakeshore' ? answer([file('LAKE-1')]) : answer([file('A-1'), file('B-1')]))),
    );
    await screen.findByText('2 files');
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'Lakeshore');
    expect(await screen.findByText('1 file matching “Lakeshore”')).toBeInTheDocument();
    expect(fileNumbers()).toEqual(['LAKE-1']);
    expect(queries(files)).toEqual(['', 'Lakeshore']);
  });

  it('runs the same search again, fresh from the server, when Enter is pressed', async () => {
    const { files, user } = await openApp(({ ordersApi }) =>
      vi
        .mocked(ordersApi.files)
        .mockReturnValueOnce(answer([file('A-1')]))
        .mockReturnValueOnce(answer([file('OAK-1')]))
        .mockReturnValue(answer([file('OAK-1'), file('OAK-2')])),
    );
    const search = screen.getByRole('searchbox', { name: 'Search files' });
    await user.type(search, 'Oak');
    expect(await screen.findByText('1 file matching “Oak”')).toBeInTheDocument();
    await user.type(search, '{Enter}');
    expect(await screen.findByText('2 files matching “Oak”')).toBeInTheDocument();
    expect(queries(files)).toEqual(['', 'Oak', 'Oak']);
  });

  it('never shows the answer to a search the agent has already changed, whenever it arrives', async () => {
    const oak = new Subject<FilesAnswer>();
    const elm = new Subject<FilesAnswer>();
    const { files, user } = await openApp(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockImplementation(({ q }) => (q === 'Oak' ? oak : q === 'Elm' ? elm : answer([file('A-1')]))),
    );
    const search = screen.getByRole('searchbox', { name: 'Search files' });
    await user.type(search, 'Oak');
    await waitFor(() => expect(queries(files)).toContain('Oak'));
    await user.clear(search);
    await user.type(search, 'Elm');
    await waitFor(() => expect(queries(files)).toContain('Elm'));
    act(() => oak.next({ result: { files: [file('OAK-1'), file('OAK-2')], total: 2 } }));
    expect(screen.getAllByText('Loading files…')).not.toHaveLength(0);
    expect(screen.queryByText(/matching “Oak”/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'OAK-1' })).not.toBeInTheDocument();
    act(() => elm.next({ result: { files: [file('ELM-1')], total: 1 } }));
    expect(await screen.findByText('1 file matching “Elm”')).toBeInTheDocument();
    expect(fileNumbers()).toEqual(['ELM-1']);
  });

  it('says when nothing matches the search, without inviting a new order', async () => {
    await openApp(({ ordersApi }) => vi.mocked(ordersApi.files).mockImplementation(({ q }) => (q === '' ? answer([file('A-1')]) : answer([], 0))));
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'PRIV-2026-0001{Enter}');
    expect(await screen.findByRole('heading', { name: 'No files match your search' })).toBeInTheDocument();
    expect(screen.getByText('Try a file number, a street, or a buyer or seller name.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /New order/ })).toHaveLength(1);
  });

});

describe('the file list on a phone', () => {
  // A window 360 px wide: every max-width query from 360 px up matches, as in the browser.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/max-width: (\d+)px/.exec(query)?.[1] ?? 0) >= 360,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sorts from a "Sort by" bar, column and order apart, and labels the values on each card', async () => {
    const { files, user } = openList(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockReturnValue(answer([file('DOC-1', { closingDate: '2026-12-15T00:00:00Z' })])),
    );
    await screen.findByRole('link', { name: 'DOC-1' });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('createdAt');
    expect(screen.getByRole('button', { name: 'Descending' })).toBeInTheDocument();
    // The headings are still there for screen readers, out of the tab order that the bar serves.
    expect(screen.getByRole('button', { name: 'File number' })).toHaveAttribute('tabindex', '-1');

    await user.selectOptions(sortBy, 'Closing date');
    expect(files).toHaveBeenLastCalledWith({ q: '', sort: 'closingDate', direction: 'desc', start: 0, end: 200 });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Descending' }));
    expect(files).toHaveBeenLastCalledWith({ q: '', sort: 'closingDate', direction: 'asc', start: 0, end: 200 });
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeInTheDocument();
    expect(header('Closing date')).toHaveAttribute('aria-sort', 'ascending');

    const closing = within(rowOf('DOC-1')).getAllByRole('cell')[5] as HTMLElement;
    expect(closing).toHaveTextContent('Closing2026-12-15');
    expect(within(closing).getByText('Closing')).toHaveAttribute('aria-hidden', 'true');
  });
});
