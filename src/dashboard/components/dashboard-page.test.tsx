// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError, type Observable } from 'rxjs';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { danaInfo, fakeDependencies, makeToken } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { DashboardSummary } from '../dashboard-api.ts';
import { REFRESH_MS } from '../dashboard-epics.ts';
import { DashboardPage } from './dashboard-page.tsx';

const summary: DashboardSummary = {
  today: '2026-11-18',
  openFiles: 178,
  openFilesByTransactionType: [
    { transactionType: 'Purchase', count: 47 },
    { transactionType: 'Refinance', count: 23 },
  ],
  closingsThisWeek: 10,
  closingsNext30Days: 39,
  closingsPerWeek: Array.from({ length: 8 }, (_, index) => ({ weekStart: `2026-11-${String(16 + index).padStart(2, '0')}`, count: index })),
  recentFiles: [
    {
      id: 'g1',
      orderGuid: 'g1',
      fileNumber: 'DTE-2026-00042',
      docName: 'Deed.pdf',
      address: '1 Main St, Austin, TX 78701',
      cashClosing: 'Finance',
      transactionType: 'Purchase',
      closingDate: '2026-12-01T00:00:00Z',
      createdAt: '2026-11-01T00:00:00Z',
    },
  ],
};

function renderDashboard(answer: () => Observable<{ result: DashboardSummary }>) {
  const dependencies = fakeDependencies();
  dependencies.dashboardApi.summary = vi.fn(answer);
  const view = renderWithProviders(<DashboardPage />, {
    dependencies,
    route: '/dashboard',
    preloadedState: { auth: { ...initialAuthState, token: makeToken(), userInfo: danaInfo, isAuthenticated: true } },
  });
  return { ...view, dependencies };
}

describe('DashboardPage', () => {
  it("shows the tenant's figures, the chart as a table for screen readers, and the recent files", async () => {
    renderDashboard(() => of({ result: summary }));
    expect(await screen.findByText('178')).toBeInTheDocument();
    expect(screen.getByText('Closings this week').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Closings in the next 30 days').nextSibling).toHaveTextContent('39');
    const byType = screen.getByRole('region', { name: 'Open files by transaction type' });
    expect(within(byType).getByText('Purchase')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Closings per week' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DTE-2026-00042' })).toHaveAttribute('href', '/orders/g1/file-setup/order-entry');
  });

  it('opens a recent file in a tab', async () => {
    const user = userEvent.setup();
    const { store, router } = renderDashboard(() => of({ result: summary }));
    await user.click(await screen.findByRole('link', { name: 'DTE-2026-00042' }));
    expect(store.getState().shell.tabs).toEqual([{ id: 'g1', label: 'DTE-2026-00042', path: '/orders/g1/file-setup/order-entry' }]);
    expect(router.state.location.pathname).toBe('/orders/g1/file-setup/order-entry');
  });

  it('has a clear empty state for a new tenant', async () => {
    renderDashboard(() => of({ result: { ...summary, openFiles: 0, openFilesByTransactionType: [], recentFiles: [] } }));
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeInTheDocument();
  });

  it('refreshes the figures every minute while on screen, and stops once it is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { dependencies, unmount } = renderDashboard(() => of({ result: summary }));
      expect(await screen.findByText('178')).toBeInTheDocument();
      const requests = vi.mocked(dependencies.dashboardApi.summary);
      const onOpening = requests.mock.calls.length;
      act(() => void vi.advanceTimersByTime(REFRESH_MS));
      expect(requests).toHaveBeenCalledTimes(onOpening + 1);
      unmount();
      vi.advanceTimersByTime(3 * REFRESH_MS);
      expect(requests).toHaveBeenCalledTimes(onOpening + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a failure and can try again', async () => {
    const user = userEvent.setup();
    const { dependencies } = renderDashboard(() => throwError(() => new HttpError(500, { message: 'Database unavailable' }, '/api/dashboard', 'x')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    vi.mocked(dependencies.dashboardApi.summary).mockReturnValue(of({ result: summary }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('178')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
