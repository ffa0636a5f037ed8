// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '../menu.ts';
import { SearchBox } from './search-box.tsx';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';

const items: MenuItem[] = [
  { label: 'Order Entry', path: 'file-setup/order-entry', icon: 'file', disabled: false },
  { label: 'Documents', path: 'file-setup/download', icon: 'download', disabled: false },
  { label: 'Commitment', path: 'commitment', disabled: false, children: [{ label: 'Schedule A', path: 'commitment/schedule-a', disabled: false }] },
  { label: 'Letters', path: 'letters', disabled: true },
  { label: 'Drafts', path: 'drafts' },
  { label: 'Map', path: 'https://maps.example/?q=1+Main', icon: 'map', disabled: false, window: { name: 'map', width: 800, height: 400 } },
];

function renderMenu(open = true) {
  const props = { onClose: vi.fn(), onNavigate: vi.fn(), onOpenWindow: vi.fn() };
  render(
    <SideMenu title="Order menu" items={items} basePath="/orders/5c1e" selectedPath="file-setup/download" open={open} {...props} />,
  );
  return props;
}

describe('SideMenu', () => {
  it('is hidden until opened', () => {
    renderMenu(false);
    expect(screen.queryByRole('navigation', { name: 'Order menu' })).not.toBeInTheDocument();
  });

  it('links enabled items relative to the route and marks the selected one', () => {
    renderMenu();
    const menu = screen.getByRole('navigation', { name: 'Order menu' });
    expect(within(menu).getByRole('link', { name: 'Order Entry' })).toHaveAttribute('href', '/orders/5c1e/file-setup/order-entry');
    expect(within(menu).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Schedule A' })).toBeInTheDocument();
  });

  it('does not make parents, disabled items or items without disabled:false navigable', () => {
    renderMenu();
    const menu = screen.getByRole('navigation', { name: 'Order menu' });
    expect(within(menu).queryByRole('link', { name: 'Commitment' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Letters' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Drafts' })).not.toBeInTheDocument();
    expect(within(menu).getByText('Letters').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('navigates on click, and opens an item that asks for a window (the Map) in one instead', async () => {
    const user = userEvent.setup();
    const { onNavigate, onOpenWindow } = renderMenu();
    await user.click(screen.getByRole('link', { name: 'Order Entry' }));
    expect(onNavigate).toHaveBeenCalledWith(items[0], '/orders/5c1e/file-setup/order-entry');
    await user.click(screen.getByRole('link', { name: 'Map' }));
    expect(onOpenWindow).toHaveBeenCalledWith(items[5], 'https://maps.example/?q=1+Main');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and with its close button, and focuses its first control when opened', async () => {
    const user = userEvent.setup();
    const { onClose } = renderMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('TabBar', () => {
  const tabs = [
    { id: 'a1', label: 'DTE-2026-00001', path: '/orders/a1/file-setup/order-entry' },
    { id: 'b2', label: 'DTE-2026-00002 with a very long label that is cut', path: '/orders/b2/file-setup/order-entry' },
  ];

  it('renders nothing without tabs', () => {
    const { container } = render(<TabBar tabs={[]} activeId={null} onActivate={vi.fn()} onClose={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('activates an inactive tab and announces it; the active tab does nothing', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<TabBar tabs={tabs} activeId="a1" onActivate={onActivate} onClose={vi.fn()} />);
    const bar = screen.getByRole('navigation', { name: 'Open orders' });
    expect(within(bar).getByRole('link', { name: 'DTE-2026-00001' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(bar).getByRole('link', { name: 'DTE-2026-00001' }));
    expect(onActivate).not.toHaveBeenCalled();
    await user.click(within(bar).getByRole('link', { name: /DTE-2026-00002/ }));
    expect(onActivate).toHaveBeenCalledWith('b2');
    expect(screen.getByText('Switched to DTE-2026-00002 with a very long label that is cut')).toBeInTheDocument();
  });

  it("announces the tab's id from its close control", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<TabBar tabs={tabs} activeId="a1" onActivate={vi.fn()} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close DTE-2026-00002 with a very long label that is cut' }));
    expect(onClose).toHaveBeenCalledWith('b2');
  });

  it('puts the keyboard on the next tab once a closed tab is gone, or on the page heading after the last', async () => {
    const user = userEvent.setup();
    const three = [...tabs, { id: 'c3', label: 'DTE-2026-00003', path: '/orders/c3/file-setup/order-entry' }];
    const { rerender } = render(
      <>
        <TabBar tabs={three} activeId="a1" onActivate={vi.fn()} onClose={vi.fn()} />
        <main id="main">
          <h1>File DTE-2026-00001</h1>
        </main>
      </>,
    );
    const closeSecond = screen.getByRole('button', { name: /^Close DTE-2026-00002/ });
    closeSecond.focus();
    await user.keyboard('{Enter}');
    const withoutSecond = three.filter((tab) => tab.id !== 'b2');
    rerender(
      <>
        <TabBar tabs={withoutSecond} activeId="a1" onActivate={vi.fn()} onClose={vi.fn()} />
        <main id="main">
          <h1>File DTE-2026-00001</h1>
        </main>
      </>,
    );
    expect(screen.getByRole('link', { name: 'DTE-2026-00003' })).toHaveFocus();
    screen.getByRole('button', { name: 'Close DTE-2026-00003' }).focus();
    await user.keyboard('{Enter}');
    rerender(
      <>
        <TabBar tabs={[]} activeId={null} onActivate={vi.fn()} onClose={vi.fn()} />
        <main id="main">
          <h1>Files</h1>
        </main>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Files' })).toHaveFocus();
  });

  it('keeps the whole label available as a title while the text is cut visually', () => {
    render(<TabBar tabs={tabs} activeId="a1" onActivate={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('link', { name: /very long label/ })).toHaveAttribute('title', tabs[1]?.label);
  });
});

describe('SearchBox', () => {
  it("defaults its placeholder to 'Search' and takes another one", () => {
    const { rerender } = render(<SearchBox initialText="" onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search files' })).toHaveAttribute('placeholder', 'Search');
    rerender(<SearchBox initialText="" onChange={vi.fn()} placeholder="Find a file" />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Find a file');
  });

  it('reports every change', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<SearchBox initialText="" onChange={(value) => changes.push(value)} />);
    await user.type(screen.getByRole('searchbox'), 'Oak');
    expect(changes).toEqual(['O', 'Oa', 'Oak']);
  });

  it('keeps what was typed when its parent renders again with an older text', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SearchBox initialText="" onChange={vi.fn()} />);
    await user.type(screen.getByRole('searchbox'), 'Oak');
    rerender(<SearchBox initialText="O" onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('Oak');
  });
});
