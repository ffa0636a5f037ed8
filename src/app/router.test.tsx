// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { matchRoutes, Outlet } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { orderMenu } from '../orders/order-menu.ts';
import { mainMenu, type MenuItem } from '../shell/menu.ts';
import { createAreas } from './areas.ts';
import { initialAuthState } from '../auth/auth-slice.ts';
import { of } from 'rxjs';
import { vi } from 'vitest';
import { emptyOrderDetail } from '../orders/order-defaults.ts';
import { danaInfo, fakeDependencies, fakeRegistrationApi, makeToken } from '../test/fakes.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RouteError as RouteErrorForTest } from './route-error.tsx';
import { createRoutes } from './router.tsx';
import { RouteProgress } from './route-progress.tsx';

const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, token: makeToken(), userInfo: danaInfo } };

describe('routes and guards (docs/behaviour.md#routes-and-guards)', () => {
  it.each(['/', '/dashboard', '/orders'])('sends a visitor without a token from %s to the login screen', async (path) => {
    const { router } = renderWithProviders(null, { routes: createRoutes, route: path });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('redirects /auth to the login screen', async () => {
    const { router } = renderWithProviders(null, { routes: createRoutes, route: '/auth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('redirects the empty path to /dashboard for a signed-in user', async () => {
    const { router } = renderWithProviders(null, { routes: createRoutes, route: '/', preloadedState: signedIn });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('Signed in as Dana Agent of Demo Title & Escrow');
  });

  it('sends a signed-in user away from the login screen', async () => {
    const { router } = renderWithProviders(null, { routes: createRoutes, route: '/auth/login', preloadedState: signedIn });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens the orders area for a signed-in user inside the shell', async () => {
    renderWithProviders(null, { routes: createRoutes, route: '/orders', preloadedState: signedIn });
    expect(await screen.findByRole('heading', { name: 'Order tracking' })).toBeInTheDocument();
    expect(screen.getByText('Demo Title & Escrow')).toBeInTheDocument();
  });

  it('opens the registration screen with its area: its lists load, and the states reach the application state', async () => {
    const dependencies = fakeDependencies({
      registrationApi: fakeRegistrationApi({
        states: vi.fn(() => of({ result: { states: [{ code: 'TX', name: 'Texas' }] } })),
        businessDetails: vi.fn(() => of({ result: { businessTypes: [], transactionTypes: [], numberOfUsers: [] } })),
        underwriters: vi.fn(() => of({ result: { underWriters: [] } })),
      }),
    });
    const { store } = renderWithProviders(null, { routes: createRoutes, route: paths.tenantRegister, dependencies });
    expect(await screen.findByRole('heading', { name: 'Your Agency Details' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Texas' })).toBeInTheDocument();
    expect(store.getState().app.states).toEqual([{ code: 'TX', name: 'Texas' }]);
  });

  it('shows a not-found page for unknown addresses', async () => {
    renderWithProviders(null, { routes: createRoutes, route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('a route that fails to load', () => {
  it('offers a reload instead of a broken screen', async () => {
    const failing = [{ path: '/', element: <></>, errorElement: <RouteErrorForTest />, loader: () => { throw new Error('Failed to fetch dynamically imported module'); } }];
    renderWithProviders(null, { routes: failing, route: '/' });
    expect(await screen.findByRole('heading', { name: 'This page could not be opened' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says the agent is offline when that is why, offers no reload to a dead network, and reloads once the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/', reload });
    // The first "online" is a network without the server behind it; five seconds later it answers.
    const probe = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    try {
      const failing = [{ path: '/', element: <></>, errorElement: <RouteErrorForTest />, loader: () => { throw new TypeError('Failed to fetch dynamically imported module'); } }];
      renderWithProviders(null, { routes: failing, route: '/' });
      expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();

      onLine.mockReturnValue(true);
      act(() => window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
      expect(reload).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(probe).toHaveBeenLastCalledWith('http://localhost/', { method: 'HEAD', cache: 'no-store' });
    } finally {
      onLine.mockRestore();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});

describe('moving to a screen whose code is still loading', () => {
  it('shows a progress bar until the screen is there', async () => {
    let arrive: (value: { element: ReactElement }) => void = () => {};
    const slow = { path: '/team', lazy: () => new Promise<{ element: ReactElement }>((resolve) => (arrive = resolve)) };
    const { router } = renderWithProviders(null, { routes: [{ element: <><RouteProgress /><Outlet /></>, children: [{ path: '/', element: <p>Start</p> }, slow] }], route: '/' });
    await screen.findByText('Start');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => void router.navigate('/team'));
    expect(await screen.findByRole('progressbar', { name: 'Opening the page' })).toBeInTheDocument();
    await act(async () => arrive({ element: <h1>Team</h1> }));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('one route table', () => {
  const routes = createRoutes(createAreas());
  const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  const pageRouteOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

  it.each(flatten(orderMenu).filter((item) => !item.children).map((item) => [item.label, item.path]))(
    'the order menu item %s opens a page the router declares',
    (_label, path) => {
      const route = pageRouteOf(`${paths.order('5c1e')}/${path}`);
      expect(route?.path).not.toBe('*');
      expect(route?.lazy).toBeDefined();
    },
  );

  it.each(mainMenu.map((item) => [item.label, item.path]))('the main menu item %s opens a page the router declares', (_label, path) => {
    expect(pageRouteOf(path)?.path).not.toBe('*');
  });

  it('says which item opens in a window by a property of the item, the Map at its fixed size', () => {
    expect(flatten(orderMenu).filter((item) => item.window)).toEqual([expect.objectContaining({ label: 'Map', window: { name: 'map', width: 800, height: 400 } })]);
  });

  it('sends /orders/{guid}/commitment to its Schedule A', async () => {
    const dependencies = fakeDependencies();
    dependencies.ordersApi.order = vi.fn(() => of({ result: { id: '5c1e', createdAt: '', updatedAt: '', baseOrderDetail: emptyOrderDetail() } }));
    const { router } = renderWithProviders(null, { routes: createRoutes, route: `${paths.order('5c1e')}/commitment`, preloadedState: signedIn, dependencies });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.scheduleA('5c1e')));
  });
});
