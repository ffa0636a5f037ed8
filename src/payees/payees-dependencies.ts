import type { PayeesApi } from './payees-api.ts';

/**
 * What the payees epics touch outside the store (app/dependencies.ts joins every area's). Kept
 * apart from the epics and the slice so the app's dependency type imports neither.
 */
export interface PayeesEpicDependencies {
  payeesApi: PayeesApi;
}
