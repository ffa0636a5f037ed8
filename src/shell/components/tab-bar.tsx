import { useEffect, useRef, useState } from 'react';
import { focusMainHeading } from './focus-main-heading.ts';
import { Icon } from '../../ui/icon.tsx';
import type { OrderTab } from '../shell-slice.ts';

interface TabBarProps {
  tabs: readonly OrderTab[];
  activeId: string | null;
  onActivate: (id: string) => void;
  onClose: (id: string) => void;
  /** While a modal panel (the side menu) is open over it. */
  inert?: boolean;
}

/**
 * Open orders as tabs. Clicking an inactive tab activates it and announces the change; clicking
 * the active one does nothing; each close control announces its tab's id.
 */
export function TabBar({ tabs, activeId, onActivate, onClose, inert = false }: TabBarProps) {
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // The tab whose × was pressed: once it is gone, the keyboard goes on from its neighbour rather
  // than from the top of the page (a close the agent cancels leaves the tab, and focus, in place).
  const closing = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const closed = closing.current;
    if (!closed || tabs.some((tab) => tab.id === closed.id)) return;
    closing.current = null;
    const links = list.current?.querySelectorAll<HTMLElement>('.tab-bar__link') ?? [];
    const neighbour = links[Math.min(closed.index, links.length - 1)];
    if (neighbour) neighbour.focus();
    else focusMainHeading();
  }, [tabs]);
  // On a phone the tabs scroll sideways: the file being worked on is kept in sight, scrolling the
  // strip only (scrollIntoView would move the page too).
  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('.tab-bar__tab--active');
    if (!strip || !active) return;
    const left = active.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (left + active.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = left + active.offsetWidth - strip.clientWidth;
  }, [activeId, tabs.length]);
  if (tabs.length === 0) return null;
  return (
    <nav className="tab-bar" aria-label="Open orders" inert={inert}>
      <ul className="tab-bar__list" ref={list}>
        {tabs.map((tab, index) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id} className={`tab-bar__tab${active ? ' tab-bar__tab--active' : ''}`}>
              <a
                href={tab.path}
                className="tab-bar__link"
                aria-current={active ? 'page' : undefined}
                title={tab.label}
                onClick={(event) => {
                  event.preventDefault();
                  if (active) return;
                  setAnnouncement(`Switched to ${tab.label}`);
                  onActivate(tab.id);
                }}
              >
                <span className="tab-bar__label">{tab.label}</span>
              </a>
              <button
                type="button"
                className="tab-bar__close"
                aria-label={`Close ${tab.label}`}
                onClick={() => {
                  setAnnouncement(`Closed ${tab.label}`);
                  closing.current = { id: tab.id, index };
                  onClose(tab.id);
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </nav>
  );
}
