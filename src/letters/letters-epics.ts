import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { defer, forkJoin, merge, of, type Observable } from 'rxjs';
import { catchError, filter, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import type { AuthState } from '../auth/index.ts';
import type { CommitmentState } from '../commitments/index.ts';
import { exceptionListOf, HttpError, messageOf } from '../lib/http/http-error.ts';
import { selectOpenOrder } from '../orders/index.ts';
import type { OrdersState } from '../orders/index.ts';
import { buildLetterRequest, underwriterCodeOf } from './build-letter-request.ts';
import { missingLetterKeys } from './missing-letter-keys.ts';
import type { LettersEpicDependencies } from './letters-dependencies.ts';
import { fullNameOf } from '../lib/auth-token.ts';
import { letterFailed, letterIssued, letterRequested, lettersLoaded, lettersLoadFailed, lettersOpened, type LettersState } from './letters-slice.ts';

type State = { letters: LettersState; orders: OrdersState; commitment: CommitmentState; auth: AuthState };
type LettersEpic = Epic<Action, Action, State, LettersEpicDependencies>;

/** A broker token, fetched once and reused until a minute before it expires. */
function brokerTokens({ lettersApi, clock, env }: LettersEpicDependencies): () => Observable<string> {
  let cached: { token: string; until: number } | null = null;
  return () =>
    defer(() => {
      if (cached && cached.until > clock.now()) return of(cached.token);
      return lettersApi.brokerToken(env.brokerClientId, env.brokerClientSecret).pipe(
        tap((answer) => {
          cached = { token: answer.access_token, until: clock.now() + (answer.expires_in - 60) * 1000 };
        }),
        map((answer) => answer.access_token),
      );
    });
}

export const lettersEpic: LettersEpic = (action$, state$, dependencies) => {
  const { lettersApi, sessionToken } = dependencies;
  const brokerToken = brokerTokens(dependencies);

  const load$ = action$.pipe(
    filter(lettersOpened.match),
    switchMap(({ payload: orderGuid }) =>
      forkJoin({
        mortgageClauses: lettersApi.mortgageClauses().pipe(map((response) => response.result)),
        letters: brokerToken().pipe(
          switchMap((token) => lettersApi.letters(token, orderGuid, sessionToken.current() ?? '')),
          map((response) => response.letters),
        ),
      }).pipe(
        map(({ mortgageClauses, letters }) => lettersLoaded({ orderGuid, mortgageClauses, letters })),
        catchError((error: unknown) => of(lettersLoadFailed({ orderGuid, message: messageOf(error, 'The letters could not be loaded.') }))),
      ),
    ),
  );

  const submit$ = action$.pipe(
    filter(letterRequested.match),
    mergeMap(({ payload: { orderGuid, form } }) => {
      const state = state$.value;
      const open = selectOpenOrder(state);
      const user = state.auth.userInfo;
      if (!open || open.orderGuid !== orderGuid || !user) return of(letterFailed({ message: 'Open the order again before requesting a letter.', missing: [] }));
      const request = buildLetterRequest({
        orderGuid,
        detail: open.detail,
        scheduleA: state.commitment.orderGuid === orderGuid ? state.commitment.scheduleA : null,
        agent: form.agent,
        underwriter: { name: form.underwriter, code: underwriterCodeOf(form.underwriter) },
        lender: form.lender,
        tenantName: user.TenantName,
        user: {
          token: sessionToken.current() ?? '',
          userName: user.email ?? fullNameOf(user),
          firstName: user.FirstName,
          lastName: user.LastName,
          email: user.email ?? '',
        },
      });
      const missing = missingLetterKeys(request);
      if (missing.length > 0) return of(letterFailed({ message: 'The letter request is missing some details.', missing }));
      return brokerToken().pipe(
        switchMap((token) => lettersApi.submitLetter(token, request)),
        map((letter) => letterIssued(letter)),
        catchError((error: unknown) => {
          const entries = error instanceof HttpError ? exceptionListOf(error.body) : null;
          return of(
            letterFailed({
              message: entries && entries.length > 0 ? 'The broker needs more details.' : messageOf(error, 'The letter could not be requested.'),
              missing: entries ? entries.map((entry) => entry.Type) : [],
            }),
          );
        }),
      );
    }),
  );

  return merge(load$, submit$);
};

export const lettersEpics = combineEpics(lettersEpic);
