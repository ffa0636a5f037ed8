import { useEffect, useState } from 'react';
import type { StrengthEstimator } from './password-policy';

let loading: Promise<StrengthEstimator> | null = null;

/**
 * The password-strength estimator, fetched the first time a screen asks for it: its dictionaries
 * would otherwise weigh on every screen of the area that imports it. A failed fetch (offline) is
 * forgotten, so the next call tries again.
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  loading ??= import('./password-strength').then(
    (module) => module.estimateStrength,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The estimator once it has loaded (null until then); loading starts when the form mounts. */
export function useStrengthEstimator(): StrengthEstimator | null {
  const [estimator, setEstimator] = useState<StrengthEstimator | null>(null);
  useEffect(() => {
    let mounted = true;
    loadStrengthEstimator().then(
      (loaded) => mounted && setEstimator(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return estimator;
}
