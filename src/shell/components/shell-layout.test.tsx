// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { vi } from 'vitest';
import { createRoutes } from '../../app/router.tsx';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { initialShellState } from '../shell-slice.ts';
import { danaInfo, fakeDependencies, makeToken, NOW } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';

const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, token: makeToken({}, NOW + 3600_000), userInfo: danaInfo } };

/** The signed-in app on the file list, the shell around it. */
async function openShell() {
  const dependencies = fakeDependencies({ clock: { now: () => Date.now() } });
  vi.mocked(dependencies.navigation.currentPath).mockReturnValue('/orders');
  vi.mocked(dependencies.ordersApi.files).mockReturnValue(of({ result: { files: [], total: 0 } }));
  renderWithProviders(null, { routes: createRoutes, route: '/orders', preloadedState: signedIn, dependencies });
  await screen.findByRole('heading', { name: 'Order tracking' });
  return userEvent.setup();
}

describe('the side menu drawer', () => {
  it('keeps the page behind it out of reach while open, and gives focus back to Menu when Escape closes it', async () => {
    const user = await openShell();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = document.getElementById('side-menu') as HTMLElement;
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    expect(menuButton.closest('header')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeVisible());
    expect(document.activeElement).toBe(menuButton);
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('gives focus back to Menu when closed with its own close button', async () => {
    const user = await openShell();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.activeElement).toBe(menuButton);
  });
});

describe('the open files’ tabs away from the files', () => {
  const tab = { id: 'a1', label: 'DTE-2026-00001', path: '/orders/a1/file-setup/order-entry' };

  it('leave no tab active on the file list, lead back to their file, and close without leaving the list', async () => {
    const dependencies = fakeDependencies({ clock: { now: () => Date.now() } });
    vi.mocked(dependencies.navigation.currentPath).mockReturnValue('/orders');
    vi.mocked(dependencies.ordersApi.files).mockReturnValue(of({ result: { files: [], total: 0 } }));
    // Restored as the last session left them: the file's tab was the active one.
    const preloadedState = { ...signedIn, shell: { ...initialShellState, tabs: [tab, { ...tab, id: 'b2', label: 'DTE-2026-00002', path: '/orders/b2/file-setup/order-entry' }], activeTabId: 'a1' } };
    const { store } = renderWithProviders(null, { routes: createRoutes, route: '/orders', preloadedState, dependencies });
    await screen.findByRole('heading', { name: 'Order tracking' });
    const user = userEvent.setup();
    const tabs = screen.getByRole('navigation', { name: 'Open orders' });

    await waitFor(() => expect(store.getState().shell.activeTabId).toBeNull());
    expect(within(tabs).getByRole('link', { name: 'DTE-2026-00001' })).not.toHaveAttribute('aria-current');

    await user.click(within(tabs).getByRole('button', { name: 'Close DTE-2026-00002' }));
    expect(within(tabs).queryByRole('link', { name: 'DTE-2026-00002' })).toBeNull();
    expect(dependencies.navigation.navigate).not.toHaveBeenCalled();

    await user.click(within(tabs).getByRole('link', { name: 'DTE-2026-00001' }));
    expect(dependencies.navigation.navigate).toHaveBeenCalledWith(tab.path);
  });
});
