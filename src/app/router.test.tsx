// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { initialAuthState } from '../auth/auth-slice';
import { danaInfo, makeToken } from '../test/fakes';
import { renderWithProviders } from '../test/render';
import { RouteError as RouteErrorForTest } from './route-error';
import { createRoutes } from './router';

const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, token: makeToken(), userInfo: danaInfo } };

describe('routes and guards (spec section 2)', () => {
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
});
