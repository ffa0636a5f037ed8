import type { UnknownAction } from '@reduxjs/toolkit';
import type { HistoryFilters, HistoryPage } from './activity-api.ts';
import {
  fileHistorySlice,
  historyExported,
  historyExportFailed,
  historyExportRequested,
  historyFiltersChanged,
  historyMoreRequested,
  historyOpened,
  historyPageFailed,
  historyPageLoaded,
  historyPrintReady,
  historyPrintRequested,
  selectFileHistory,
  type FileHistoryState,
} from './history-slice.ts';
import { liveChangeReceived } from './live-slice.ts';
import { testEntry } from './test-entry.ts';

const NO_FILTERS: HistoryFilters = { person: null, section: null };
const RILEY_ONLY: HistoryFilters = { person: 'u-riley', section: null };
const riley = { userId: 'u-riley', name: 'Riley Chen' };

const page = (ns: number[], total = ns.length, people = [riley]): HistoryPage => ({ entries: ns.map((n) => testEntry(n)), total, people });
const loaded = (start: number, ns: number[], total?: number, filters = NO_FILTERS, orderGuid = 'order-1') => historyPageLoaded({ orderGuid, filters, start, page: page(ns, total) });
const after = (...actions: UnknownAction[]): FileHistoryState => selectFileHistory({ fileHistory: actions.reduce(fileHistorySlice.reducer, fileHistorySlice.getInitialState()) });
const ns = (state: FileHistoryState) => state.entries.map((entry) => entry.n);

describe("opening a file's history", () => {
  it('starts loading the file, from nothing', () => {
    expect(after(historyOpened('order-1'))).toMatchObject({ orderGuid: 'order-1', status: 'loading', entries: [], total: 0, filters: NO_FILTERS });
  });

  it('keeps what it has when the same file is opened again, but starts afresh for another, or after a failure', () => {
    const shown = [historyOpened('order-1'), loaded(0, [3, 2, 1])];
    expect(after(...shown, historyOpened('order-1'))).toMatchObject({ status: 'loaded', total: 3 });
    expect(after(...shown, historyOpened('order-2'))).toMatchObject({ orderGuid: 'order-2', status: 'loading', entries: [] });
    const failed = [historyOpened('order-1'), historyPageFailed({ orderGuid: 'order-1', message: 'The history could not be loaded.' })];
    expect(after(...failed, historyOpened('order-1'))).toMatchObject({ status: 'loading', error: null });
  });

  it('keeps a page for the file and filters on screen, and ignores one for another file or older filters', () => {
    const state = after(historyOpened('order-1'), loaded(0, [3, 2], 5));
    expect(state).toMatchObject({ status: 'loaded', total: 5, people: [riley], loadingMore: false, error: null });
    expect(ns(state)).toEqual([3, 2]);
    expect(after(historyOpened('order-1'), loaded(0, [9], 9, NO_FILTERS, 'order-2')).status).toBe('loading');
    expect(after(historyOpened('order-1'), historyFiltersChanged(RILEY_ONLY), loaded(0, [9], 9, NO_FILTERS)).entries).toEqual([]);
  });
});

describe('older entries', () => {
  it('asks for more only while some are left', () => {
    expect(after(historyOpened('order-1'), loaded(0, [5, 4], 5), historyMoreRequested()).loadingMore).toBe(true);
    expect(after(historyOpened('order-1'), loaded(0, [2, 1], 2), historyMoreRequested()).loadingMore).toBe(false);
  });

  it('appends an older page, leaving out entries already shown (a live change moved the window)', () => {
    const state = after(historyOpened('order-1'), loaded(0, [5, 4], 5), historyMoreRequested(), loaded(2, [4, 3, 2], 5));
    expect(ns(state)).toEqual([5, 4, 3, 2]);
    expect(state.loadingMore).toBe(false);
  });

  it('replaces everything with a first page', () => {
    expect(ns(after(historyOpened('order-1'), loaded(0, [5, 4], 5), loaded(0, [7, 6], 7)))).toEqual([7, 6]);
  });

  it('keeps the entries shown when an older page fails, and says why', () => {
    const state = after(historyOpened('order-1'), loaded(0, [5, 4], 5), historyMoreRequested(), historyPageFailed({ orderGuid: 'order-1', message: 'Please try again.' }));
    expect(state).toMatchObject({ status: 'loaded', loadingMore: false, error: 'Please try again.' });
    expect(ns(state)).toEqual([5, 4]);
    expect(after(historyOpened('order-1'), historyPageFailed({ orderGuid: 'order-1', message: 'Gone.' }))).toMatchObject({ status: 'failed', error: 'Gone.' });
    expect(after(historyOpened('order-1'), historyPageFailed({ orderGuid: 'order-2', message: 'Gone.' }))).toMatchObject({ status: 'loading', error: null });
  });
});

describe('filters', () => {
  it('reload from nothing with the new filters', () => {
    const state = after(historyOpened('order-1'), loaded(0, [5, 4], 5), historyFiltersChanged(RILEY_ONLY));
    expect(state).toMatchObject({ status: 'loading', entries: [], filters: RILEY_ONLY, error: null });
    expect(ns(fileHistorySlice.reducer(state, loaded(0, [5], 1, RILEY_ONLY)))).toEqual([5]);
  });
});

describe('a live change', () => {
  const shown = [historyOpened('order-1'), loaded(0, [2, 1], 2)];

  it('goes on top of the file on screen, once', () => {
    const state = after(...shown, liveChangeReceived({ entry: testEntry(3), mine: false }), liveChangeReceived({ entry: testEntry(3), mine: false }));
    expect(ns(state)).toEqual([3, 2, 1]);
    expect(state.total).toBe(3);
  });

  it('is left out for another file, or before the history has loaded', () => {
    expect(after(...shown, liveChangeReceived({ entry: { ...testEntry(3), orderGuid: 'order-2' }, mine: false })).total).toBe(2);
    expect(after(historyOpened('order-1'), liveChangeReceived({ entry: testEntry(3), mine: false })).entries).toEqual([]);
  });

  it("adds its author to the people to filter by, in name order, even when the filters hide the change", () => {
    const filtered = [historyOpened('order-1'), historyFiltersChanged(RILEY_ONLY), loaded(0, [2, 1], 2, RILEY_ONLY)];
    const state = after(...filtered, liveChangeReceived({ entry: { ...testEntry(3, 'u-dana'), actor: { userId: 'u-dana', name: 'Avery Dana' } }, mine: true }));
    expect(state.people).toEqual([{ userId: 'u-dana', name: 'Avery Dana' }, riley]);
    expect(ns(state)).toEqual([2, 1]);
    expect(state.total).toBe(2);
  });
});

describe('export and print', () => {
  it('marks an export as running until it is saved, and keeps why it failed', () => {
    expect(after(historyExportRequested('DTE-1')).exporting).toBe(true);
    expect(after(historyExportRequested('DTE-1'), historyExported())).toMatchObject({ exporting: false, exportError: null });
    const failed = after(historyExportRequested('DTE-1'), historyExportFailed('The export could not be made.'));
    expect(failed).toMatchObject({ exporting: false, exportError: 'The export could not be made.' });
    expect(fileHistorySlice.reducer(failed, historyExportRequested('DTE-1')).exportError).toBeNull();
  });

  it('marks a print as being prepared until it is ready, or a page fails', () => {
    expect(after(historyPrintRequested()).preparingPrint).toBe(true);
    expect(after(historyPrintRequested(), historyPrintReady()).preparingPrint).toBe(false);
    expect(after(historyOpened('order-1'), historyPrintRequested(), historyPageFailed({ orderGuid: 'order-1', message: 'x' })).preparingPrint).toBe(false);
  });
});
