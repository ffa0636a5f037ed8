import { format } from 'date-fns';
import { partyNamesInWords } from '../lib/format/party-names.ts';
import type { OrderDetail } from '../orders/index.ts';
import type { ScheduleA } from './commitment-schemas.ts';

export const DEFAULT_REQUIREMENT_EXPIRE = '180';

/**
 * A first Schedule A from what the order already knows: buyers as the proposed insured owners,
 * sales price and loan amount as coverage, the lender as the insured lender, the brief legal as
 * the legal description; requirements expire after 180 days.
 */
export function scheduleADefaults(detail: OrderDetail, tenantName: string, now: Date): ScheduleA {
  const financed = detail.cashClosing === 'Finance';
  return {
    orderGuid: detail.orderGuid,
    ownerPolicyType: 'ALTA Owners Policy (6/17/06)',
    ownerProposeInsuredName: partyNamesInWords(detail.buyer),
    ownersCoverageAmount: detail.salesPrice ?? 0,
    loanCoverageAmount: financed ? (detail.loanAmount ?? 0) : 0,
    commitmentEffectiveDateTime: `${format(now, 'yyyy-MM-dd')}T08:00:00Z`,
    loanPolicyType: financed ? 'ALTA Loan Policy (6/17/06)' : '',
    loanProposedInsuredName: financed && detail.lenderName ? `${detail.lenderName}, its successors and/or assigns` : '',
    ownershipInterest: 'Fee Simple',
    commitmentOwnedBy: partyNamesInWords(detail.seller),
    requirementExpire: DEFAULT_REQUIREMENT_EXPIRE,
    companyName: tenantName,
    commitmentBy: '',
    commitmentTilte: `Commitment for Title Insurance – File ${detail.fileNumber}`,
    legalDescription: detail.brieflegal,
    legalSummary: [detail.address, detail.city, detail.state, detail.zip].filter(Boolean).join(', '),
    counterSignature: '',
    isSeperatePageForLegal: false,
  };
}
