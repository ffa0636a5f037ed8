import { useEffect, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { isNavigable, isSelected, resolveMenuPath, type MenuItem } from '../menu.ts';

interface SideMenuProps {
  title: string;
  items: readonly MenuItem[];
  /** The route the item paths are relative to. */
  basePath: string;
  selectedPath: string;
  open: boolean;
  onClose: () => void;
  onNavigate: (item: MenuItem, to: string) => void;
  onOpenWindow: (item: MenuItem, url: string) => void;
}

/**
 * The side menu as a drawer (it starts hidden). Clicking an enabled item closes the menu, selects
 * it and navigates relative to the route; the item labelled Map opens a window instead.
 *
 * While it is open the rest of the shell is inert (ShellLayout), so Tab stays in the drawer as in
 * any modal panel; closing it returns focus to where it was.
 */
export function SideMenu({ title, items, basePath, selectedPath, open, onClose, onNavigate, onOpenWindow }: SideMenuProps) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    // Where the agent was when the menu opened (the Menu button, as a rule): focus goes back there
    // when it closes, instead of falling to the top of the page with the hidden panel.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const drawer = panel.current;
    drawer?.querySelector<HTMLElement>('a, button')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      // An Escape a panel inside the drawer has used (a calendar closing) leaves the drawer open.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || (drawer?.contains(focus) ?? false);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  function renderItem(item: MenuItem) {
    const to = resolveMenuPath(basePath, item.path);
    const selected = isSelected(item, selectedPath);
    const content = (
      <>
        {item.icon && <Icon name={item.icon} />}
        <span>{item.label}</span>
      </>
    );
    if (item.children && item.children.length > 0) {
      return (
        <li key={item.label} className="side-menu__group">
          <span className="side-menu__group-label">{content}</span>
          <ul className="side-menu__list">{item.children.map(renderItem)}</ul>
        </li>
      );
    }
    if (!isNavigable(item)) {
      return (
        <li key={item.label}>
          <span className="side-menu__item side-menu__item--disabled" aria-disabled="true">
            {content}
          </span>
        </li>
      );
    }
    return (
      <li key={item.label}>
        <a
          href={to}
          className={`side-menu__item${selected ? ' side-menu__item--selected' : ''}`}
          aria-current={selected ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (item.window) onOpenWindow(item, to);
            else onNavigate(item, to);
          }}
        >
          {content}
        </a>
      </li>
    );
  }

  return (
    <>
      <div className={`side-menu__backdrop${open ? ' side-menu__backdrop--open' : ''}`} onClick={onClose} aria-hidden="true" />
      <nav ref={panel} id="side-menu" className={`side-menu${open ? ' side-menu--open' : ''}`} aria-label={title} hidden={!open}>
        <div className="side-menu__header">
          <span className="side-menu__title">{title}</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <ul className="side-menu__list">{items.map(renderItem)}</ul>
      </nav>
    </>
  );
}
