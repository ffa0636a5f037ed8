import { of } from 'rxjs';
import { catchError, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { tokenRenewed } from '../auth/index.ts';
import { decodeUserInfo } from '../lib/auth-token.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { CHANGE_FAILED, fieldErrorsIn, messageOf, type AccountEpic } from './account-dependencies.ts';
import {
  passwordChangeDone,
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChosen,
  passwordLinkChecked,
  passwordLinkOpened,
  passwordLinkRefused,
  passwordRefused,
  passwordSaved,
  resetLinkRequestDone,
  resetLinkRequestFailed,
  resetLinkRequested,
  sessionsRequested,
} from './account-slice.ts';

export const LINK_UNREADABLE = 'This link could not be checked. Please try again in a moment.';
/** The page opened without the secret after # (typed by hand, or cut off by a mail client). */
export const LINK_MISSING = 'This page needs the whole link from your e-mail. Open it from the e-mail again, or copy all of it into the address bar.';

export const passwordLinkCheckEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(passwordLinkOpened.match),
    switchMap(({ payload }) =>
      payload === ''
        ? of(passwordLinkRefused(LINK_MISSING))
        : accountApi.checkLink(payload).pipe(
        map((response) => passwordLinkChecked(response.result)),
        catchError((error: unknown) => of(passwordLinkRefused(error instanceof HttpError && error.status === 410 ? messageOf(error, LINK_UNREADABLE) : LINK_UNREADABLE))),
      ),
    ),
  );

export const passwordChosenEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(passwordChosen.match),
    exhaustMap(({ payload }) =>
      accountApi.useLink(payload.token, payload.password).pipe(
        map(() => passwordSaved()),
        catchError((error: unknown) =>
          of(passwordRefused({ message: messageOf(error, CHANGE_FAILED), fieldErrors: fieldErrorsIn(error), linkGone: error instanceof HttpError && error.status === 410 })),
        ),
      ),
    ),
  );

/** "Forgot password?": one request at a time; the server's answer is the same for any e-mail. */
export const resetLinkRequestEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(resetLinkRequested.match),
    exhaustMap(({ payload }) =>
      accountApi.requestLink(payload).pipe(
        map((response) => resetLinkRequestDone(response.result.message)),
        catchError((error: unknown) => of(resetLinkRequestFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

/** A changed password signs out the other sessions: the list is read again. */
export const passwordChangeEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(passwordChangeRequested.match),
    exhaustMap(({ payload }) =>
      accountApi.changePassword(payload.currentPassword, payload.newPassword).pipe(
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
