import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';
import { RouteProgress } from './route-progress.tsx';
import { orderMenu } from '../orders/order-menu.ts';
import { loadAreaStyles } from './area-styles.ts';
import type { StyledArea } from '../config/stylesheets.ts';
import type { ShellHandle } from '../shell/components/shell-layout.tsx';
import { RedirectIfToken, RequireToken } from './guards.tsx';
import { orderPages, paths, segments } from '../config/paths.ts';
import type { AreaCode, Areas } from './areas.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { preloadScreen } from './preload-screen.ts';

type Page = { Component: React.ComponentType };

/** A screen's chunk (src/app/screens): its pages and the areas they need. */
type Screen = { areas: readonly AreaCode[] };

/**
 * Runs `work` once the browser is idle after the next frame, so it never delays what is on screen.
 * Nothing at all where there is no browser: the build resolves routes in Node to prerender them.
 */
function whenIdle(work: () => void, { after = 0 } = {}): void {
  if (typeof window === 'undefined') return;
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (window.requestIdleCallback) window.requestIdleCallback(() => work());
      else window.setTimeout(work, 200);
    }, after),
  );
}

/**
 * Each screen is one chunk (src/app/screens), fetched with its stylesheet when its route is
 * entered; the areas it names are added to this app's store (app/areas) before its page renders, so
 * their state is there when the page reads it and their actions are handled from the moment the
 * page can send them. Once a screen is up, the screens an agent is likely to open next are fetched
 * while the browser is idle (docs/behaviour.md#routes-and-guards), and only those: every request
 * counts on a phone's network. Fetched, not run (app/preload-screen.ts): they run when opened.
 */
function areaLoaders(areas: Areas) {
  const screen = <T extends Screen>(code: Promise<T>, style: StyledArea | null, next: () => void = () => undefined): Promise<T> =>
    Promise.all([code, style ? loadAreaStyles(style) : null]).then(([module]) => {
      for (const area of module.areas) areas.load(area);
      whenIdle(next);
      return module;
    });
  const desk = () =>
    screen(import('./screens/desk.ts'), 'shell', () => {
      preloadScreen('file');
      void loadAreaStyles('orders');
      void loadAreaStyles('orderDetail');
    });
  const file = () => screen(import('./screens/file.ts'), 'orderDetail');
  const team = () => screen(import('./screens/team.ts'), 'team');
  // The account's pages share the team's chunk and stylesheet (src/styles/team-area.css).
  const account = team;

  const registration = () => screen(import('./screens/registration.ts'), 'registration');
  const page = <T extends Screen>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) => () => load().then((module): Page => ({ Component: pick(module) }));
  return {
    // After signing in, the desk comes next: fetched a second after the login is up, once the
    // page has taken over what the browser showed (an agent takes longer than that to sign in).
    login: () =>
      import('../auth/components/login-page.tsx').then((module): Page => {
        whenIdle(
          () => {
            preloadScreen('desk');
            void loadAreaStyles('shell');
          },
          { after: 1000 },
        );
        return { Component: module.LoginPage };
      }),
    registration: page(registration, (module) => module.RegistrationPage),
    shell: page(desk, (module) => module.ShellLayout),
    dashboard: page(desk, (module) => module.DashboardPage),
    team: page(team, (module) => module.TeamPage),
    setPassword: page(account, (module) => module.SetPasswordPage),
    forgotPassword: page(account, (module) => module.ForgotPasswordPage),
    account: page(account, (module) => module.AccountPage),
    orders: () => Promise.all([desk(), loadAreaStyles('orders')]).then(([module]): Page => ({ Component: module.OrdersPage })),
    orderLayout: page(file, (module) => module.OrderLayout),
    newOrder: page(file, (module) => module.NewOrderPage),
    orderEntry: page(file, (module) => module.OrderEntryPage),
    documents: page(file, (module) => module.DocumentsPage),
    documentPreview: page(file, (module) => module.DocumentPreviewPage),
    map: page(file, (module) => module.MapPage),
    history: page(file, (module) => module.HistoryPage),
    scheduleA: page(file, (module) => module.ScheduleAPage),
    requirements: page(file, (module) => () => <module.ScheduleBPage part="requirements" />),
    exceptions: page(file, (module) => () => <module.ScheduleBPage part="exceptions" />),
    commitmentPrint: page(file, (module) => module.CommitmentPrintPage),
    letters: page(file, (module) => module.LettersPage),
    checklist: page(file, (module) => module.ChecklistPage),
    payees: page(file, (module) => module.PayeesPage),
    // My work is in the file's chunk (the checklist's pages), the templates in the agency's
    // (Team's): a screen of their own multiplied the chunks every signed-in screen fetched.
    myWork: page(file, (module) => module.MyWorkPage),
    checklistTemplates: page(team, (module) => module.TemplatesPage),
  };
}

const orderHandle: ShellHandle = {
  menu: { title: 'Order', items: orderMenu },
  menuBase: (params) => paths.order(params.orderGuid ?? ''),
};

/** Around every screen: scroll restoration and the bar shown while a screen's code loads. */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <RouteProgress />
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
    element: <RootLayout />,
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
              { path: segments.myWork, lazy: loaders.myWork },
              { path: segments.checklistTemplates, lazy: loaders.checklistTemplates },
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
                      { path: orderPages.checklist, lazy: loaders.checklist },
                      { path: orderPages.payees, lazy: loaders.payees },
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
