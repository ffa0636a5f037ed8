// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import type { StrengthEstimator } from './password-policy.ts';

let loading: Promise<StrengthEstimator> | null = null;

/**
 * The password-strength estimator, loaded the first time it is asked for: its dictionaries would
 * otherwise weigh on every screen of the area that imports it in the browser, and on every start
 * of the server and of title-cli. A failed load (offline) is forgotten, so the next call tries again.
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  loading ??= import('./password-strength.ts').then(
    (module) => module.estimateStrength,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
