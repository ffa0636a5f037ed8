import { combineEpics } from 'redux-observable';
import { of, type Observable } from 'rxjs';
import { catchError, concatMap, exhaustMap, filter, map, switchMap } from 'rxjs/operators';
import { HttpError } from '../lib/http/http-error.ts';
import type { TeamApi, TeamMember } from './team-api.ts';
import { CHANGE_FAILED, fieldErrorsIn, messageOf, type TeamEpic } from './team-dependencies.ts';
import {
  invitationDone,
  invitationFailed,
  invitationSent,
  memberChangeDone,
  memberChangeFailed,
  memberChangeRequested,
  teamForbidden,
  teamLoaded,
  teamLoadFailed,
  teamRequested,
  type MemberChange,
} from './team-slice.ts';

export const TEAM_UNAVAILABLE = 'The team could not be loaded.';

/** A newer request replaces one still running, so the list never arrives out of order. */
export const teamListEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(teamRequested.match),
    switchMap(() =>
      teamApi.list().pipe(
        map((response) => teamLoaded(response.result.members)),
        catchError((error: unknown) => of(error instanceof HttpError && error.status === 403 ? teamForbidden() : teamLoadFailed(messageOf(error, TEAM_UNAVAILABLE)))),
      ),
    ),
  );

/** One invitation at a time: a second click while one is sending does not send it twice. */
export const invitationEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(invitationSent.match),
    exhaustMap(({ payload }) =>
      teamApi.invite(payload).pipe(
        map((response) => invitationDone({ member: response.result.member ?? null, message: response.result.message ?? `Invitation sent to ${payload.email}.` })),
        catchError((error: unknown) => of(invitationFailed({ message: messageOf(error, CHANGE_FAILED), fieldErrors: fieldErrorsIn(error) }))),
      ),
    ),
  );

function requestFor(teamApi: TeamApi, change: MemberChange): Observable<{ result: { message?: string; member?: TeamMember } }> {
  switch (change.kind) {
    case 'role':
      return teamApi.change(change.id, { role: change.role });
    case 'active':
      return teamApi.change(change.id, { active: change.active });
    case 'resend':
      return teamApi.resendInvitation(change.id);
    case 'cancel':
      return teamApi.cancelInvitation(change.id);
    case 'passwordLink':
      return teamApi.sendPasswordLink(change.id);
  }
}

function doneText(change: MemberChange, member: TeamMember | undefined, message: string | undefined): string {
  if (message) return message;
  const who = member ? `${member.firstName} ${member.lastName}` : 'The colleague';
  if (change.kind === 'role') return `${who} is now ${change.role === 'admin' ? 'an administrator' : 'an agent'}.`;
  if (change.kind === 'active') return change.active ? `${who} can sign in again.` : `${who} is deactivated and signed out everywhere.`;
  return 'Done.';
}

/** Changes run one after another, in the order asked, so two quick clicks cannot cross. */
export const memberChangeEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(memberChangeRequested.match),
    concatMap(({ payload }) =>
      requestFor(teamApi, payload).pipe(
        map((response) =>
          memberChangeDone({ id: payload.id, member: response.result.member ?? null, removed: payload.kind === 'cancel', message: doneText(payload, response.result.member, response.result.message) }),
        ),
        catchError((error: unknown) => of(memberChangeFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

/** The Team page: the list, invitations and changes to a colleague. */
export const teamEpics = combineEpics(teamListEpic, invitationEpic, memberChangeEpic);
