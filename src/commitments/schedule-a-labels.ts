// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import type { ScheduleA } from './commitment-schemas.ts';

/** Each Schedule A field's label as the agent reads it on the form (for notices that name fields). */
const SCHEDULE_A_LABELS: Partial<Record<keyof ScheduleA, string>> = {
  ownerPolicyType: 'Owner Policy Type',
  ownerProposeInsuredName: 'Proposed Insured (Owner)',
  ownersCoverageAmount: "Owner's Coverage Amount",
  loanPolicyType: 'Loan Policy Type',
  loanProposedInsuredName: 'Proposed Insured (Lender)',
  loanCoverageAmount: 'Loan Coverage Amount',
  commitmentEffectiveDateTime: 'Effective Date and Time',
  ownershipInterest: 'Ownership Interest',
  requirementExpire: 'Requirements Expire After (days)',
  commitmentOwnedBy: 'Title Vested In',
  companyName: 'Company Name',
  commitmentBy: 'Commitment By',
  commitmentTilte: 'Title',
  legalDescription: 'Legal Description',
  legalSummary: 'Legal Summary',
  counterSignature: 'Countersignature',
  isSeperatePageForLegal: 'Legal description on a separate page',
};

export const scheduleALabel = (field: string): string => SCHEDULE_A_LABELS[field as keyof ScheduleA] ?? field;
