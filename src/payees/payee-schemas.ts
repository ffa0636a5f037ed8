// Shared with the mock API (it validates the same bodies): a payee and its wire instructions.
import { mixed, number, object, string, type InferType } from 'yup';
import { isRoutingNumber } from './routing-directory.ts';

export const PAYEE_ROLES = ['Seller proceeds', 'Payoff lender', 'Buyer refund', 'Real estate commission', 'HOA', 'Property taxes', 'Recording fees', 'Title premium', 'Other'] as const;
export const VERIFICATION_METHODS = ['call-back', 'in-person', 'verification-service'] as const;

export const payeeMessages = {
  name: 'Enter who is paid.',
  role: 'Choose what the payment is for.',
  amount: 'Enter an amount from 0.01 to 100,000,000.00, cents at most.',
  method: 'Choose wire or check.',
  bankName: 'Enter the bank’s name.',
  routing: 'Enter the bank’s 9-digit ABA routing number; this one fails the routing number check.',
  account: 'Enter the account number: 4 to 17 digits.',
  accountConfirm: 'The account numbers do not match.',
  beneficiary: 'Enter the beneficiary as the bank has the account.',
  tooLong: (max: number) => `Keep it to ${max} characters.`,
  verificationMethod: 'Choose how the instructions were verified.',
  numberCalled: 'Enter the number you called (from an independent source).',
} as const;

const text = (max: number) => string().max(max, payeeMessages.tooLong(max));

/** Wire instructions as typed: the account number twice. On a change it may be left out to keep the one on file. */
export const wireSchema = object({
  bankName: text(120).trim().required(payeeMessages.bankName),
  routingNumber: string().required(payeeMessages.routing).test('aba', payeeMessages.routing, (value) => value === undefined || isRoutingNumber(value)),
  accountNumber: string().matches(/^\d{4,17}$/, payeeMessages.account),
  accountNumberConfirm: string().test('same', payeeMessages.accountConfirm, function (value) {
    return (this.parent as { accountNumber?: string }).accountNumber === undefined || value === (this.parent as { accountNumber?: string }).accountNumber;
  }),
  beneficiaryName: text(120).trim().required(payeeMessages.beneficiary),
  reference: text(140),
  /** The phone number that came with the instructions: a call-back must go to another. */
  contactPhone: text(30),
});

export const payeeSchema = object({
  name: text(120).trim().required(payeeMessages.name),
  role: mixed<(typeof PAYEE_ROLES)[number]>().oneOf(PAYEE_ROLES, payeeMessages.role).required(payeeMessages.role),
  // Cents at most: 19.99 * 100 is 1998.9999999999998 in floating point, so "close to a whole number of cents".
  amount: number().typeError(payeeMessages.amount).required(payeeMessages.amount).min(0.01, payeeMessages.amount).max(100_000_000, payeeMessages.amount).test('cents', payeeMessages.amount, (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6),
  method: mixed<'wire' | 'check'>().oneOf(['wire', 'check'], payeeMessages.method).required(payeeMessages.method),
  wire: wireSchema.nullable().default(null),
});

export const verificationSchema = object({
  method: mixed<(typeof VERIFICATION_METHODS)[number]>().oneOf(VERIFICATION_METHODS, payeeMessages.verificationMethod).required(payeeMessages.verificationMethod),
  numberCalled: text(30).when('method', { is: 'call-back', then: (schema) => schema.trim().required(payeeMessages.numberCalled) }),
  note: text(1000),
});

export type PayeeInput = InferType<typeof payeeSchema>;
export type WireInput = InferType<typeof wireSchema>;
export type VerificationInput = InferType<typeof verificationSchema>;
