import { lastValueFrom, of, Subject, throwError, toArray } from 'rxjs';
import { StateObservable } from 'redux-observable';
import { vi } from 'vitest';
import { initialAuthState } from '../auth/auth-slice.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies } from '../test/fakes.ts';
import type { CommitmentApi } from './commitment-api.ts';
import { scheduleBSaveEpic } from './commitment-epics.ts';
import { commitmentSlice, scheduleBConflicted, scheduleBSaved, scheduleBSaveRequested, scheduleBSaveWaiting, scheduleBTheirsKept, type CommitmentState } from './commitment-slice.ts';

const state$ = new StateObservable(new Subject<never>(), { commitment: commitmentSlice.getInitialState(), auth: initialAuthState });
const mine = [{ code: 'R-101', text: 'Mine.' }];
const theirs = [{ code: 'R-102', text: 'Theirs.' }];

function run(saveScheduleB: CommitmentApi['saveScheduleB'], version: string | null, wake$?: Subject<void>) {
  const dependencies = fakeDependencies();
  if (wake$) dependencies.wake$ = wake$;
  dependencies.commitmentApi.saveScheduleB = saveScheduleB;
  return lastValueFrom(scheduleBSaveEpic(of(scheduleBSaveRequested({ orderGuid: 'o', part: 'requirements', items: mine, version })), state$, dependencies).pipe(toArray()));
}

describe('saving B-I and B-II with a version', () => {
  it('names the version it was built on, and keeps the new one', async () => {
    const save = vi.fn<CommitmentApi['saveScheduleB']>(() => of({ body: null, version: '"4"' }));
    expect(await run(save, '"3"')).toEqual([scheduleBSaved({ part: 'requirements', items: mine, version: '"4"' })]);
    expect(save).toHaveBeenCalledWith('o', 'requirements', mine, '"3"');
  });

  it("turns a 412 into a conflict holding the colleague's list and version, until the agent chooses", async () => {
    const stale = new HttpError(412, { result: { isSuccess: false, current: { items: theirs }, version: '"5"' } }, '/api/commitments/o/requirements', 'x');
    const actions = await run(() => throwError(() => stale), '"3"');
    expect(actions).toEqual([scheduleBConflicted({ part: 'requirements', theirs, version: '"5"' })]);
    const reduce = (state: CommitmentState, action: Parameters<typeof commitmentSlice.reducer>[1]) => commitmentSlice.reducer(state, action);
    const conflicted = reduce(commitmentSlice.getInitialState(), actions[0] as ReturnType<typeof scheduleBConflicted>);
    expect(conflicted.requirements.save).toEqual({ state: 'conflict', theirs, version: '"5"' });
    const kept = reduce(conflicted, scheduleBTheirsKept('requirements'));
    expect(kept.requirements).toEqual({ items: theirs, save: { state: 'idle' } });
    expect(kept.versions.requirements).toBe('"5"');
  });

  it('waits offline, and sends the same list on the same version by itself when the network is back', async () => {
    const wake = new Subject<void>();
    const offline = new HttpError(0, null, '/api/commitments/o/requirements', 'Could not reach the server.');
    const save = vi.fn<CommitmentApi['saveScheduleB']>().mockReturnValueOnce(throwError(() => offline)).mockReturnValue(of({ body: null, version: '"4"' }));
    const done = run(save, '"3"', wake);
    await Promise.resolve();
    wake.next();
    expect(await done).toEqual([scheduleBSaveWaiting('requirements'), scheduleBSaved({ part: 'requirements', items: mine, version: '"4"' })]);
    expect(save).toHaveBeenNthCalledWith(2, 'o', 'requirements', mine, '"3"');
    const waiting = commitmentSlice.reducer(commitmentSlice.reducer(commitmentSlice.getInitialState(), scheduleBSaveRequested({ orderGuid: 'o', part: 'requirements', items: mine, version: '"3"' })), scheduleBSaveWaiting('requirements'));
    expect(waiting.requirements.save).toEqual({ state: 'waiting' });
  });
});
