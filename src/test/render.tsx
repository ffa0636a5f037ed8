import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routerFuture } from '../app/router.tsx';
import { createAreas, type AreaCode, type Areas } from '../app/areas.ts';
import { makeStore, type RootState } from '../app/store.ts';
import { commitmentsArea } from '../commitments/commitments-area.ts';
import { dashboardArea } from '../dashboard/dashboard-area.ts';
import { lettersArea } from '../letters/letters-area.ts';
import { fileListArea } from '../orders/file-list-area.ts';
import { orderArea } from '../orders/order-area.ts';
import { activityArea } from '../activity/activity-area.ts';
import { registrationArea } from '../registration/registration-area.ts';
import { checklistArea } from '../checklist/checklist-area.ts';
import { payeesArea } from '../payees/payees-area.ts';

const allAreas: AreaCode[] = [fileListArea, orderArea, commitmentsArea, lettersArea, dashboardArea, activityArea, registrationArea, checklistArea, payeesArea];
import { parseEnvironment } from '../config/environment.ts';
import { EnvironmentProvider } from '../config/environment-context.tsx';
import { fakeDependencies, type FakeDependencies } from './fakes.ts';

export const testEnvironment = parseEnvironment({ supportEmail: 'help@agency.test', supportPhone: '(555) 010-2030' });

interface RenderOptions {
  preloadedState?: Partial<RootState>;
  dependencies?: FakeDependencies;
  /** Where the memory router starts. */
  route?: string;
  /** Routes to mount, or the app's own (`createRoutes`); by default the element alone at `route`. */
  routes?: RouteObject[] | ((areas: Areas) => RouteObject[]);
}

/** Renders with a real store (fake dependencies), the environment and a memory router. */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const dependencies = options.dependencies ?? fakeDependencies();
  // Pages rendered on their own get every area, as if their route loader had run.
  const areas = createAreas();
  if (typeof options.routes !== 'function') for (const area of allAreas) areas.load(area);
  const store = makeStore(dependencies, options.preloadedState, areas);
  const route = options.route ?? '/';
  const routes = typeof options.routes === 'function' ? options.routes(areas) : (options.routes ?? [{ path: '*', element: ui }]);
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
