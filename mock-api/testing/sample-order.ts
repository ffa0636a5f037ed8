import type { AgentDetails, LenderChoice } from '../../src/letters/letter-request';
import type { OrderDetail } from '../../src/orders/order-schemas';

/**
 * One complete, valid order detail for tests, contracts and provider states: a financed purchase
 * in Austin closing mid-December.
 */
export function sampleOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    fileNumber: 'DTE-PACT-0001',
    transactionType: 'Purchase',
    disclosureType: 'CDF',
    cashClosing: 'Finance',
    salesPrice: 450000,
    loanAmount: 360000,
    address: '1200 Lakeshore Dr',
    city: 'Austin',
    state: 'TX',
    county: 'Travis',
    zip: '78701',
    municipality: '',
    subdivision: '',
    lot: '',
    parcelId: '',
    dealAgentName: '',
    agencyOwnerName: '',
    mobNumOfDealAgent: '',
    agencyContactNumber: '',
    closingDate: '2026-12-15T00:00:00Z',
    disbursementDate: '2026-12-16T00:00:00Z',
    financeInstitute: 'Rocket Mortgage',
    uploadImage: [],
    brieflegal: '',
    lenderName: 'Rocket Mortgage',
    loanNumber: '5500112233',
    orderGuid: '',
    buyer: [{ FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' }],
    seller: [{ FirstName: 'Tom', MiddleName: 'J', LastName: 'Baker', Type: 'Individual' }],
    ...overrides,
  };
}

/** The agent office, underwriter and lender a sample letter request is made with. */
export const sampleLetterChoices: { agent: AgentDetails; underwriter: { name: string; code: string }; lender: LenderChoice } = {
  agent: {
    agentNumber: 'AG-00001',
    customerNumber: 'C-000001',
    locationNumber: '001',
    locationAddress1: '500 Congress Ave',
    locationAddress2: '',
    locationCity: 'Austin',
    locationStateCode: 'TX',
    locationZipCode: '78701',
    locationPhoneNumber: '(512) 555-0100',
    locationFaxNumber: '',
  },
  underwriter: { name: 'Stewart Title Guaranty Company', code: 'STGC' },
  lender: {
    lenderName: 'Rocket Mortgage',
    mortgageClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA',
    address1: '1050 Woodward Avenue',
    address2: '',
    city: 'Detroit',
    state: 'MI',
    zip: '48226',
  },
};
