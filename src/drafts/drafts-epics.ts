import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { EMPTY, of } from 'rxjs';
import { filter, ignoreElements, mergeMap, tap, withLatestFrom } from 'rxjs/operators';
import { appStarted } from '../auth/index.ts';
import type { SessionStore } from '../lib/session-store.ts';
import { draftChanged, draftDiscarded, draftsRestored, type Draft, type DraftsState } from './drafts-slice.ts';

/** Session storage key of the drafts; a forced sign-out carries it to the next sign-in. */
export const DRAFTS_KEY = 'drafts';

type DraftsEpic = Epic<Action, Action, { drafts: DraftsState }, { session: SessionStore }>;

/**
 * Every change is written at once, not debounced: a forced sign-out, a crash or a closed laptop
 * can come at any moment, and a few kilobytes in session storage cost nothing.
 */
export const draftPersistenceEpic: DraftsEpic = (action$, state$, { session }) =>
  action$.pipe(
    filter((action) => draftChanged.match(action) || draftDiscarded.match(action)),
    withLatestFrom(state$),
    tap(([, state]) => session.setSessionItem(DRAFTS_KEY, JSON.stringify(state.drafts.byKey))),
    ignoreElements(),
  );

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((field) => typeof field === 'object' && field !== null && 'base' in field && 'mine' in field);
}

export const draftRestoreEpic: DraftsEpic = (action$, _state$, { session }) =>
  action$.pipe(
    filter(appStarted.match),
    mergeMap(() => {
      try {
        const saved = JSON.parse(session.getSessionItem(DRAFTS_KEY) ?? 'null') as unknown;
        if (typeof saved !== 'object' || saved === null) return EMPTY;
        const drafts = Object.fromEntries(Object.entries(saved).filter(([, draft]) => isDraft(draft))) as Record<string, Draft>;
        return Object.keys(drafts).length > 0 ? of(draftsRestored(drafts)) : EMPTY;
      } catch {
        return EMPTY;
      }
    }),
  );

export const draftsEpic = combineEpics(draftPersistenceEpic, draftRestoreEpic);
