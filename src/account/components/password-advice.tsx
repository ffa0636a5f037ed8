import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useStrengthEstimator } from '../../lib/use-strength-estimator.ts';
import { checkPassword, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../../lib/password-policy.ts';

const STRENGTH = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];

interface PasswordAdviceProps {
  /** The element's id, for the password field's aria-describedby. */
  id: string;
  /** The Formik field holding the new password. */
  field: string;
  /** The person's name, e-mail and agency: a password built from them is refused. */
  userInputs: string[];
}

/**
 * What the server will say of a new password, said as it is typed: a strength meter, whether it
 * is accepted, and a hint. Until the strength checker has loaded it shows the rule of thumb.
 */
export function PasswordAdvice({ id, field, userInputs }: PasswordAdviceProps) {
  const { values } = useFormikContext<Record<string, string>>();
  const password = values[field] ?? '';
  const estimate = useStrengthEstimator();
  const verdict = useMemo(() => (password && estimate ? checkPassword(password, userInputs, estimate) : null), [password, userInputs, estimate]);
  const strength = (STRENGTH[verdict?.score ?? 0] ?? '').toLowerCase();
  return (
    <div className="password-advice" id={id}>
      <div className="password-advice__meter" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className={`password-advice__bar${verdict && verdict.score > step ? ` password-advice__bar--${Math.min(verdict.score, 4)}` : ''}`} />
        ))}
      </div>
      <p className="password-advice__strength" aria-live="polite">
        {!verdict
          ? `At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong password.`
          : verdict.ok
            ? `Strength: ${STRENGTH[verdict.score] ?? ''} — good to go.`
            : // Refused for its strength, it says how weak; refused for another reason (the person's
              // name, too short), calling it "very strong" would contradict the message above it.
              verdict.score < PASSWORD_MIN_SCORE
              ? `Not accepted yet (strength: ${strength}).`
              : `Not accepted yet: ${verdict.problems[0] ?? ''}`}
      </p>
      {verdict && verdict.ok && verdict.suggestions.length > 0 && <p className="password-advice__tip">{verdict.suggestions[0]}</p>}
    </div>
  );
}
