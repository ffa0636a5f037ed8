// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { danaInfo } from '../../test/fakes.ts';
import { ProfileMenu } from './profile-menu.tsx';

const inRouter = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('ProfileMenu', () => {
  it('toggles the full name and Logout with the initials', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    inRouter(<ProfileMenu user={danaInfo} onLogout={onLogout} />);
    const toggle = screen.getByRole('button', { name: 'DA, account menu for Dana Agent' });
    expect(toggle).toHaveTextContent('DA');
    expect(screen.queryByText('Dana Agent')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dana Agent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    // The menu closes, so a question asked before signing out is not covered by it.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape and returns focus to the initials', async () => {
    const user = userEvent.setup();
    inRouter(<ProfileMenu user={danaInfo} onLogout={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: /account menu/i });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('is a disclosure that closes when Tab leaves it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ProfileMenu user={{ ...danaInfo, role: 'admin' }} onLogout={vi.fn()} />
        <button type="button">After the menu</button>
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: /account menu/i });
    expect(toggle).not.toHaveAttribute('aria-haspopup');
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Checklist templates' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers My account to everyone, and Team and Checklist templates only to an agency admin', async () => {
    const user = userEvent.setup();
    const { unmount } = inRouter(<ProfileMenu user={{ ...danaInfo, role: 'agent' }} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checklist templates' })).toBeNull();
    unmount();
    inRouter(<ProfileMenu user={{ ...danaInfo, role: 'admin' }} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'Checklist templates' })).toHaveAttribute('href', '/checklist-templates');
  });
});
