// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import type { OrderDetail } from './order-schemas.ts';

/** Each order field's label as the agent reads it on the order form (for notices that name fields). */
export const ORDER_FIELD_LABELS: Partial<Record<keyof OrderDetail, string>> = {
  fileNumber: 'File Number',
  transactionType: 'Transaction Type',
  disclosureType: 'Disclosure Type',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  county: 'County',
  municipality: 'Municipality',
  subdivision: 'Subdivision',
  lot: 'Lot',
  parcelId: 'Parcel ID',
  brieflegal: 'Brief Legal',
  salesPrice: 'Sales Price',
  loanAmount: 'Loan Amount',
  closingDate: 'Closing Date',
  disbursementDate: 'Disbursement Date',
  lenderName: 'Lender Name',
  financeInstitute: 'Finance Institute',
  loanNumber: 'Loan Number',
  dealAgentName: 'Deal Agent Name',
  mobNumOfDealAgent: 'Deal Agent Mobile',
  agencyOwnerName: 'Agency Owner Name',
  agencyContactNumber: 'Agency Contact Number',
  cashClosing: 'Cash or Finance',
  buyer: 'Buyers',
  seller: 'Sellers',
};

export const orderFieldLabel = (field: string): string => ORDER_FIELD_LABELS[field as keyof OrderDetail] ?? field;
