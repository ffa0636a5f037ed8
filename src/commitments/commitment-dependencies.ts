import type { CommitmentApi } from './commitment-api.ts';

/**
 * What the commitment epics touch outside the store (app/dependencies.ts joins every area's). Kept
 * apart from the epics so the app's dependency type does not import the epics and all they import.
 */
export interface CommitmentEpicDependencies {
  commitmentApi: CommitmentApi;
}
