// Shared with the mock API (its templates and GET /checklist-templates offer the same list).
/** Whom a checklist item can wait on; the field offers these, and takes other text. */
export const WAITING_ON_CHOICES = ['buyer', 'seller', 'lender', 'payoff lender', 'HOA', 'attorney', 'underwriter', 'surveyor', 'abstractor', 'county recorder', 'real estate agent'] as const;
