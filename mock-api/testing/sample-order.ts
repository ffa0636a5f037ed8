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
