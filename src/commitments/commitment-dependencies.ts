import type { Observable } from 'rxjs';
import type { CommitmentApi } from './commitment-api.ts';

/**
 * What the commitment epics touch outside the store (app/dependencies.ts joins every area's). Kept
 * apart from the epics so the app's dependency type does not import the epics and all they import.
 */
export interface CommitmentEpicDependencies {
  commitmentApi: CommitmentApi;
  /** The network is back, or the agent returned to the tab: a save waiting offline tries again. */
  wake$: Observable<unknown>;
}
