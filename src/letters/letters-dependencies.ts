import type { Environment } from '../config/environment.ts';
import type { Clock } from '../lib/platform.ts';
import type { LettersApi } from './letters-api.ts';

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
