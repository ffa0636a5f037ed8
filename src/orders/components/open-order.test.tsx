// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER, of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrder, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { createRoutes } from '../../app/router.tsx';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { danaInfo, fakeDependencies, makeToken, NOW, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const order = sampleOrder(sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'OPEN-2026-0001' }));
const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, token: makeToken({}, NOW + 3600_000), userInfo: danaInfo } };

/** The signed-in app at `route`, with the order API answering as `change` says. */
function openApp(route: string, change: (dependencies: FakeDependencies) => void) {
  const dependencies = fakeDependencies({ clock: { now: () => Date.now() } });
  change(dependencies);
  const view = renderWithProviders(null, { routes: createRoutes, route, preloadedState: signedIn, dependencies });
  return { ...view, order: vi.mocked(dependencies.ordersApi.order) };
}

describe('opening an order by its address', () => {
  // The routes load the file screen's code lazily. Its first import here transforms every module
  // it needs, which on a busy machine took longer than a query's one-second wait: loaded first,
  // the queries below time the app, not the test runner.
  beforeAll(async () => {
    await import('../../app/screens/file.ts');
  }, 60_000);

  it('loads the order, lands on its order entry and shows it as the active tab', async () => {
    const { router, order: load } = openApp(`/orders/${ORDER}`, ({ ordersApi }) => vi.mocked(ordersApi.order).mockReturnValue(of({ result: order })));
    expect(await screen.findByRole('heading', { name: 'File OPEN-2026-0001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${ORDER}/file-setup/order-entry`);
    expect(load).toHaveBeenCalledWith(ORDER);
    expect(screen.getByLabelText('File Number')).toHaveValue('OPEN-2026-0001');
    const tabs = screen.getByRole('navigation', { name: 'Open orders' });
    expect(within(tabs).getByRole('link', { name: 'OPEN-2026-0001' })).toHaveAttribute('aria-current', 'page');
  });

  it('says the order is loading while it is on its way', async () => {
    openApp(`/orders/${ORDER}/file-setup/order-entry`, ({ ordersApi }) => vi.mocked(ordersApi.order).mockReturnValue(NEVER));
    expect(await screen.findByText('Loading the order…')).toBeInTheDocument();
    expect(screen.queryByLabelText('File Number')).not.toBeInTheDocument();
  });

  it('says an order that is not there, or is another agency\'s, does not exist, and leads back to the list', async () => {
    const { router } = openApp(`/orders/${ORDER}/file-setup/order-entry`, ({ ordersApi }) => {
      vi.mocked(ordersApi.order).mockReturnValue(throwError(() => new HttpError(404, { message: 'There is no such order.' }, `/api/orders/${ORDER}`, 'Not Found')));
      vi.mocked(ordersApi.files).mockReturnValue(NEVER);
    });
    expect(await screen.findByRole('heading', { name: 'Order not available' })).toBeInTheDocument();
    expect(screen.getByText('This order does not exist, or it belongs to another agency.')).toBeInTheDocument();
    expect(screen.queryByText('There is no such order.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Open orders' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to order tracking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await screen.findByRole('heading', { name: 'Order tracking' })).toBeInTheDocument();
  });
});
