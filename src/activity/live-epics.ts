import { combineEpics } from 'redux-observable';
import { concat, defer, EMPTY, interval, merge, of, timer, type Observable } from 'rxjs';
import { catchError, debounceTime, distinctUntilChanged, exhaustMap, filter, ignoreElements, map, mergeMap, repeat, startWith, switchMap, tap } from 'rxjs/operators';
import type { Action } from '@reduxjs/toolkit';
import { sessionIdentity } from '../lib/auth-token.ts';
import { HttpError } from '../lib/http/http-error.ts';
import type { StreamEvent } from '../lib/http/event-stream.ts';
import type { ActivityEpic } from './activity-dependencies.ts';
import type { HistoryEntry, Presence } from './history-entry.ts';
import {
  liveChangeReceived,
  liveFeedConnected,
  liveFeedConnecting,
  liveFeedDropped,
  liveFeedReset,
  liveFeedStopped,
  livePresenceReceived,
  presenceFocused,
  presenceJoined,
  presenceLeft,
} from './live-slice.ts';

/** How often the app looks whether someone signed in or out (another tab may have done it). */
export const SESSION_CHECK_MS = 2_000;
/** Presence is renewed this often; the server forgets it 25 s after the last renewal. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
const MAX_RETRY_MS = 30_000;

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/** What one event of the live feed means to the app (the message pact checks the feed against this). */
export function feedActionsOf(event: StreamEvent, me: string): Action[] {
  if (event.event === 'ready') return [liveFeedConnected()];
  if (event.event === 'reset') return [liveFeedReset()];
  if (event.event === 'change') {
    const entry = parse<HistoryEntry>(event.data);
    return entry && typeof entry.id === 'string' ? [liveChangeReceived({ entry, mine: entry.actor?.userId === me })] : [];
  }
  if (event.event === 'presence') {
    const presence = parse<{ orderGuid: string; people: Presence[] }>(event.data);
    return presence && typeof presence.orderGuid === 'string' && Array.isArray(presence.people) ? [livePresenceReceived(presence)] : [];
  }
  return [];
}

/**
 * The agency's live feed, open while someone is signed in. A stream the server ends (its token
 * expired) reconnects at once with the renewed token; a dropped one after 1, 2, 4… up to 30 s.
 * Either way it sends the last event id it saw, so the server replays what was missed.
 */
export const liveFeedEpic: ActivityEpic = (_action$, _state$, { activityApi, sessionToken }) =>
  interval(SESSION_CHECK_MS).pipe(
    startWith(0),
    map(() => sessionIdentity(sessionToken.current())),
    distinctUntilChanged(),
    switchMap((identity): Observable<Action> => {
      if (identity === null) return of(liveFeedStopped());
      const me = identity.split(':')[0] ?? '';
      let lastEventId: string | null = null;
      let failures = 0;
      let refused: HttpError | null = null;
      const attempt = defer(() =>
        concat(
          of(liveFeedConnecting({ me })),
          activityApi.events(lastEventId).pipe(
            tap((event) => {
              if (event.id !== null) lastEventId = event.id;
              if (event.event === 'ready') failures = 0;
            }),
            mergeMap((event) => feedActionsOf(event, me)),
            catchError((error: unknown) => {
              failures += 1;
              refused = error instanceof HttpError ? error : null;
              return of(liveFeedDropped());
            }),
          ),
        ),
      );
      return attempt.pipe(
        repeat({
          delay: () => {
            if (failures === 0) return timer(500);
            // Too many streams (other tabs): wait as the server asks; otherwise back off, with jitter.
            const base = refused?.status === 429 ? MAX_RETRY_MS : Math.min(MAX_RETRY_MS, 1000 * 2 ** (failures - 1));
            return timer(base * (0.75 + Math.random() * 0.5));
          },
        }),
      );
    }),
  );

/**
 * While a file's page is open in this tab, the server is told every 10 s (and at once when the
 * agent moves to another field) that this person is there, viewing or editing which field; when
 * the page goes, or the tab closes, it is told they left.
 */
export const presenceEpic: ActivityEpic = (action$, _state$, { activityApi, pageHide$, tabId }) =>
  action$.pipe(
    filter((action) => presenceJoined.match(action) || presenceLeft.match(action)),
    switchMap((action): Observable<Action> => {
      const { orderGuid } = action.payload;
      if (presenceLeft.match(action)) return activityApi.clearPresence(orderGuid, tabId).pipe(ignoreElements(), catchError(() => EMPTY));
      const focus$ = action$.pipe(
        filter(presenceFocused.match),
        filter((focus) => focus.payload.orderGuid === orderGuid),
        map((focus) => focus.payload.field),
        // Moving from one field to the next passes through "no field": that is not news.
        debounceTime(300),
        startWith(null),
        distinctUntilChanged(),
      );
      const goodbye$ = pageHide$.pipe(
        mergeMap(() => activityApi.clearPresence(orderGuid, tabId, true).pipe(catchError(() => EMPTY))),
        ignoreElements(),
      );
      const heartbeat$ = focus$.pipe(
        switchMap((field) => timer(0, PRESENCE_HEARTBEAT_MS).pipe(map(() => field))),
        exhaustMap((field) => activityApi.setPresence(orderGuid, { tab: tabId, state: field ? 'editing' : 'viewing', field }).pipe(catchError(() => EMPTY))),
        ignoreElements(),
      );
      // A page kept in the back-forward cache resumes its heartbeat when shown again, and so comes back.
      return merge(heartbeat$, goodbye$);
    }),
  );

export const liveEpics = combineEpics(liveFeedEpic, presenceEpic);
