import { useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { paths } from '../../config/paths.ts';
import { Icon } from '../../ui/icon.tsx';
import { Logo } from '../../ui/logo.tsx';
import { mainMenu, selectedPathFor, windowFeatures, type MenuItem } from '../menu.ts';
import {
  menuClosed,
  menuToggled,
  searchSubmitted,
  searchTextChanged,
  selectShell,
  tabActivated,
  tabCloseRequested,
  tabShown,
  windowOpenRequested,
} from '../shell-slice.ts';
import { IdleWarning, logoutRequested } from '../../session/index.ts';
import { unsavedWork } from '../../lib/leave-guard.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { SignOutConfirm } from './sign-out-confirm.tsx';
import { SearchBox } from './search-box.tsx';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { useFocusAfterNavigation } from './use-focus-after-navigation.ts';

/** What a route can ask of the shell through its `handle`. */
export interface ShellHandle {
  /** 'logo-only' reduces the header to the logo (print and preview pages). */
  header?: 'full' | 'logo-only';
  /** An area's own menu, relative to `menuBase`. */
  menu?: { title: string; items: MenuItem[] };
  menuBase?: (params: Record<string, string | undefined>) => string;
}

function useShellHandle(): { handle: ShellHandle; params: Record<string, string | undefined> } {
  const matches = useMatches();
  const handle: ShellHandle = {};
  let params: Record<string, string | undefined> = {};
  for (const match of matches) {
    Object.assign(handle, (match.handle ?? {}) as ShellHandle);
    params = match.params;
  }
  return { handle, params };
}

/** The common shell (docs/behaviour.md#the-shell): header, side menu, tab bar of open orders, routed content. */
export function ShellLayout() {
  const dispatch = useAppDispatch();
  const [unsavedAtSignOut, setUnsavedAtSignOut] = useState<string[] | null>(null);
  const logout = () => {
    const unsaved = unsavedWork();
    if (unsaved.length > 0) setUnsavedAtSignOut(unsaved);
    else dispatch(logoutRequested());
  };
  const stayAfterAll = useCallback(() => setUnsavedAtSignOut(null), []);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const user = useAppSelector(selectUserInfo);
  const { menuOpen, tabs, activeTabId, searchText } = useAppSelector(selectShell);
  const { handle, params } = useShellHandle();

  const logoOnly = handle.header === 'logo-only';
  // A page opened from a document preview shows no profile area (docs/behaviour.md#the-shell).
  const fromPreview = searchParams.get('from') === 'preview';
  const menuItems = handle.menu?.items ?? mainMenu;
  const menuBase = handle.menuBase?.(params) ?? '/';
  const selectedPath = selectedPathFor(`${location.pathname}${location.search}`, menuItems);
  const closeMenu = useCallback(() => dispatch(menuClosed()), [dispatch]);
  useFocusAfterNavigation();
  // The tab of the file on screen, if any: away from a file (the dashboard, Team) no tab is active,
  // and each one leads back to its file.
  const shownTabId = tabs.find((tab) => isInFile(location.pathname, tab.id))?.id ?? null;
  useEffect(() => {
    if (shownTabId !== activeTabId) dispatch(tabShown(shownTabId));
  }, [shownTabId, activeTabId, dispatch]);

  return (
    <div className="shell">
      {/* The open drawer is modal: what is behind its backdrop cannot be tabbed to or clicked. */}
      <header className="shell__header" inert={menuOpen}>
        {!logoOnly && (
          <button
            type="button"
            className="icon-button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => dispatch(menuToggled())}
          >
            <Icon name="menu" />
          </button>
        )}
        {/* Named in words: on a phone the word mark is hidden and only the icon shows. */}
        <Link to={paths.dashboard} className="shell__home" aria-label="TitleTrack, dashboard">
          <Logo />
        </Link>
        {!logoOnly && (
          <>
            <SearchBox
              initialText={searchText}
              onChange={(text) => dispatch(searchTextChanged(text))}
              onSubmit={(text) => dispatch(searchSubmitted(text))}
              placeholder="Search files"
            />
            {user && <p className="shell__tenant">{user.TenantName}</p>}
            {user && !fromPreview && <ProfileMenu user={user} onLogout={logout} />}
            {unsavedAtSignOut && (
              <SignOutConfirm unsaved={unsavedAtSignOut} onSignOut={() => dispatch(logoutRequested())} onStay={stayAfterAll} />
            )}
          </>
        )}
      </header>
      {!logoOnly && (
        <TabBar inert={menuOpen} tabs={tabs} activeId={shownTabId} onActivate={(id) => dispatch(tabActivated(id))} onClose={(id) => dispatch(tabCloseRequested(id))} />
      )}
      {!logoOnly && (
        <SideMenu
          title={handle.menu?.title ?? 'Main menu'}
          items={menuItems}
          basePath={menuBase}
          selectedPath={selectedPath}
          open={menuOpen}
          onClose={closeMenu}
          onNavigate={(_item, to) => {
            closeMenu();
            navigate(to);
          }}
          onOpenWindow={(item, url) => {
            closeMenu();
            if (item.window) dispatch(windowOpenRequested({ url, name: item.window.name, features: windowFeatures(item.window) }));
          }}
        />
      )}
      <main className="shell__main" id="main" inert={menuOpen}>
        <Outlet />
      </main>
      <IdleWarning />
    </div>
  );
}

/** Whether this address is one of the file's pages. */
function isInFile(pathname: string, orderGuid: string): boolean {
  const base = paths.order(orderGuid);
  return pathname === base || pathname.startsWith(`${base}/`);
}
