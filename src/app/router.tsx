import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { orderMenu } from '../orders/order-menu';
import { loadAreaStyles, type StyledArea } from './area-styles';
import type { ShellHandle } from '../shell/components/shell-layout';
import { RedirectIfToken, RequireToken } from './guards';
import type { AppEpic, AreaEpics } from './area-epics';
import type * as OrderPagesModule from '../orders/components/order-pages';
import type * as CommitmentPagesModule from '../commitments/components/commitment-pages';

type OrderPages = typeof OrderPagesModule;
type CommitmentPages = typeof CommitmentPagesModule;

/** An area's code and its stylesheet, loaded together. */
function withStyles<T>(area: StyledArea, code: Promise<T>): Promise<T> {
  return Promise.all([code, loadAreaStyles(area)]).then(([module]) => module);
}

type Page = { Component: React.ComponentType };

/**
 * Each area is its own chunk; all are fetched once the first screen is up (spec: "loaded ahead of
 * need"). A loader fetches an area's page and its epics together and starts the epics for this
 * app's store, so an area's actions are handled from the moment its page can send them.
 */
function areaLoaders(areaEpics: AreaEpics) {
  const withEpic = <T,>(page: Promise<T>, epic: Promise<AppEpic>): Promise<T> =>
    Promise.all([page, epic]).then(([module, started]) => {
      areaEpics.start(started);
      return module;
    });
  const ordersEpic = (): Promise<AppEpic> => import('../orders/orders-epics').then((module) => module.ordersEpic);
  const commitmentEpics = (): Promise<AppEpic> => import('../commitments/commitment-epics').then((module) => module.commitmentEpics);
  const lettersEpics = (): Promise<AppEpic> => import('../letters/letters-epics').then((module) => module.lettersEpics);
  const dashboardEpics = (): Promise<AppEpic> => import('../dashboard/dashboard-epics').then((module) => module.dashboardEpics);
  const orderPage = (pick: (module: OrderPages) => React.ComponentType) => () =>
    withStyles('orderDetail', withEpic(import('../orders/components/order-pages'), ordersEpic())).then((module): Page => ({ Component: pick(module) }));
  const commitmentPage = (pick: (module: CommitmentPages) => React.ComponentType) => () =>
    withStyles('orderDetail', withEpic(import('../commitments/components/commitment-pages'), commitmentEpics())).then((module): Page => ({ Component: pick(module) }));
  return {
    login: () => import('../auth/components/login-page').then((module): Page => ({ Component: module.LoginPage })),
    registration: () => withStyles('registration', import('../registration/components/registration-page')).then((module): Page => ({ Component: module.RegistrationPage })),
    shell: () => import('../shell/components/shell-layout').then((module): Page => ({ Component: module.ShellLayout })),
    dashboard: () => withEpic(import('../dashboard/dashboard-page'), dashboardEpics()).then((module): Page => ({ Component: module.DashboardPage })),
    orders: () => withStyles('orders', withEpic(import('../orders/components/orders-page'), ordersEpic())).then((module): Page => ({ Component: module.OrdersPage })),
    orderLayout: () => withStyles('orderDetail', withEpic(import('../orders/components/order-layout'), ordersEpic())).then((module): Page => ({ Component: module.OrderLayout })),
    newOrder: orderPage((module) => module.NewOrderPage),
    orderEntry: orderPage((module) => module.OrderEntryPage),
    documents: orderPage((module) => module.DocumentsPage),
    documentPreview: orderPage((module) => module.DocumentPreviewPage),
    map: orderPage((module) => module.MapPage),
    scheduleA: commitmentPage((module) => module.ScheduleAPage),
    requirements: commitmentPage((module) => () => <module.ScheduleBPage part="requirements" />),
    exceptions: commitmentPage((module) => () => <module.ScheduleBPage part="exceptions" />),
    commitmentPrint: commitmentPage((module) => module.CommitmentPrintPage),
    // The letter request reads the commitment (Schedule A), so it starts both areas' epics.
    letters: () =>
      withStyles('orderDetail', withEpic(withEpic(import('../letters/components/letters-page'), lettersEpics()), commitmentEpics())).then(
        (module): Page => ({ Component: module.LettersPage }),
      ),
  };
}

const orderHandle: ShellHandle = {
  menu: { title: 'Order', items: orderMenu },
  menuBase: (params) => `/orders/${encodeURIComponent(params.orderGuid ?? '')}`,
};

function RootLayout({ loaders }: { loaders: ReturnType<typeof areaLoaders> }) {
  useEffect(() => {
    // Fetch the other areas once the first screen has been painted, so they never delay it.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const frame = window.requestAnimationFrame(() => whenIdle(() => void Promise.all(Object.values(loaders).map((load) => load()))));
    return () => window.cancelAnimationFrame(frame);
  }, [loaders]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function Loading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** Routes the build prerenders a page for (src/prerender): the signed-in area gets the shell's frame. */
export const routeIds = { signedIn: 'signed-in', home: 'home', dashboard: 'dashboard', login: 'login', registration: 'registration' } as const;

/** Opt in to the v7 behaviours now, so the router says nothing at run time and upgrades cleanly. */
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/** The app's routes; `areaEpics` is where the loaders start each area's epics (one per store). */
export function createRoutes(areaEpics: AreaEpics): RouteObject[] {
  const loaders = areaLoaders(areaEpics);
  return [
  {
    element: <RootLayout loaders={loaders} />,
    HydrateFallback: Loading,
    errorElement: <RouteError />,
    children: [
      {
        id: routeIds.signedIn,
        element: <RequireToken />,
        children: [
          {
            // One shell for every signed-in area, so the header, menu and tabs persist across them.
            lazy: loaders.shell,
            children: [
              { id: routeIds.home, index: true, element: <Navigate to="/dashboard" replace /> },
              { id: routeIds.dashboard, path: 'dashboard', lazy: loaders.dashboard },
              {
                path: 'orders',
                children: [
                  { index: true, lazy: loaders.orders },
                  { path: 'new', lazy: loaders.newOrder },
                  {
                    path: ':orderGuid',
                    lazy: loaders.orderLayout,
                    handle: orderHandle,
                    children: [
                      { index: true, element: <Navigate to="file-setup/order-entry" replace /> },
                      { path: 'file-setup/order-entry', lazy: loaders.orderEntry },
                      { path: 'file-setup/download', lazy: loaders.documents },
                      { path: 'documents/:documentId/preview', lazy: loaders.documentPreview },
                      { path: 'map', lazy: loaders.map },
                      { path: 'commitment', element: <Navigate to="schedule-a" replace /> },
                      { path: 'commitment/schedule-a', lazy: loaders.scheduleA },
                      { path: 'commitment/requirements', lazy: loaders.requirements },
                      { path: 'commitment/exceptions', lazy: loaders.exceptions },
                      { path: 'commitment/print', lazy: loaders.commitmentPrint, handle: { header: 'logo-only' } satisfies ShellHandle },
                      { path: 'letters', lazy: loaders.letters },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'auth',
        element: <Outlet />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            element: <RedirectIfToken />,
            children: [{ id: routeIds.login, path: 'login', lazy: loaders.login }],
          },
          { id: routeIds.registration, path: 'tenant-register', lazy: loaders.registration },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
}
