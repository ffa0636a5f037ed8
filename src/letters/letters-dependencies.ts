import type { Environment } from '../config/environment';
import type { Clock } from '../lib/platform';
import type { LettersApi } from './letters-api';

/**
 * What the letters epics touch outside the store (app/dependencies.ts joins every area's). Kept
 * apart from the epics so the app's dependency type does not import the epics and all they import.
 */
export interface LettersEpicDependencies {
  lettersApi: LettersApi;
  /** The agent's token, which a letter request carries (kept by the session area, session/session-token.ts). */
  sessionToken: { current(): string | null };
  clock: Clock;
  env: Pick<Environment, 'brokerClientId' | 'brokerClientSecret'>;
}
