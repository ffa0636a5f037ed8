import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { fakeDependencies } from '../test/fakes.ts';
import { dashboardRefreshEpic } from './dashboard-epics.ts';
import { dashboardPageLeft, dashboardPageOpened, dashboardRequested } from './dashboard-slice.ts';

const opened = dashboardPageOpened();
const left = dashboardPageLeft();
const requested = { r: dashboardRequested() };

function virtual(body: (helpers: Parameters<Parameters<TestScheduler['run']>[0]>[0]) => void) {
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(body);
}

function refresh(action$: Observable<Action>, wake$: Observable<unknown>) {
  return dashboardRefreshEpic(action$, new StateObservable(new Subject(), undefined), fakeDependencies({ wake$ }));
}

describe('dashboardRefreshEpic', () => {
  it('requests the figures on opening, every minute and when the window comes back, until the page is left', () => {
    virtual(({ hot, expectObservable }) => {
      const action$ = hot<Action>('o 149999ms l', { o: opened, l: left });
      const wake$ = hot('30s w 199999ms w');
      // At 0, the wake at 30 s, the minutes at 60 s and 120 s; nothing after leaving at 150 s.
      expectObservable(refresh(action$, wake$)).toBe('r 29999ms r 29999ms r 59999ms r', requested);
    });
  });

  it('refreshes once for a window that says it is back several times at once', () => {
    virtual(({ hot, expectObservable }) => {
      const action$ = hot<Action>('o 49999ms l', { o: opened, l: left });
      const wake$ = hot('10s v 4ms w 4ms x', { v: 'visible', w: 'focus', x: 'online' });
      expectObservable(refresh(action$, wake$)).toBe('r 9999ms r', requested);
    });
  });

  it('starts afresh when the dashboard is opened again', () => {
    virtual(({ hot, expectObservable }) => {
      const action$ = hot<Action>('o 9999ms l 89999ms o 89999ms l', { o: opened, l: left });
      // Open at 0 and leave at 10 s; open again at 100 s: at once, then a minute later (160 s).
      expectObservable(refresh(action$, hot(''))).toBe('r 99999ms r 59999ms r', requested);
    });
  });
});
