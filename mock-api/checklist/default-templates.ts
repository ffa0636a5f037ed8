import type { TRANSACTION_TYPES } from '../../src/orders/order-schemas.ts';
import type { DueAnchor, TemplateItem } from '../store/model.ts';

/**
 * The checklist every agency starts with, per transaction type: the steps a US title and
 * settlement agency takes on a file (docs/checklists.md), each with who does it by default, when
 * it is due in business days from the file's dates, whom it usually waits on, and whether it is a
 * milestone of the file's progress. An administrator edits them on the Checklist templates page;
 * the edits apply to files opened afterwards.
 */

const item = (key: string, title: string, anchor: DueAnchor, businessDays: number, extra: Partial<TemplateItem> = {}): TemplateItem => ({
  key,
  title,
  owner: { kind: 'opener' },
  due: { anchor, businessDays },
  milestone: false,
  waitingOn: '',
  ...extra,
});

const SEARCH = item('title-search', 'Order the title search', 'opened', 1, { waitingOn: 'abstractor' });
const COMMITMENT = item('commitment', 'Examine title and issue the commitment', 'opened', 5, { milestone: true });
const CPL = item('cpl', 'Request the closing protection letter', 'opened', 5, { waitingOn: 'underwriter', financedOnly: true });
const PAYOFFS = item('payoffs', 'Order payoff statements', 'closing', -10, { waitingOn: 'payoff lender' });
const CURATIVE = item('curative', 'Clear the B-I requirements', 'closing', -3, { milestone: true });
const LENDER_PACKAGE = item('lender-package', "Receive the lender's closing package", 'closing', -2, { waitingOn: 'lender', financedOnly: true });
const SCHEDULE = item('schedule', 'Schedule the closing', 'closing', -5, { waitingOn: 'buyer' });
const BALANCE = item('balance', 'Balance the settlement statement', 'closing', -1, { waitingOn: 'lender' });
const CLEAR_TO_CLOSE = item('clear-to-close', 'Clear to close', 'closing', -1, { milestone: true });
const CLOSED = item('closed', 'Closed: all parties signed', 'closing', 0, { milestone: true });
const DISBURSE = item('disburse', 'Disburse the funds', 'disbursement', 0, { milestone: true, disbursement: true });
const RECORD = item('record', 'Record the deed and mortgage', 'disbursement', 1, { waitingOn: 'county recorder' });
const POLICIES = item('policies', 'Issue the title policies', 'disbursement', 20, { milestone: true, waitingOn: 'underwriter' });

const PURCHASE = [SEARCH, COMMITMENT, CPL, PAYOFFS, SCHEDULE, CURATIVE, LENDER_PACKAGE, BALANCE, CLEAR_TO_CLOSE, CLOSED, DISBURSE, RECORD, POLICIES];
const RECORD_MORTGAGE = { ...RECORD, title: 'Record the mortgage' };
const REFINANCE = [
  SEARCH,
  COMMITMENT,
  CPL,
  PAYOFFS,
  SCHEDULE,
  CURATIVE,
  LENDER_PACKAGE,
  BALANCE,
  CLEAR_TO_CLOSE,
  CLOSED,
  item('rescission', 'Rescission period ends (3 business days)', 'closing', 3, { waitingOn: 'buyer' }),
  DISBURSE,
  RECORD_MORTGAGE,
  item('release', 'Track the release of the paid-off mortgage', 'disbursement', 30, { waitingOn: 'payoff lender' }),
  { ...POLICIES, title: "Issue the lender's policy" },
];

/** The purchase list with steps of its own before curative. */
const purchaseWith = (...extra: TemplateItem[]) => [...PURCHASE.slice(0, 5), ...extra, ...PURCHASE.slice(5)];

export const DEFAULT_TEMPLATES: Record<(typeof TRANSACTION_TYPES)[number], TemplateItem[]> = {
  Purchase: PURCHASE,
  Refinance: REFINANCE,
  'Home Equity Line of Credit': REFINANCE.filter((step) => step.key !== 'release'),
  'Commercial Purchase': purchaseWith(
    item('alta-survey', 'Order the ALTA/NSPS survey', 'opened', 2, { waitingOn: 'surveyor' }),
    item('entity-documents', "Review the entities' authority documents", 'closing', -7, { waitingOn: 'attorney' }),
  ),
  'Commercial Refinance': [...REFINANCE.slice(0, 4), item('entity-documents', "Review the borrower's authority documents", 'closing', -7, { waitingOn: 'attorney' }), ...REFINANCE.slice(4)],
  'New Construction': purchaseWith(item('lien-waivers', "Collect the builder's lien waivers", 'closing', -5, { waitingOn: 'seller' })),
  'Reverse Mortgage': [...REFINANCE.slice(0, 4), item('counseling', 'Receive the HUD counseling certificate', 'closing', -10, { waitingOn: 'buyer' }), ...REFINANCE.slice(4)],
  'Short Sale': purchaseWith(item('short-sale-approval', 'Receive the short sale approval letter', 'closing', -10, { waitingOn: 'payoff lender' })),
  'Foreclosure (REO)': purchaseWith(item('foreclosure-deed', 'Confirm the foreclosure deed is recorded', 'opened', 3, { waitingOn: 'attorney' })),
  '1031 Exchange': purchaseWith(item('intermediary', 'Coordinate with the qualified intermediary', 'opened', 2, { waitingOn: 'attorney' })),
};

export function defaultTemplate(transactionType: string): TemplateItem[] {
  return (DEFAULT_TEMPLATES as Record<string, TemplateItem[]>)[transactionType] ?? PURCHASE;
}
