import { fromEvent, merge, Subject } from 'rxjs';
import { filter } from 'rxjs/operators';
import { allowLeaving } from '../lib/leave-guard.ts';
import { createEndpoints } from '../config/endpoints.ts';
import type { Environment } from '../config/environment.ts';
import { createHttpClient } from '../lib/http/client.ts';
import type { HttpEvent } from '../lib/http/http-events.ts';
import type { Navigation } from '../lib/platform.ts';
import { createSessionStore } from '../lib/session-store.ts';
import { createSessionToken } from '../session/session-token.ts';
import { createApiClients } from './api-clients.ts';
import type { AppDependencies } from './dependencies.ts';

/** The real dependencies of the running app, wired to this window. */
export function createBrowserDependencies(environment: Environment, navigation: Navigation): AppDependencies {
  const session = createSessionStore(window.localStorage, window.sessionStorage);
  // One clock for the whole app: the session judges the token's expiry by it too.
  const clock = { now: () => Date.now() };
  const sessionToken = createSessionToken(session, clock);
  const httpEvents = new Subject<HttpEvent>();
  const http = createHttpClient({
    getToken: sessionToken.current,
    excludedSegments: environment.authExcludedSegments,
    subscriptionKey: environment.apiMode === 'real' ? environment.subscriptionKey : undefined,
    clientName: 'web',
    onSuccess: (url) => httpEvents.next({ ok: true, url }),
    onFailure: (error) => httpEvents.next({ ok: false, error }),
  });
  const endpoints = createEndpoints(environment);
  return {
    ...createApiClients(http, endpoints),
    activity$: merge(
      ...['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'].map((type) => fromEvent(document, type, { passive: true, capture: true })),
    ),
    isOnline: () => navigator.onLine,
    typing$: fromEvent(document, 'keydown', { capture: true }),
    wake$: merge(
      fromEvent(document, 'visibilitychange').pipe(filter(() => document.visibilityState === 'visible')),
      fromEvent(window, 'focus'),
      fromEvent(window, 'online'),
      fromEvent(window, 'pageshow'),
    ),
    pageHide$: fromEvent(window, 'pagehide'),
    tabId: crypto.randomUUID(),
    env: environment,
    session,
    sessionToken,
    navigation,
    httpEvents,
    browser: {
      reload: (options) => {
        if (options?.force) allowLeaving();
        window.location.reload();
      },
      openWindow: (url, name, features) => {
        window.open(url, name, features);
      },
      goTo: (url) => window.location.replace(url),
      print: () => window.print(),
      saveFile: (data, name) => {
        const url = URL.createObjectURL(data);
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
        // Give the browser time to start the download before the URL goes away.
        window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
      },
    },
    clock,
    urls: { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) },
  };
}
