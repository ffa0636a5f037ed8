import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { lastValueFrom, of, Subject, toArray } from 'rxjs';
import { appStarted } from '../auth/auth-slice.ts';
import { memorySessionStore } from '../test/fakes.ts';
import { DRAFTS_KEY, draftPersistenceEpic, draftRestoreEpic } from './drafts-epics.ts';
import { draftChanged, draftsRestored, draftsSlice, type DraftsState } from './drafts-slice.ts';

const draft = { city: { base: 'Austin', mine: 'Dallas' } };

describe('draft epics', () => {
  it('writes the drafts to session storage at every change', async () => {
    const session = memorySessionStore();
    const action = draftChanged({ key: 'new-order', draft });
    const state: DraftsState = draftsSlice.reducer(undefined, action);
    await lastValueFrom(draftPersistenceEpic(of<Action>(action), new StateObservable(new Subject(), { drafts: state }), { session }).pipe(toArray()));
    expect(JSON.parse(session.getSessionItem(DRAFTS_KEY) ?? 'null')).toEqual({ 'new-order': draft });
  });

  it('reads them back when the app starts, and ignores what is not a draft', async () => {
    const session = memorySessionStore();
    session.setSessionItem(DRAFTS_KEY, JSON.stringify({ 'new-order': draft, broken: { city: 'Dallas' }, list: [1] }));
    const actions = await lastValueFrom(
      draftRestoreEpic(of<Action>(appStarted()), new StateObservable(new Subject(), { drafts: { byKey: {} } }), { session }).pipe(toArray()),
    );
    expect(actions).toEqual([draftsRestored({ 'new-order': draft })]);
  });

  it('starts without drafts when session storage holds something unreadable', async () => {
    const session = memorySessionStore();
    session.setSessionItem(DRAFTS_KEY, '{not json');
    const actions = await lastValueFrom(
      draftRestoreEpic(of<Action>(appStarted()), new StateObservable(new Subject(), { drafts: { byKey: {} } }), { session }).pipe(toArray()),
    );
    expect(actions).toEqual([]);
  });
});
