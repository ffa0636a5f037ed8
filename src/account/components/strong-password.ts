import type { TestContext } from 'yup';
import { loadStrengthEstimator } from '../../lib/load-strength-estimator.ts';
import { checkPassword } from '../../lib/password-policy.ts';

/**
 * The Yup test for a new password: what the server will say, said as the person types. The
 * estimator is fetched on first use; if it cannot be (offline), the field passes here and the
 * server, which decides, still checks it.
 */
export function strongPassword(userInputs: string[]) {
  return async (value: string | undefined, context: TestContext) => {
    const estimate = await loadStrengthEstimator().catch(() => null);
    if (!estimate) return true;
    const verdict = checkPassword(value ?? '', userInputs, estimate);
    return verdict.ok || context.createError({ message: verdict.problems[0] ?? 'Please choose another password.' });
  };
}
