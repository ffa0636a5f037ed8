import { of } from 'rxjs';
import { vi } from 'vitest';
import { fakeDependencies } from '../test/fakes.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { activityArea } from './activity-area.ts';
import type { HistoryFilters } from './activity-api.ts';
import { testEntry } from './test-entry.ts';
import { historyExportRequested, historyFiltersChanged, historyMoreRequested, historyOpened, historyPrintRequested } from './history-slice.ts';
import { liveChangeReceived } from './live-slice.ts';

const entry = testEntry;

/** A file of `total` entries, newest first, answered a page at a time as the server does. */
function historyOf(total: number) {
  const dependencies = fakeDependencies();
  const all = Array.from({ length: total }, (_, index) => entry(total - index));
  vi.mocked(dependencies.activityApi.history).mockImplementation((_order: string, filters: HistoryFilters, start: number, end: number) => {
    const matching = all.filter((known) => filters.person === null || known.actor.userId === filters.person);
    return of({ result: { entries: matching.slice(start, end), total: matching.length, people: [{ userId: 'u-riley', name: 'Riley Chen' }] } });
  });
  const store = storeWithAreas(dependencies, [activityArea]);
  return { store, dependencies, state: () => store.getState().fileHistory };
}

describe("a file's history", () => {
  it('loads the newest page on opening, and older ones on request', () => {
    const { store, state } = historyOf(250);
    store.dispatch(historyOpened('order-1'));
    expect(state()).toMatchObject({ status: 'loaded', total: 250 });
    expect(state().entries.map((known) => known.n).slice(0, 2)).toEqual([250, 249]);
    store.dispatch(historyMoreRequested());
    expect(state().entries).toHaveLength(200);
    expect(state().loadingMore).toBe(false);
  });

  it('fetches every older entry before printing, so the printout has the whole history', () => {
    const { store, state, dependencies } = historyOf(1234);
    store.dispatch(historyOpened('order-1'));
    store.dispatch(historyPrintRequested());
    expect(state().entries).toHaveLength(1234);
    expect(new Set(state().entries.map((known) => known.id)).size).toBe(1234);
    expect(state().preparingPrint).toBe(false);
    expect(dependencies.browser.print).toHaveBeenCalledTimes(1);
  });

  it('reloads from the newest on a change of filter, and puts a matching live change on top', () => {
    const { store, state } = historyOf(30);
    store.dispatch(historyOpened('order-1'));
    store.dispatch(historyFiltersChanged({ person: 'u-riley', section: null }));
    expect(state()).toMatchObject({ status: 'loaded', total: 30, filters: { person: 'u-riley' } });
    store.dispatch(liveChangeReceived({ entry: entry(31, 'u-dana'), mine: true }));
    expect(state().total).toBe(30);
    store.dispatch(liveChangeReceived({ entry: entry(32), mine: false }));
    expect(state().entries[0]?.n).toBe(32);
    expect(state().total).toBe(31);
  });

  it("exports as a CSV named after the file's number", () => {
    const { store, dependencies } = historyOf(3);
    const csv = new Blob(['"When (UTC)"']);
    vi.mocked(dependencies.activityApi.historyCsv).mockReturnValue(of(csv));
    store.dispatch(historyOpened('order-1'));
    store.dispatch(historyExportRequested('DTE-2026/00042'));
    expect(dependencies.browser.saveFile).toHaveBeenCalledWith(csv, 'history-DTE-2026_00042.csv');
  });
});
