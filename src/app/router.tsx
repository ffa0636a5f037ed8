import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { orderMenu } from '../orders/order-menu';
import { loadAreaStyles } from './area-styles';
import type { StyledArea } from '../config/stylesheets';
import type { ShellHandle } from '../shell/components/shell-layout';
import { RedirectIfToken, RequireToken } from './guards';
import { orderPages, paths, segments } from '../config/paths';
import type { AreaCode, Areas } from './areas';
import type * as OrderPagesModule from '../orders/components/order-pages';
import { PageLoading } from '../ui/page-loading';
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
 * need"). A loader fetches an area's page with the area's state and epics and adds them to this
 * app's store (app/areas), so an area's state is there when its page reads it and its actions are
 * handled from the moment its page can send them.
 */
function areaLoaders(areas: Areas) {
  const withAreas = <T,>(page: Promise<T>, ...code: Promise<AreaCode>[]): Promise<T> =>
    Promise.all([page, ...code]).then(([module, ...loaded]) => {
      for (const area of loaded) areas.load(area);
      return module;
    });
  const fileList = (): Promise<AreaCode> => import('../orders/file-list-area').then((module) => module.fileListArea);
  const orders = (): Promise<AreaCode> => import('../orders/order-area').then((module) => module.orderArea);
  const commitments = (): Promise<AreaCode> => import('../commitments/commitments-area').then((module) => module.commitmentsArea);
  const letters = (): Promise<AreaCode> => import('../letters/letters-area').then((module) => module.lettersArea);
  const dashboard = (): Promise<AreaCode> => import('../dashboard/dashboard-area').then((module) => module.dashboardArea);
  const team = (): Promise<AreaCode> => import('../team/team-area').then((module) => module.teamArea);
  const activity = (): Promise<AreaCode> => import('../activity/activity-area').then((module) => module.activityArea);
  const orderPage = (pick: (module: OrderPages) => React.ComponentType) => () =>
    withStyles('orderDetail', withAreas(import('../orders/components/order-pages'), orders())).then((module): Page => ({ Component: pick(module) }));
  // Commitment pages read the open order, so they add the orders area too.
  const commitmentPage = (pick: (module: CommitmentPages) => React.ComponentType) => () =>
    withStyles('orderDetail', withAreas(import('../commitments/components/commitment-pages'), orders(), commitments())).then((module): Page => ({ Component: pick(module) }));
  return {
    login: () => import('../auth/components/login-page').then((module): Page => ({ Component: module.LoginPage })),
    registration: () => withStyles('registration', import('../registration/components/registration-page')).then((module): Page => ({ Component: module.RegistrationPage })),
    // The live feed and presence run on every signed-in screen, so the shell brings their area.
    shell: () => withStyles('shell', withAreas(import('../shell/components/shell-layout'), activity())).then((module): Page => ({ Component: module.ShellLayout })),
    // Pages that show the activity area's parts (recent activity, presence) bring it too, so they never depend on the shell having loaded it first.
    dashboard: () => withAreas(import('../dashboard/components/dashboard-page'), dashboard(), activity()).then((module): Page => ({ Component: module.DashboardPage })),
    team: () => withStyles('team', withAreas(import('../team/components/team-page'), team())).then((module): Page => ({ Component: module.TeamPage })),
    setPassword: () => withStyles('team', withAreas(import('../team/components/set-password-page'), team())).then((module): Page => ({ Component: module.SetPasswordPage })),
    forgotPassword: () => withStyles('team', withAreas(import('../team/components/forgot-password-page'), team())).then((module): Page => ({ Component: module.ForgotPasswordPage })),
    account: () => withStyles('team', withAreas(import('../team/components/account-page'), team())).then((module): Page => ({ Component: module.AccountPage })),
    orders: () => withStyles('orders', withAreas(import('../orders/components/orders-page'), fileList())).then((module): Page => ({ Component: module.OrdersPage })),
    orderLayout: () => withStyles('orderDetail', withAreas(import('../orders/components/order-layout'), orders(), activity())).then((module): Page => ({ Component: module.OrderLayout })),
    newOrder: orderPage((module) => module.NewOrderPage),
    orderEntry: orderPage((module) => module.OrderEntryPage),
    documents: orderPage((module) => module.DocumentsPage),
    documentPreview: orderPage((module) => module.DocumentPreviewPage),
    map: orderPage((module) => module.MapPage),
    history: () => withStyles('orderDetail', withAreas(import('../activity/components/history-page'), orders(), activity())).then((module): Page => ({ Component: module.HistoryPage })),
    scheduleA: commitmentPage((module) => module.ScheduleAPage),
    requirements: commitmentPage((module) => () => <module.ScheduleBPage part="requirements" />),
    exceptions: commitmentPage((module) => () => <module.ScheduleBPage part="exceptions" />),
    commitmentPrint: commitmentPage((module) => module.CommitmentPrintPage),
    // The letter request reads the open order and the commitment (Schedule A), so it adds all three areas.
    letters: () =>
      withStyles('orderDetail', withAreas(import('../letters/components/letters-page'), orders(), commitments(), letters())).then(
        (module): Page => ({ Component: module.LettersPage }),
      ),
  };
}

const orderHandle: ShellHandle = {
  menu: { title: 'Order', items: orderMenu },
  menuBase: (params) => paths.order(params.orderGuid ?? ''),
};

function RootLayout({ loaders }: { loaders: ReturnType<typeof areaLoaders> }) {
  useEffect(() => {
    // Fetch the other areas once the first screen has been painted, so they never delay it; a
    // layout gone before then fetches nothing.
    const preload = () => void Promise.all(Object.values(loaders).map((load) => load()));
    let idle: { cancel: () => void } | null = null;
    const frame = window.requestAnimationFrame(() => {
      if (window.requestIdleCallback) {
        const id = window.requestIdleCallback(preload);
        idle = { cancel: () => window.cancelIdleCallback(id) };
      } else {
        const id = window.setTimeout(preload, 200);
        idle = { cancel: () => window.clearTimeout(id) };
      }
    });
    return () => {
      window.cancelAnimationFrame(frame);
      idle?.cancel();
    };
  }, [loaders]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
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

/** The app's routes; `areas` is where the loaders add each area's state and epics (one per store). */
export function createRoutes(areas: Areas): RouteObject[] {
  const loaders = areaLoaders(areas);
  return [
  {
    element: <RootLayout loaders={loaders} />,
    HydrateFallback: PageLoading,
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
              { id: routeIds.home, index: true, element: <Navigate to={paths.dashboard} replace /> },
              { id: routeIds.dashboard, path: segments.dashboard, lazy: loaders.dashboard },
              { path: segments.team, lazy: loaders.team },
              { path: segments.account, lazy: loaders.account },
              {
                path: segments.orders,
                children: [
                  { index: true, lazy: loaders.orders },
                  { path: segments.newOrder, lazy: loaders.newOrder },
                  {
                    path: segments.orderGuid,
                    lazy: loaders.orderLayout,
                    handle: orderHandle,
                    children: [
                      { index: true, element: <Navigate to={orderPages.orderEntry} replace /> },
                      { path: orderPages.orderEntry, lazy: loaders.orderEntry },
                      { path: orderPages.documents, lazy: loaders.documents },
                      { path: orderPages.documentPreview, lazy: loaders.documentPreview },
                      { path: orderPages.map, lazy: loaders.map },
                      { path: orderPages.commitment, element: <Navigate to={`../${orderPages.scheduleA}`} relative="path" replace /> },
                      { path: orderPages.scheduleA, lazy: loaders.scheduleA },
                      { path: orderPages.requirements, lazy: loaders.requirements },
                      { path: orderPages.exceptions, lazy: loaders.exceptions },
                      { path: orderPages.commitmentPrint, lazy: loaders.commitmentPrint, handle: { header: 'logo-only' } satisfies ShellHandle },
                      { path: orderPages.letters, lazy: loaders.letters },
                      { path: orderPages.history, lazy: loaders.history },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: segments.auth,
        element: <Outlet />,
        children: [
          { index: true, element: <Navigate to={paths.login} replace /> },
          {
            element: <RedirectIfToken />,
            children: [{ id: routeIds.login, path: segments.login, lazy: loaders.login }],
          },
          { id: routeIds.registration, path: segments.tenantRegister, lazy: loaders.registration },
          { path: segments.setPassword, lazy: loaders.setPassword },
          { path: segments.forgotPassword, lazy: loaders.forgotPassword },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
}
