import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { of, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { vi } from 'vitest';
import { liveChangeReceived } from '../activity/index.ts';
import { testEntry } from '../activity/test-entry.ts';
import { fakeDependencies } from '../test/fakes.ts';
import { itemChangeEpic, LIVE_GATHER_MS, liveChecklistEpic } from './checklist-epics.ts';
import { checklistLoaded, checklistRequested, checklistSlice, itemChanged, itemChangeRequested, myWorkLoaded, type ChecklistState } from './checklist-slice.ts';
import { checklistItem } from './test-item.ts';

const reduce = (actions: Action[], state?: ChecklistState) => actions.reduce((current, action) => checklistSlice.reducer(current, action), state ?? checklistSlice.reducer(undefined, { type: 'init' }));
const stateOf = (checklist: ChecklistState) => new StateObservable(new Subject<{ checklist: ChecklistState }>(), { checklist });

describe('the checklist slice', () => {
  it("puts an item's new state everywhere it is shown, and recounts the file's milestones", () => {
    const item = checklistItem({ milestone: true });
    const loaded = reduce([
      checklistRequested({ orderGuid: 'order-1' }),
      checklistLoaded({ orderGuid: 'order-1', data: { items: [item, checklistItem({ id: 'task-2', milestone: true })], milestones: { done: 0, total: 2 }, people: [] } }),
      myWorkLoaded({ person: { id: 'u-dana', name: 'Dana Agent', email: 'd' }, today: '2026-11-28', counts: { overdue: 0, today: 1, thisWeek: 0, later: 0 }, total: 1, groups: { overdue: [], today: [item], thisWeek: [], later: [] }, people: [] }),
      itemChangeRequested({ item, patch: { status: 'done' } }),
    ]);
    expect(loaded.saving).toEqual({ 'task-1': true });
    const done = reduce([itemChanged({ ...item, status: 'done', version: 1 })], loaded);
    expect(done.saving).toEqual({});
    expect(done.file.data?.milestones).toEqual({ done: 1, total: 2 });
    expect(done.work.data?.groups.today[0]?.status).toBe('done');
  });

  it("drops an answer for another file than the one open (a late answer after moving on)", () => {
    const state = reduce([checklistRequested({ orderGuid: 'order-2' }), checklistLoaded({ orderGuid: 'order-1', data: { items: [checklistItem()], milestones: { done: 0, total: 0 }, people: [] } })]);
    expect(state.file).toMatchObject({ orderGuid: 'order-2', data: null, status: 'loading' });
  });
});

describe('the checklist epics', () => {
  it("sends one item's changes one after another: the second waits for the first's answer", () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ hot, cold, expectObservable }) => {
      const item = checklistItem({ version: 1 });
      const dependencies = fakeDependencies();
      const answers = [cold('--a|', { a: { result: { ...item, status: 'done' as const, version: 2 } } }), cold('--b|', { b: { result: { ...item, status: 'open' as const, version: 3 } } })];
      vi.mocked(dependencies.checklistApi.change).mockImplementation(() => answers.shift() ?? of());
      const state = { ...reduce([]), file: { orderGuid: 'order-1', data: { items: [item], milestones: { done: 0, total: 0 }, people: [] }, status: 'loaded' as const, error: null } };
      const action$ = hot<Action>('ab', { a: itemChangeRequested({ item, patch: { status: 'done' } }), b: itemChangeRequested({ item, patch: { status: 'open' } }) });
      expectObservable(itemChangeEpic(action$, stateOf(state), dependencies)).toBe('--x--y', {
        x: itemChanged({ ...item, status: 'done', version: 2 }),
        y: itemChanged({ ...item, status: 'open', version: 3 }),
      });
    });
  });

  it("fetches the open file's checklist once for a burst of its checklist entries, and ignores other files and sections", () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ hot, expectObservable }) => {
      const state = { ...reduce([]), file: { orderGuid: 'order-1', data: { items: [], milestones: { done: 0, total: 0 }, people: [] }, status: 'loaded' as const, error: null } };
      const entry = (section: 'checklist' | 'order', orderGuid = 'order-1') => liveChangeReceived({ entry: { ...testEntry(1), section, orderGuid }, mine: false });
      const action$ = hot<Action>('a-b-c 300ms d', { a: entry('checklist'), b: entry('checklist'), c: entry('order'), d: entry('checklist', 'order-9') });
      expectObservable(liveChecklistEpic(action$, stateOf(state), fakeDependencies())).toBe(`${LIVE_GATHER_MS + 2}ms r`, { r: checklistRequested({ orderGuid: 'order-1', quiet: true }) });
    });
  });
});
