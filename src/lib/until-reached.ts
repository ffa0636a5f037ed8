import { concat, type Observable, of, race, throwError, timer } from 'rxjs';
import { catchError, mergeMap, take } from 'rxjs/operators';
import { HttpError } from './http/http-error.ts';

/** How long a save waits for the browser to say the network is back before it tries anyway. */
export const OFFLINE_RETRY_MS = 5000;

/** A call that never reached the server (no network, the server down): it may be sent again as it was. */
export const unreachable = (error: unknown): boolean => error instanceof HttpError && error.status === 0;

/**
 * Runs `attempt`; when it cannot reach the server, says so once (`waiting`) and tries again as
 * soon as the network is back (`wake$`: the browser's online event, a return to the tab) or at
 * the latest every OFFLINE_RETRY_MS, until the server answers. Whatever the server answers, a
 * refusal included, goes on as the attempt's own. So an edit made offline is saved by itself,
 * with no click, within moments of the connection returning.
 */
export function untilReached<T>(attempt: () => Observable<T>, waiting: T, wake$: Observable<unknown>, retryMs = OFFLINE_RETRY_MS): Observable<T> {
  let told = false;
  const run = (): Observable<T> =>
    attempt().pipe(
      catchError((error: unknown) => {
        if (!unreachable(error)) return throwError(() => error);
        const again = race(wake$, timer(retryMs)).pipe(take(1), mergeMap(run));
        if (told) return again;
        told = true;
        return concat(of(waiting), again);
      }),
    );
  return run();
}
