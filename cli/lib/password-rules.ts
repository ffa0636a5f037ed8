import { loadStrengthEstimator } from '../../src/lib/load-strength-estimator.ts';
import { checkPassword, personalWords } from '../../src/lib/password-policy.ts';
import { CliError, EXIT } from './exit-codes.ts';

export interface PasswordOwner {
  firstName: string;
  lastName: string;
  email: string;
  /** The agency's name, when known: a password built from it is easy to guess too. */
  agency?: string;
}

/**
 * A password an operator chooses for someone (`users add --password`) meets the product's own
 * policy, the one the app and the server apply when a person chooses theirs (src/lib/
 * password-policy.ts: length, zxcvbn score, common and personal words, invisible characters),
 * so the CLI cannot hand out a password the product would refuse.
 */
export async function requireAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  const userInputs = personalWords(owner.firstName, owner.lastName, owner.email, owner.agency);
  const verdict = checkPassword(password, userInputs, await loadStrengthEstimator());
  if (verdict.ok) return;
  const hint = verdict.suggestions.length > 0 ? ` ${verdict.suggestions.join(' ')}` : '';
  throw new CliError(`The password is refused: ${verdict.problems.join(' ')}${hint} Leave out --password to have one generated.`, EXIT.usage);
}
