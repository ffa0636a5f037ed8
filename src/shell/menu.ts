import { orderPages, paths } from '../config/paths.ts';
import type { IconName } from '../ui/icon.tsx';

/** A side-menu entry (docs/behaviour.md#the-shell): label, path, optional icon, disabled flag, optional children. */
export interface MenuItem {
  label: string;
  path: string;
  icon?: IconName;
  disabled?: boolean | null;
  children?: MenuItem[];
  /** Opens its path in a new browser window of this name and size instead of navigating (the Map). */
  window?: MenuWindow;
}

export interface MenuWindow {
  name: string;
  width: number;
  height: number;
}

/** The features string window.open takes for a menu item's window. */
export function windowFeatures(window: MenuWindow): string {
  return `width=${window.width},height=${window.height}`;
}

/** Only `disabled: false` enables an item, and a parent with children is never navigable itself. */
export function isNavigable(item: MenuItem): boolean {
  return item.disabled === false && !(item.children && item.children.length > 0);
}

export function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** docs/behaviour.md#the-shell: the fourth URL segment decides between order entry and documents. */
export function fallbackSelectedPath(url: string): string {
  const segments = withoutQuery(url).split('/');
  return segments[4] === orderPages.orderEntry.split('/').at(-1) ? orderPages.orderEntry : orderPages.documents;
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** The item path the current URL shows (query strings ignored), else the fallback (docs/behaviour.md#the-shell). */
export function selectedPathFor(url: string, items: readonly MenuItem[]): string {
  const current = withoutQuery(url).replace(/\/+$/, '');
  const match = flatten(items)
    .filter((item) => !/^[a-z]+:/i.test(item.path))
    .map((item) => withoutQuery(item.path).replace(/^\/+|\/+$/g, ''))
    .filter((path) => path !== '' && (current === `/${path}` || current.endsWith(`/${path}`)))
    .sort((a, b) => b.length - a.length)[0];
  return match ?? fallbackSelectedPath(url);
}

/** An item's path relative to the route the menu belongs to; absolute paths and URLs stay as they are. */
export function resolveMenuPath(basePath: string, path: string): string {
  if (/^[a-z]+:/i.test(path) || path.startsWith('/')) return path;
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

export function isSelected(item: MenuItem, selectedPath: string): boolean {
  return withoutQuery(item.path).replace(/^\/+|\/+$/g, '') === withoutQuery(selectedPath).replace(/^\/+|\/+$/g, '');
}

export const mainMenu: MenuItem[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: 'dashboard', disabled: false },
  { label: 'My work', path: paths.myWork, icon: 'checklist', disabled: false },
  { label: 'Order Tracking', path: paths.orders, icon: 'folder', disabled: false },
  { label: 'New Order', path: paths.newOrder, icon: 'plus', disabled: false },
];
