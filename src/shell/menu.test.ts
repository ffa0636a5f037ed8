import { fallbackSelectedPath, isNavigable, resolveMenuPath, selectedPathFor, type MenuItem } from './menu.ts';

const orderMenu: MenuItem[] = [
  {
    label: 'File Setup',
    path: 'file-setup',
    disabled: false,
    children: [
      { label: 'Order Entry', path: 'file-setup/order-entry', disabled: false },
      { label: 'Documents', path: 'file-setup/download', disabled: false },
    ],
  },
  { label: 'Map', path: 'https://maps.example/?q=1', disabled: false },
];

describe('side menu rules (docs/behaviour.md#the-shell)', () => {
  it.each([
    [{ label: 'a', path: 'a', disabled: false }, true],
    [{ label: 'a', path: 'a', disabled: true }, false],
    [{ label: 'a', path: 'a' }, false],
    [{ label: 'a', path: 'a', disabled: null }, false],
    [{ label: 'a', path: 'a', disabled: false, children: [{ label: 'b', path: 'b', disabled: false }] }, false],
    [{ label: 'a', path: 'a', disabled: false, children: [] }, true],
  ] as [MenuItem, boolean][])('%j navigable: %s', (item, expected) => {
    expect(isNavigable(item)).toBe(expected);
  });

  it.each([
    ['/orders/5c1e/file-setup/order-entry', 'file-setup/order-entry'],
    ['/orders/5c1e/file-setup/order-entry?tab=2', 'file-setup/order-entry'],
    ['/orders/5c1e/file-setup/download', 'file-setup/download'],
    ['/orders/5c1e', 'file-setup/download'],
    ['/dashboard', 'file-setup/download'],
  ])('falls back on the fourth segment of %s', (url, expected) => {
    expect(fallbackSelectedPath(url)).toBe(expected);
  });

  it('selects the item the URL shows, ignoring the query string', () => {
    expect(selectedPathFor('/orders/5c1e/file-setup/download?from=preview', orderMenu)).toBe('file-setup/download');
    expect(selectedPathFor('/dashboard?x=1', [{ label: 'Dashboard', path: 'dashboard', disabled: false }])).toBe('dashboard');
  });

  it('resolves paths relative to the menu route', () => {
    expect(resolveMenuPath('/orders/5c1e', 'file-setup/download')).toBe('/orders/5c1e/file-setup/download');
    expect(resolveMenuPath('/', 'dashboard')).toBe('/dashboard');
    expect(resolveMenuPath('/orders/5c1e', '/orders')).toBe('/orders');
    expect(resolveMenuPath('/orders/5c1e', 'https://maps.example/?q=1')).toBe('https://maps.example/?q=1');
  });
});
