import type { StrengthEstimator } from '../../src/lib/password-policy';

let loading: Promise<StrengthEstimator> | null = null;

/**
 * zxcvbn's estimator, loaded by the first password someone chooses: its dictionaries took a tenth
 * of a second at every start of the server, and of title-cli, which starts none.
 */
export function strengthEstimator(): Promise<StrengthEstimator> {
  loading ??= import('../../src/lib/password-strength').then((module) => module.estimateStrength);
  return loading;
}
