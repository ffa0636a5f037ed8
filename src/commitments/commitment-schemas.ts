// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { array, boolean, object, string, type InferType } from 'yup';
import { moneyAmount } from '../lib/money-amount.ts';
import { optionalText } from '../lib/validation.ts';

export const commitmentMessages = {
  ownerPolicyType: 'Please select the owner policy type.',
  loanPolicyType: 'Please select the loan policy type.',
  amount: 'Enter an amount of zero or more, with at most two decimals.',
  effectiveDate: 'Enter the commitment effective date and time.',
  requirementExpire: 'Enter the number of days, from 1 to 3650.',
  text: 'Please enter the text.',
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Commitment Schedule A, field names spelled as the backend has them (docs/behaviour.md#orders-and-the-file-list). */
export const scheduleASchema = object({
  orderGuid: optionalText(64),
  ownerPolicyType: optionalText(100),
  ownerProposeInsuredName: optionalText(300),
  ownersCoverageAmount: moneyAmount(commitmentMessages.amount),
  loanCoverageAmount: moneyAmount(commitmentMessages.amount),
  commitmentEffectiveDateTime: string()
    .required(commitmentMessages.effectiveDate)
    .test('iso', commitmentMessages.effectiveDate, (value) => value === undefined || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)))),
  loanPolicyType: optionalText(100),
  loanProposedInsuredName: optionalText(300),
  ownershipInterest: optionalText(100),
  commitmentOwnedBy: optionalText(300),
  requirementExpire: string()
    .required(commitmentMessages.requirementExpire)
    .matches(/^\d{1,4}$/, commitmentMessages.requirementExpire)
    .test('range', commitmentMessages.requirementExpire, (value) => value === undefined || (Number(value) >= 1 && Number(value) <= 3650)),
  companyName: optionalText(200),
  commitmentBy: optionalText(200),
  commitmentTilte: optionalText(200),
  legalDescription: optionalText(8000),
  legalSummary: optionalText(2000),
  counterSignature: optionalText(200),
  isSeperatePageForLegal: boolean().default(false),
});

export type ScheduleA = InferType<typeof scheduleASchema>;

export const scheduleBItemSchema = object({
  code: optionalText(20),
  text: string().required(commitmentMessages.text).max(4000, 'Use at most 4000 characters.'),
  /** A requirement's curative checklist item is done (docs/checklists.md); answered, never saved. */
  satisfied: boolean().optional(),
});

/** The requirements (B-I) or exceptions (B-II) of a commitment, in their order. */
export const scheduleBSchema = object({
  items: array(scheduleBItemSchema).max(200, 'At most 200 entries.').required(),
});

export type ScheduleBItem = InferType<typeof scheduleBItemSchema>;
