import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { lastValueFrom, of, Subject, toArray, type Observable } from 'rxjs';
import { share, tap } from 'rxjs/operators';
import { TestScheduler } from 'rxjs/testing';
import { appStarted } from '../auth/auth-slice.ts';
import { fakeDependencies, memorySessionStore } from '../test/fakes.ts';
import { searchEpic, tabCloseEpic, tabPersistenceEpic, tabRestoreEpic, TABS_KEY, windowEpic } from './shell-epics.ts';
import {
  initialShellState,
  menuClosed,
  menuOpened,
  menuToggled,
  searchApplied,
  searchSubmitted,
  searchTextChanged,
  shellSlice,
  tabActivated,
  tabClosed,
  tabCloseRequested,
  tabOpened,
  tabsRestored,
  windowOpenRequested,
  type ShellState,
} from './shell-slice.ts';

const reduce = (actions: Action[], state = initialShellState) => actions.reduce(shellSlice.reducer, state);
const tab = (id: string) => ({ id, label: `F-${id}`, path: `/orders/${id}/file-setup/order-entry` });

describe('shell state (docs/behaviour.md#the-shell)', () => {
  it('starts with the menu hidden and supports toggle, open and close', () => {
    expect(initialShellState.menuOpen).toBe(false);
    expect(reduce([menuToggled()]).menuOpen).toBe(true);
    expect(reduce([menuToggled(), menuToggled()]).menuOpen).toBe(false);
    expect(reduce([menuOpened(), menuOpened()]).menuOpen).toBe(true);
    expect(reduce([menuOpened(), menuClosed()]).menuOpen).toBe(false);
  });

  it('opens a tab once and makes it active; activating changes activeId', () => {
    const state = reduce([tabOpened(tab('a')), tabOpened(tab('b')), tabOpened(tab('a'))]);
    expect(state.tabs.map((t) => t.id)).toEqual(['a', 'b']);
    expect(state.activeTabId).toBe('a');
    expect(reduce([tabActivated('b')], state).activeTabId).toBe('b');
    expect(reduce([tabActivated('nope')], state).activeTabId).toBe('a');
  });

  it('closing the active tab activates the right neighbour, else the left, else none', () => {
    const three = reduce([tabOpened(tab('a')), tabOpened(tab('b')), tabOpened(tab('c')), tabActivated('b')]);
    expect(reduce([tabClosed('b')], three).activeTabId).toBe('c');
    expect(reduce([tabActivated('c'), tabClosed('c')], three).activeTabId).toBe('b');
    expect(reduce([tabClosed('a')], three).activeTabId).toBe('b');
    expect(reduce([tabClosed('a'), tabClosed('b'), tabClosed('c')], three)).toMatchObject({ tabs: [], activeTabId: null });
  });
});

describe('searchEpic (docs/behaviour.md#search: 200 ms debounce, only changed text)', () => {
  it('emits the last text 200 ms after typing stops, and not the same text twice', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ hot, expectObservable }) => {
      const action$ = hot('a 50ms b 50ms c 300ms d 300ms e', {
        a: searchTextChanged('D'),
        b: searchTextChanged('DT'),
        c: searchTextChanged('DTE'),
        d: searchTextChanged('DTE '),
        e: searchTextChanged('Oak'),
      });
      // c at 102 ms → applied at 302 ms; d trims to the same text and is dropped; e at 704 ms → 904 ms.
      expectObservable(searchWithState(action$)).toBe('302ms x 601ms y', {
        x: searchApplied('DTE'),
        y: searchApplied('Oak'),
      });
    });
  });

  it('Enter searches at once and drops the keystroke still waiting', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ hot, expectObservable }) => {
      const action$ = hot('a 50ms b 500ms c', {
        a: searchTextChanged('Oak'),
        b: searchSubmitted('Oak'),
        c: searchTextChanged('Oak'),
      });
      // Enter ran "Oak" already, so neither the waiting keystroke nor retyping the same text runs it again.
      expectObservable(searchWithState(action$)).toBe('');
    });
  });

  it('Enter re-runs the same search, and the list follows the run counter in state', () => {
    const once = reduce([searchApplied('Oak')]);
    const again = reduce([searchSubmitted(' Oak ')], once);
    expect(again.searchQuery).toBe('Oak');
    expect(again.searchRun).toBe(once.searchRun + 1);
  });
});

/** The search epic with a state that follows what it emits, as the store does. */
function searchWithState(action$: Observable<Action>) {
  const subject = new Subject<{ shell: ShellState }>();
  const state$ = new StateObservable(subject, { shell: initialShellState });
  const reduceInto = tap((action: Action) => subject.next({ shell: shellSlice.reducer(state$.value.shell, action) }));
  return searchEpic(action$.pipe(reduceInto, share()), state$, fakeDependencies()).pipe(reduceInto);
}

describe('tab epics', () => {
  const withTabs = (activeTabId: string) => {
    const shell = { ...reduce([tabOpened(tab('a')), tabOpened(tab('b'))]), activeTabId };
    const subject = new Subject<{ shell: ShellState }>();
    const state$ = new StateObservable(subject, { shell });
    return { state$, subject };
  };

  it('closing the active tab opens the neighbour that becomes active', async () => {
    const dependencies = fakeDependencies();
    const { state$, subject } = withTabs('a');
    const output: Action[] = [];
    tabCloseEpic(of(tabCloseRequested('a')), state$, dependencies).subscribe((action) => {
      output.push(action);
      subject.next({ shell: shellSlice.reducer(state$.value.shell, action) });
    });
    expect(output).toEqual([tabClosed('a')]);
    expect(dependencies.navigation.navigate).toHaveBeenCalledWith('/orders/b/file-setup/order-entry');
  });

  it('closing the last tab leaves the order area; closing an inactive one stays put', async () => {
    const dependencies = fakeDependencies();
    const { state$, subject } = withTabs('a');
    const run = (id: string) =>
      tabCloseEpic(of(tabCloseRequested(id)), state$, dependencies).subscribe((action) => subject.next({ shell: shellSlice.reducer(state$.value.shell, action) }));
    run('b');
    expect(dependencies.navigation.navigate).not.toHaveBeenCalled();
    run('a');
    expect(dependencies.navigation.navigate).toHaveBeenCalledWith('/orders');
  });

  it('keeps the tabs in session storage and restores them at start-up', async () => {
    const session = memorySessionStore();
    const dependencies = fakeDependencies({ session });
    const { state$ } = withTabs('b');
    await lastValueFrom(tabPersistenceEpic(of(tabActivated('b')), state$, dependencies).pipe(toArray()));
    const restored = await lastValueFrom(tabRestoreEpic(of(appStarted()), state$, dependencies).pipe(toArray()));
    expect(restored).toEqual([tabsRestored({ tabs: [tab('a'), tab('b')], activeTabId: 'b' })]);
  });

  it('ignores unreadable saved tabs', async () => {
    const session = memorySessionStore();
    session.setSessionItem(TABS_KEY, '{"tabs": [{"id": 1}, "x"], "activeTabId": 5');
    const { state$ } = withTabs('a');
    expect(await lastValueFrom(tabRestoreEpic(of(appStarted()), state$, fakeDependencies({ session })).pipe(toArray()))).toEqual([]);
    session.setSessionItem(TABS_KEY, '{"tabs": [{"id": 1}, {"id":"a","label":"A","path":"/x"}]}');
    expect(await lastValueFrom(tabRestoreEpic(of(appStarted()), state$, fakeDependencies({ session })).pipe(toArray()))).toEqual([
      tabsRestored({ tabs: [{ id: 'a', label: 'A', path: '/x' }], activeTabId: null }),
    ]);
  });
});

describe('windowEpic', () => {
  it('opens the Map in an 800 by 400 window', async () => {
    const dependencies = fakeDependencies();
    const { state$ } = { state$: new StateObservable(new Subject<{ shell: ShellState }>(), { shell: initialShellState }) };
    await lastValueFrom(windowEpic(of(windowOpenRequested({ url: '/map', name: 'map', features: 'width=800,height=400' })), state$, dependencies).pipe(toArray()));
    expect(dependencies.browser.openWindow).toHaveBeenCalledWith('/map', 'map', 'width=800,height=400');
  });
});
