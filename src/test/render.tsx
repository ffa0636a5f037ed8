import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routerFuture } from '../app/router';
import { createAreaEpics, type AppEpic, type AreaEpics } from '../app/area-epics';
import { makeStore, type RootState } from '../app/store';
import { commitmentEpics } from '../commitments/commitment-epics';
import { dashboardEpics } from '../dashboard/dashboard-epics';
import { lettersEpics } from '../letters/letters-epics';
import { ordersEpic } from '../orders/orders-epics';

const allAreaEpics: AppEpic[] = [ordersEpic, commitmentEpics, lettersEpics, dashboardEpics];
import { parseEnvironment } from '../config/environment';
import { EnvironmentProvider } from '../config/environment-context';
import { fakeDependencies, type FakeDependencies } from './fakes';

export const testEnvironment = parseEnvironment({ supportEmail: 'help@agency.test', supportPhone: '(555) 010-2030' });

interface RenderOptions {
  preloadedState?: Partial<RootState>;
  dependencies?: FakeDependencies;
  /** Where the memory router starts. */
  route?: string;
  /** Routes to mount, or the app's own (`createRoutes`); by default the element alone at `route`. */
  routes?: RouteObject[] | ((areaEpics: AreaEpics) => RouteObject[]);
}

/** Renders with a real store (fake dependencies), the environment and a memory router. */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const dependencies = options.dependencies ?? fakeDependencies();
  // Pages rendered on their own get every area's epics, as if their route loader had run.
  const areaEpics = createAreaEpics();
  if (typeof options.routes !== 'function') for (const epic of allAreaEpics) areaEpics.start(epic);
  const store = makeStore(dependencies, options.preloadedState, areaEpics);
  const route = options.route ?? '/';
  const routes = typeof options.routes === 'function' ? options.routes(areaEpics) : (options.routes ?? [{ path: '*', element: ui }]);
  const router = createMemoryRouter(routes, { initialEntries: [route], future: routerFuture });
  const view = render(
    <Provider store={store}>
      <EnvironmentProvider environment={testEnvironment}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </EnvironmentProvider>
    </Provider>,
  );
  return { ...view, store, router, dependencies };
}
