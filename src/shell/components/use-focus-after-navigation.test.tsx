// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useFocusAfterNavigation } from './use-focus-after-navigation.ts';

function Layout() {
  useFocusAfterNavigation();
  const [open, setOpen] = useState(true);
  return (
    <>
      <nav>
        {/* Like the profile menu's: the chosen link goes away as it navigates (the browser drops the
            focus of a hidden element as it does a removed one's; jsdom only of a removed one). */}
        {open && (
          <Link to="/team" onClick={() => setOpen(false)}>
            Team
          </Link>
        )}
        <Link to="/account">My account</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Dashboard</h1> },
          { path: '/team', element: <h1>Team</h1> },
          { path: '/account', element: <h1>My account</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('useFocusAfterNavigation', () => {
  it('leaves the first screen alone and puts lost focus on the next screen’s heading', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Team' })).toHaveFocus());
  });

  it('does not move focus that is still on the page', async () => {
    const user = userEvent.setup();
    renderApp();
    const account = screen.getByRole('link', { name: 'My account' });
    await user.click(account);
    await screen.findByRole('heading', { name: 'My account' });
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(account).toHaveFocus();
  });
});
