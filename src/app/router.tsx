import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { orderMenu } from '../orders/order-menu';
import { loadAreaStyles, type StyledArea } from './area-styles';
import type { ShellHandle } from '../shell/components/shell-layout';
import { RedirectIfToken, RequireToken } from './guards';

/** An area's code and its stylesheet, loaded together. */
function withStyles<T>(area: StyledArea, code: Promise<T>): Promise<T> {
  return Promise.all([code, loadAreaStyles(area)]).then(([module]) => module);
}

/** Each area is its own chunk; all are fetched once the first screen is up (spec: "loaded ahead of need"). */
const areaLoaders = {
  login: () => import('../auth/components/login-page').then((module) => ({ Component: module.LoginPage })),
  registration: () =>
    withStyles('registration', import('../registration/components/registration-page')).then((module) => ({ Component: module.RegistrationPage })),
  shell: () => import('../shell/components/shell-layout').then((module) => ({ Component: module.ShellLayout })),
  dashboard: () => import('../dashboard/dashboard-page').then((module) => ({ Component: module.DashboardPage })),
  orders: () => withStyles('orders', import('../orders/components/orders-page')).then((module) => ({ Component: module.OrdersPage })),
  orderLayout: () => withStyles('orderDetail', import('../orders/components/order-layout')).then((module) => ({ Component: module.OrderLayout })),
  newOrder: () => withStyles('orderDetail', import('../orders/components/order-pages')).then((module) => ({ Component: module.NewOrderPage })),
  orderEntry: () => withStyles('orderDetail', import('../orders/components/order-pages')).then((module) => ({ Component: module.OrderEntryPage })),
  documents: () => withStyles('orderDetail', import('../orders/components/order-pages')).then((module) => ({ Component: module.DocumentsPage })),
  documentPreview: () => withStyles('orderDetail', import('../orders/components/order-pages')).then((module) => ({ Component: module.DocumentPreviewPage })),
  map: () => withStyles('orderDetail', import('../orders/components/order-pages')).then((module) => ({ Component: module.MapPage })),
  scheduleA: () => withStyles('orderDetail', import('../commitments/components/commitment-pages')).then((module) => ({ Component: module.ScheduleAPage })),
  requirements: () =>
    withStyles('orderDetail', import('../commitments/components/commitment-pages')).then((module) => ({ Component: () => <module.ScheduleBPage part="requirements" /> })),
  exceptions: () =>
    withStyles('orderDetail', import('../commitments/components/commitment-pages')).then((module) => ({ Component: () => <module.ScheduleBPage part="exceptions" /> })),
  commitmentPrint: () => withStyles('orderDetail', import('../commitments/components/commitment-pages')).then((module) => ({ Component: module.CommitmentPrintPage })),
  letters: () => withStyles('orderDetail', import('../letters/components/letters-page')).then((module) => ({ Component: module.LettersPage })),
};

const orderHandle: ShellHandle = {
  menu: { title: 'Order', items: orderMenu },
  menuBase: (params) => `/orders/${encodeURIComponent(params.orderGuid ?? '')}`,
};

export function preloadAreas(): Promise<unknown> {
  return Promise.all(Object.values(areaLoaders).map((load) => load()));
}

function RootLayout() {
  useEffect(() => {
    // Fetch the other areas once the first screen has been painted, so they never delay it.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const frame = window.requestAnimationFrame(() => whenIdle(() => void preloadAreas()));
    return () => window.cancelAnimationFrame(frame);
  }, []);
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: Loading,
    errorElement: <RouteError />,
    children: [
      {
        id: routeIds.signedIn,
        element: <RequireToken />,
        children: [
          {
            // One shell for every signed-in area, so the header, menu and tabs persist across them.
            lazy: areaLoaders.shell,
            children: [
              { id: routeIds.home, index: true, element: <Navigate to="/dashboard" replace /> },
              { id: routeIds.dashboard, path: 'dashboard', lazy: areaLoaders.dashboard },
              {
                path: 'orders',
                children: [
                  { index: true, lazy: areaLoaders.orders },
                  { path: 'new', lazy: areaLoaders.newOrder },
                  {
                    path: ':orderGuid',
                    lazy: areaLoaders.orderLayout,
                    handle: orderHandle,
                    children: [
                      { index: true, element: <Navigate to="file-setup/order-entry" replace /> },
                      { path: 'file-setup/order-entry', lazy: areaLoaders.orderEntry },
                      { path: 'file-setup/download', lazy: areaLoaders.documents },
                      { path: 'documents/:documentId/preview', lazy: areaLoaders.documentPreview },
                      { path: 'map', lazy: areaLoaders.map },
                      { path: 'commitment', element: <Navigate to="schedule-a" replace /> },
                      { path: 'commitment/schedule-a', lazy: areaLoaders.scheduleA },
                      { path: 'commitment/requirements', lazy: areaLoaders.requirements },
                      { path: 'commitment/exceptions', lazy: areaLoaders.exceptions },
                      { path: 'commitment/print', lazy: areaLoaders.commitmentPrint, handle: { header: 'logo-only' } satisfies ShellHandle },
                      { path: 'letters', lazy: areaLoaders.letters },
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
            children: [{ id: routeIds.login, path: 'login', lazy: areaLoaders.login }],
          },
          { id: routeIds.registration, path: 'tenant-register', lazy: areaLoaders.registration },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
