import { Subject, throwError, type Observable } from 'rxjs';
import { vi } from 'vitest';
import { HttpError } from '../lib/http/http-error.ts';
import type { StreamEvent } from '../lib/http/event-stream.ts';
import { fakeDependencies, makeToken, memorySessionStore } from '../test/fakes.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { activityArea } from './activity-area.ts';
import type { HistoryEntry } from './history-entry.ts';
import { testEntry } from './test-entry.ts';
import { presenceFocused, presenceJoined, presenceLeft } from './live-slice.ts';

const entry = (n: number, userId?: string): HistoryEntry => ({ ...testEntry(n, userId), fileNumber: 'DTE-1' });
const change = (n: number, userId?: string): StreamEvent => ({ id: String(n), event: 'change', data: JSON.stringify(entry(n, userId)) });

/** The activity area with a live feed whose streams the test drives, one Subject per connection. */
function live() {
  const streams: { lastEventId: string | null; events: Subject<StreamEvent> }[] = [];
  const pageHide$ = new Subject<void>();
  const dependencies = fakeDependencies({
    session: memorySessionStore(`${makeToken().split('.')[0]}.${Buffer.from(JSON.stringify({ sub: 'u-dana', sid: 's-1', TenantId: 1, TenantGuid: 'g', TenantName: 'Demo', FirstName: 'Dana', LastName: 'Agent' })).toString('base64url')}.sig`),
    pageHide$,
  });
  vi.mocked(dependencies.activityApi.events).mockImplementation((lastEventId): Observable<StreamEvent> => {
    const events = new Subject<StreamEvent>();
    streams.push({ lastEventId, events });
    return events;
  });
  const store = storeWithAreas(dependencies, [activityArea]);
  return { store, streams, dependencies, pageHide$, api: vi.mocked(dependencies.activityApi) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live feed', () => {
  it("connects while someone is signed in, passes changes on (marking the person's own), and keeps the newest for the dashboard", () => {
    const { store, streams } = live();
    expect(streams).toHaveLength(1);
    expect(store.getState().live).toMatchObject({ status: 'connecting', me: 'u-dana' });
    streams[0]?.events.next({ id: '0', event: 'ready', data: '{"head":0}' });
    expect(store.getState().live.status).toBe('live');
    streams[0]?.events.next(change(1));
    streams[0]?.events.next(change(2, 'u-dana'));
    expect(store.getState().live.recent.map((known) => known.id)).toEqual(['1.2', '1.1']);
  });

  it('reconnects after a drop with the last event id it saw, backing off, and clears who was where meanwhile', () => {
    const { store, streams } = live();
    streams[0]?.events.next({ id: '0', event: 'ready', data: '{"head":0}' });
    streams[0]?.events.next({ id: null, event: 'presence', data: JSON.stringify({ orderGuid: 'order-1', people: [{ userId: 'u-riley', name: 'Riley Chen', state: 'viewing', field: null, label: null, since: '' }] }) });
    streams[0]?.events.next(change(7));
    expect(store.getState().live.presence['order-1']).toHaveLength(1);
    streams[0]?.events.error(new HttpError(0, null, '/api/events', 'lost'));
    expect(store.getState().live).toMatchObject({ status: 'reconnecting', presence: {} });
    vi.advanceTimersByTime(600);
    expect(streams).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(streams).toHaveLength(2);
    expect(streams[1]?.lastEventId).toBe('7');
  });

  it('reconnects at once when the server ends the stream (its token ran out), and stops when the person signs out', () => {
    const { streams, dependencies, store } = live();
    streams[0]?.events.next({ id: '3', event: 'ready', data: '{"head":3}' });
    streams[0]?.events.complete();
    vi.advanceTimersByTime(500);
    expect(streams[1]?.lastEventId).toBe('3');
    dependencies.sessionToken.end();
    vi.advanceTimersByTime(2000);
    expect(streams[1]?.events.observed).toBe(false);
    expect(store.getState().live.status).toBe('off');
  });

  it('waits 30 s before trying again when the server says there are too many streams', () => {
    const { streams, dependencies } = live();
    streams[0]?.events.error(new HttpError(429, { message: 'too many' }, '/api/events', 'refused'));
    vi.advanceTimersByTime(20_000);
    expect(streams).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    expect(streams).toHaveLength(2);
    expect(dependencies.activityApi.events).toHaveBeenCalledTimes(2);
  });
});

describe('presence', () => {
  it('says the person is here on opening a file, renews it, says which field they edit, and says goodbye', () => {
    const { store, api, pageHide$ } = live();
    store.dispatch(presenceJoined({ orderGuid: 'order-1' }));
    vi.advanceTimersByTime(1);
    expect(api.setPresence).toHaveBeenLastCalledWith('order-1', { tab: 'test-tab-0001', state: 'viewing', field: null });
    vi.advanceTimersByTime(10_000);
    expect(api.setPresence).toHaveBeenCalledTimes(2);
    store.dispatch(presenceFocused({ orderGuid: 'order-1', field: 'buyer' }));
    vi.advanceTimersByTime(301);
    expect(api.setPresence).toHaveBeenLastCalledWith('order-1', { tab: 'test-tab-0001', state: 'editing', field: 'buyer' });
    pageHide$.next();
    expect(api.clearPresence).toHaveBeenLastCalledWith('order-1', 'test-tab-0001', true);
    store.dispatch(presenceLeft({ orderGuid: 'order-1' }));
    expect(api.clearPresence).toHaveBeenLastCalledWith('order-1', 'test-tab-0001');
    const calls = api.setPresence.mock.calls.length;
    vi.advanceTimersByTime(30_000);
    expect(api.setPresence).toHaveBeenCalledTimes(calls);
  });

  it('keeps going when a renewal fails (the network is back at the next one)', () => {
    const { store, api } = live();
    api.setPresence.mockReturnValueOnce(throwError(() => new HttpError(0, null, '/api/orders/order-1/presence', 'offline')));
    store.dispatch(presenceJoined({ orderGuid: 'order-1' }));
    vi.advanceTimersByTime(10_001);
    expect(api.setPresence).toHaveBeenCalledTimes(2);
  });
});
