import { useState } from 'react';
import { Icon } from '../../ui/icon';
import type { OrderTab } from '../shell-slice';

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
  if (tabs.length === 0) return null;
  return (
    <nav className="tab-bar" aria-label="Open orders" inert={inert}>
      <ul className="tab-bar__list">
        {tabs.map((tab) => {
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
