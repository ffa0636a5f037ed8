import { useEffect, useState } from 'react';
import { loadStrengthEstimator } from './load-strength-estimator.ts';
import type { StrengthEstimator } from './password-policy.ts';

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
