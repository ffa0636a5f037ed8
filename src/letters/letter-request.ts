// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/** The shape of the lender closing protection letter request (docs/behaviour.md#the-letter-request); built by build-letter-request.ts. */

/** A key/value entry of the letter request's data lists (docs/behaviour.md#the-letter-request). */
export interface DataEntry {
  Key: string;
  Context: string;
  Value: string;
}

export interface Person {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  isMain: boolean;
}

export type ContactType = 'Abstractor' | 'Attorney' | 'Buyer' | 'Government' | 'Lender' | 'Seller' | 'SettlementAgent' | 'Underwriter';

export interface Contact {
  type: ContactType;
  name: string;
  nameLong: string;
  payeeName: string;
  isOrganization: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  fullAddress: string;
  cityStateZip: string;
  people: Person[];
  proposedInsuredClause: string;
  additionalData: Record<string, string>;
}

interface Policy {
  effectiveDate: string;
  proposedInsured: string;
  finalPremium: number;
  coverageAmount: number;
}

export interface LetterRequest {
  additionalData: { Key: string; Value: string }[];
  orderMoniker: string;
  linkedOrder: string;
  letterType: 'Lender';
  token: string;
  userName: string;
  submissionData: {
    agent: { Identifier: string; Description: string; Data: DataEntry[] };
    letter: { Identifier: string; Description: string; Data: DataEntry[] };
  };
  order: {
    settlementDate: string;
    settlementType: string;
    salesContract: { salesPrice: number };
    property: {
      lots: { number: string }[];
      parcels: { identification: string }[];
      block: string;
      address: { address1: string; address2: string; city: string; state: string; zip: string; fullAddress: string; cityStateZip: string };
      county: string;
      escrowBriefLegal: string;
    };
    loan: { funding: { fundingAmount: number; loanAmount: number; lenderFundingType: string }; loanNumber: string; lenderName: string };
    buyerData: { namesWithCommas: string; namesWithVesting: string };
    sellerData: { namesWithCommas: string; namesWithVesting: string };
    commitment: { effectiveDate: string };
    loanPolicy: Policy;
    ownersPolicy: Policy;
    contacts: Contact[];
  };
}

/** The keys of submissionData.agent.Data, in their fixed order (docs/behaviour.md#the-letter-request). */
export const AGENT_KEYS = [
  'agentNumber',
  'agentStatus',
  'agentAccountType',
  'contractDocumentType',
  'customerBusinessName',
  'customerNumber',
  'customerStatus',
  'dbaName',
  'isDbaName',
  'locationNumber',
  'location',
  'locationAddress1',
  'locationAddress2',
  'locationCity',
  'locationStateCode',
  'locationZipCode',
  'locationPhoneNumber',
  'locationFaxNumber',
  'state',
  'stateCode',
  'rollupUnderwriterCode',
  'rollUpUnderwriterBusinessName',
  'underwriterNumber',
  'underwriterCode',
  'underwriter',
  'customerTypeCode',
  'flatRemit',
  'liabilityLimitAmount',
] as const;

export const LETTER_KEYS = ['letterType', 'lenderName', 'mortgageClause', 'transactionType', 'closingDate', 'loanAmount', 'propertyState'] as const;

/** The liability limit sent (docs/behaviour.md#the-letter-request). */
export const LIABILITY_LIMIT = '5000000';

export interface AgentDetails {
  agentNumber: string;
  customerNumber: string;
  locationNumber: string;
  locationAddress1: string;
  locationAddress2: string;
  locationCity: string;
  locationStateCode: string;
  locationZipCode: string;
  locationPhoneNumber: string;
  locationFaxNumber: string;
}

export interface LenderChoice {
  lenderName: string;
  mortgageClause: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

