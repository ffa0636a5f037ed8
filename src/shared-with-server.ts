/**
 * The src/ modules the mock API runs, or takes the types of its answers from: schemas and the
 * messages they give, labels, rules, the page manifest. One list, so that a change to one of
 * them is known to reach the server too: eslint.config.js lets mock-api/ import nothing else
 * from src/, and each of these says so in its first line. They stay free of the browser (no
 * window, no React) and of anything the server should not run.
 *
 * Paths are relative to src/. What these import in turn comes along; keep that small too.
 */
export const SHARED_WITH_SERVER = [
  './activity/history-entry.ts',
  './auth/auth-schemas.ts',
  './checklist/checklist-schemas.ts',
  './checklist/waiting-on.ts',
  './commitments/commitment-schemas.ts',
  './commitments/schedule-a-labels.ts',
  './config/mock-broker.ts',
  './config/uploads.ts',
  './dashboard/dashboard-api.ts',
  './letters/letter-request.ts',
  './letters/missing-letter-keys.ts',
  './lib/account-messages.ts',
  './lib/email-rule.ts',
  './lib/enter-before-start.ts',
  './lib/file-list-item.ts',
  './lib/load-strength-estimator.ts',
  './lib/name-rule.ts',
  './lib/password-policy.ts',
  './lib/unprintable.ts',
  './lib/validation.ts',
  './orders/order-field-labels.ts',
  './orders/order-schemas.ts',
  './payees/payee-schemas.ts',
  './payees/routing-directory.ts',
  './prerender/page-manifest.ts',
  './registration/registration-schemas.ts',
  './team/team-api.ts',
] as const;
