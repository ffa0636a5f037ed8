import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { of, type Observable } from 'rxjs';
import { catchError, concatMap, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { logoutRequested, tokenRenewed } from '../auth/index.ts';
import { decodeUserInfo } from '../lib/auth-token.ts';
import { bodyOrMessageOf, exceptionListOf, fieldErrorsOf, HttpError } from '../lib/http/http-error.ts';
import type { TeamApi, TeamMember } from './team-api.ts';
import {
  invitationDone,
  invitationFailed,
  invitationSent,
  memberChangeDone,
  memberChangeFailed,
  memberChangeRequested,
  passwordChosen,
  passwordLinkChecked,
  passwordLinkOpened,
  passwordLinkRefused,
  passwordRefused,
  passwordSaved,
  teamLoaded,
  teamForbidden,
  teamLoadFailed,
  teamRequested,
  resetLinkRequested,
  resetLinkRequestDone,
  resetLinkRequestFailed,
  sessionsRequested,
  sessionsLoaded,
  sessionsLoadFailed,
  sessionEndRequested,
  sessionEndDone,
  sessionEndFailed,
  signOutEverywhereRequested,
  passwordChangeRequested,
  passwordChangeDone,
  passwordChangeFailed,
  type MemberChange,
} from './team-slice.ts';

export interface TeamEpicDependencies {
  teamApi: TeamApi;
}

export const TEAM_UNAVAILABLE = 'The team could not be loaded.';
export const CHANGE_FAILED = 'The change could not be saved. Please try again.';
export const SESSIONS_UNAVAILABLE = 'Your sessions could not be loaded.';
export const LINK_UNREADABLE = 'This link could not be checked. Please try again in a moment.';
/** The page opened without the secret after # (typed by hand, or cut off by a mail client). */
export const LINK_MISSING = 'This page needs the whole link from your e-mail. Open it from the e-mail again, or copy all of it into the address bar.';

const messageOf = (error: unknown, fallback: string) => bodyOrMessageOf(error) ?? fallback;
const fieldErrorsIn = (error: unknown) => fieldErrorsOf(exceptionListOf(error instanceof HttpError ? error.body : null) ?? []);

type TeamEpic = Epic<Action, Action, unknown, TeamEpicDependencies>;

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

export const passwordLinkCheckEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(passwordLinkOpened.match),
    switchMap(({ payload }) =>
      payload === ''
        ? of(passwordLinkRefused(LINK_MISSING))
        : teamApi.checkLink(payload).pipe(
        map((response) => passwordLinkChecked(response.result)),
        catchError((error: unknown) => of(passwordLinkRefused(error instanceof HttpError && error.status === 410 ? messageOf(error, LINK_UNREADABLE) : LINK_UNREADABLE))),
      ),
    ),
  );

export const passwordChosenEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(passwordChosen.match),
    exhaustMap(({ payload }) =>
      teamApi.useLink(payload.token, payload.password).pipe(
        map(() => passwordSaved()),
        catchError((error: unknown) =>
          of(passwordRefused({ message: messageOf(error, CHANGE_FAILED), fieldErrors: fieldErrorsIn(error), linkGone: error instanceof HttpError && error.status === 410 })),
        ),
      ),
    ),
  );

/** "Forgot password?": one request at a time; the server's answer is the same for any e-mail. */
export const resetLinkRequestEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(resetLinkRequested.match),
    exhaustMap(({ payload }) =>
      teamApi.requestLink(payload).pipe(
        map((response) => resetLinkRequestDone(response.result.message)),
        catchError((error: unknown) => of(resetLinkRequestFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

export const sessionsListEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(sessionsRequested.match),
    switchMap(() =>
      teamApi.sessions().pipe(
        map((response) => sessionsLoaded(response.result.sessions)),
        catchError((error: unknown) => of(sessionsLoadFailed(messageOf(error, SESSIONS_UNAVAILABLE)))),
      ),
    ),
  );

export const sessionEndEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(sessionEndRequested.match),
    concatMap(({ payload }) =>
      teamApi.endSession(payload).pipe(
        map(() => sessionEndDone({ id: payload, message: 'That session is signed out.' })),
        catchError((error: unknown) => of(sessionEndFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

/** Every session ends on the server, this window's too: it then signs out as Logout does. */
export const signOutEverywhereEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(signOutEverywhereRequested.match),
    exhaustMap(() =>
      teamApi.endAllSessions().pipe(
        map(() => logoutRequested()),
        catchError((error: unknown) => of(sessionEndFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

/** A changed password signs out the other sessions: the list is read again. */
export const passwordChangeEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(passwordChangeRequested.match),
    exhaustMap(({ payload }) =>
      teamApi.changePassword(payload.currentPassword, payload.newPassword).pipe(
        mergeMap((response) => {
          // The session's fresh token, without the mark of a password chosen for the person: the
          // session area keeps it (tokenRenewed) before the sessions are read again with it.
          const fresh = response.result.token;
          const userInfo = fresh ? decodeUserInfo(fresh) : null;
          return of(
            ...(fresh && userInfo ? [tokenRenewed({ token: fresh, userInfo })] : []),
            passwordChangeDone(response.result.message ?? 'Your password is changed.'),
            sessionsRequested(),
          );
        }),
        catchError((error: unknown) => of(passwordChangeFailed({ message: messageOf(error, CHANGE_FAILED), fieldErrors: fieldErrorsIn(error) }))),
      ),
    ),
  );

export const teamEpics = combineEpics(
  teamListEpic,
  invitationEpic,
  memberChangeEpic,
  passwordLinkCheckEpic,
  passwordChosenEpic,
  resetLinkRequestEpic,
  sessionsListEpic,
  sessionEndEpic,
  signOutEverywhereEpic,
  passwordChangeEpic,
);
