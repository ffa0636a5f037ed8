import type { ScheduleA } from '../commitments';
import type { OrderDetail, Party } from '../orders';

/** A key/value entry of the letter request's data lists (spec section 3, "Letter request"). */
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

/** The keys of submissionData.agent.Data, in the spec's order. */
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

/** Sample liability limit of spec section 9. */
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

export interface LetterInput {
  orderGuid: string;
  detail: OrderDetail;
  scheduleA: ScheduleA | null;
  agent: AgentDetails;
  underwriter: { name: string; code: string };
  lender: LenderChoice;
  tenantName: string;
  user: { token: string; userName: string; firstName: string; lastName: string; email: string };
}

const underwriterCodes: Record<string, string> = {
  'First American Title Insurance Company': 'FATIC',
  'Fidelity National Title Insurance Company': 'FNTIC',
  'Chicago Title Insurance Company': 'CTIC',
  'Stewart Title Guaranty Company': 'STGC',
  'Old Republic National Title Insurance Company': 'ORNTIC',
  'Commonwealth Land Title Insurance Company': 'CLTIC',
  'Westcor Land Title Insurance Company': 'WLTIC',
  'WFG National Title Insurance Company': 'WFGNTIC',
  'Doma Title Insurance, Inc.': 'DOMA',
  'Investors Title Insurance Company': 'ITIC',
};

export function underwriterCodeOf(name: string): string {
  return underwriterCodes[name] ?? name.replace(/[^A-Z]/g, '').slice(0, 8);
}

const joinNonEmpty = (parts: (string | undefined)[], separator: string) => parts.filter((part) => part && part.trim() !== '').join(separator);
const cityStateZip = (city: string, state: string, zip: string) => joinNonEmpty([joinNonEmpty([city, state], ', '), zip], ' ');
const fullName = (party: Party) => joinNonEmpty([party.FirstName, party.MiddleName, party.LastName], ' ');
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

function names(parties: Party[]) {
  const list = parties.map(fullName).filter(Boolean);
  const withCommas = list.length <= 2 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  const vesting = list.length === 0 ? '' : list.length === 1 ? `${withCommas}, a single person` : `${withCommas}, as joint tenants with right of survivorship`;
  return { namesWithCommas: withCommas, namesWithVesting: vesting };
}

function personContact(type: ContactType, party: Party, isMain: boolean): Contact {
  const name = fullName(party);
  return {
    type,
    name,
    nameLong: name,
    payeeName: name,
    isOrganization: party.Type !== 'Individual',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    fullAddress: '',
    cityStateZip: '',
    people: [{ name, firstName: party.FirstName, lastName: party.LastName, email: '', isMain }],
    proposedInsuredClause: '',
    additionalData: {},
  };
}

/**
 * The lender closing protection letter request of spec section 3, built from the order, its
 * commitment, the tenant and what the agent chose on the form.
 */
export function buildLetterRequest(input: LetterInput): LetterRequest {
  const { detail, scheduleA, agent, underwriter, lender, user } = input;
  const propertyCityStateZip = cityStateZip(detail.city, detail.state, detail.zip);
  const propertyFull = joinNonEmpty([detail.address, propertyCityStateZip], ', ');
  const lenderCityStateZip = cityStateZip(lender.city, lender.state, lender.zip);
  const agentData: Record<(typeof AGENT_KEYS)[number], string> = {
    agentNumber: agent.agentNumber,
    agentStatus: 'ACTIVE',
    agentAccountType: 'BOTH',
    contractDocumentType: 'Agency Agreement',
    customerBusinessName: input.tenantName,
    customerNumber: agent.customerNumber,
    customerStatus: 'ACTIVE',
    dbaName: input.tenantName,
    isDbaName: 'false',
    locationNumber: agent.locationNumber,
    location: joinNonEmpty([agent.locationCity, agent.locationStateCode], ', '),
    locationAddress1: agent.locationAddress1,
    locationAddress2: agent.locationAddress2,
    locationCity: agent.locationCity,
    locationStateCode: agent.locationStateCode,
    locationZipCode: agent.locationZipCode,
    locationPhoneNumber: agent.locationPhoneNumber,
    locationFaxNumber: agent.locationFaxNumber,
    state: detail.state,
    stateCode: detail.state,
    rollupUnderwriterCode: underwriter.code,
    rollUpUnderwriterBusinessName: underwriter.name,
    underwriterNumber: underwriter.code,
    underwriterCode: underwriter.code,
    underwriter: underwriter.name,
    customerTypeCode: 'AGENCY',
    flatRemit: 'false',
    liabilityLimitAmount: LIABILITY_LIMIT,
  };
  const letterData: Record<(typeof LETTER_KEYS)[number], string> = {
    letterType: 'Lender',
    lenderName: lender.lenderName,
    mortgageClause: lender.mortgageClause,
    transactionType: detail.transactionType,
    closingDate: day(detail.closingDate),
    loanAmount: String(detail.loanAmount ?? 0),
    propertyState: detail.state,
  };
  const commitmentDate = day(scheduleA?.commitmentEffectiveDateTime);
  const lenderContact: Contact = {
    type: 'Lender',
    name: lender.lenderName,
    nameLong: lender.mortgageClause || lender.lenderName,
    payeeName: lender.lenderName,
    isOrganization: true,
    address1: lender.address1,
    address2: lender.address2,
    city: lender.city,
    state: lender.state,
    zip: lender.zip,
    fullAddress: joinNonEmpty([lender.address1, lender.address2, lenderCityStateZip], ', '),
    cityStateZip: lenderCityStateZip,
    people: [],
    proposedInsuredClause: lender.mortgageClause,
    additionalData: {
      cpladdress1: lender.address1,
      cpladdress2: lender.address2,
      cplcity: lender.city,
      cplstate: lender.state,
      cplzip: lender.zip,
      mortgageClause: lender.mortgageClause,
    },
  };
  const agentCityStateZip = cityStateZip(agent.locationCity, agent.locationStateCode, agent.locationZipCode);
  const settlementAgent: Contact = {
    type: 'SettlementAgent',
    name: input.tenantName,
    nameLong: input.tenantName,
    payeeName: input.tenantName,
    isOrganization: true,
    address1: agent.locationAddress1,
    address2: agent.locationAddress2,
    city: agent.locationCity,
    state: agent.locationStateCode,
    zip: agent.locationZipCode,
    fullAddress: joinNonEmpty([agent.locationAddress1, agent.locationAddress2, agentCityStateZip], ', '),
    cityStateZip: agentCityStateZip,
    people: [{ name: `${user.firstName} ${user.lastName}`, firstName: user.firstName, lastName: user.lastName, email: user.email, isMain: true }],
    proposedInsuredClause: '',
    additionalData: {},
  };
  const underwriterContact: Contact = {
    ...settlementAgent,
    type: 'Underwriter',
    name: underwriter.name,
    nameLong: underwriter.name,
    payeeName: underwriter.name,
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    fullAddress: '',
    cityStateZip: '',
    people: [],
  };
  const buyers = detail.buyer ?? [];
  const sellers = detail.seller ?? [];

  return {
    additionalData: [{ Key: 'operation', Value: 'submit' }],
    orderMoniker: input.orderGuid,
    linkedOrder: detail.fileNumber,
    letterType: 'Lender',
    token: user.token,
    userName: user.userName,
    submissionData: {
      agent: {
        Identifier: agent.agentNumber,
        Description: input.tenantName,
        Data: AGENT_KEYS.map((key) => ({ Key: key, Context: 'agent', Value: agentData[key] })),
      },
      letter: {
        Identifier: detail.fileNumber,
        Description: `Closing protection letter for ${lender.lenderName}`,
        Data: LETTER_KEYS.map((key) => ({ Key: key, Context: 'letter', Value: letterData[key] })),
      },
    },
    order: {
      settlementDate: day(detail.closingDate),
      settlementType: detail.disclosureType || 'CDF',
      salesContract: { salesPrice: detail.salesPrice ?? 0 },
      property: {
        lots: detail.lot ? [{ number: detail.lot }] : [],
        parcels: detail.parcelId ? [{ identification: detail.parcelId }] : [],
        block: '',
        address: {
          address1: detail.address,
          address2: '',
          city: detail.city,
          state: detail.state,
          zip: detail.zip,
          fullAddress: propertyFull,
          cityStateZip: propertyCityStateZip,
        },
        county: detail.county,
        escrowBriefLegal: detail.brieflegal,
      },
      loan: {
        funding: { fundingAmount: detail.loanAmount ?? 0, loanAmount: detail.loanAmount ?? 0, lenderFundingType: 'Net' },
        loanNumber: detail.loanNumber,
        lenderName: lender.lenderName,
      },
      buyerData: names(buyers),
      sellerData: names(sellers),
      commitment: { effectiveDate: commitmentDate },
      loanPolicy: {
        effectiveDate: commitmentDate,
        proposedInsured: scheduleA?.loanProposedInsuredName || lender.mortgageClause || lender.lenderName,
        finalPremium: 0,
        coverageAmount: scheduleA?.loanCoverageAmount ?? detail.loanAmount ?? 0,
      },
      ownersPolicy: {
        effectiveDate: commitmentDate,
        proposedInsured: scheduleA?.ownerProposeInsuredName || names(buyers).namesWithCommas,
        finalPremium: 0,
        coverageAmount: scheduleA?.ownersCoverageAmount ?? detail.salesPrice ?? 0,
      },
      contacts: [
        lenderContact,
        settlementAgent,
        underwriterContact,
        ...buyers.map((party, index) => personContact('Buyer', party, index === 0)),
        ...sellers.map((party, index) => personContact('Seller', party, index === 0)),
      ],
    },
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/**
 * The keys a broker needs that a request lacks (empty when complete). The mock broker answers
 * with these; the form checks the same before sending.
 */
export function missingLetterKeys(request: unknown): string[] {
  const missing: string[] = [];
  if (!isObject(request)) return ['letterRequest'];
  for (const key of ['orderMoniker', 'letterType', 'token', 'userName']) if (!filled(request[key])) missing.push(key);
  const submission = isObject(request.submissionData) ? request.submissionData : {};
  const dataOf = (section: unknown) => {
    const entries = isObject(section) && Array.isArray(section.Data) ? (section.Data as unknown[]) : [];
    return new Map(entries.filter(isObject).map((entry) => [String(entry.Key), entry.Value]));
  };
  const agent = dataOf(submission.agent);
  for (const key of AGENT_KEYS) {
    // Fax, second address line and DBA name may be empty; the key must still be sent.
    const optional = key === 'locationFaxNumber' || key === 'locationAddress2' || key === 'dbaName';
    if (!agent.has(key) || (!optional && !filled(agent.get(key)))) missing.push(key);
  }
  const letter = dataOf(submission.letter);
  for (const key of ['lenderName', 'mortgageClause']) if (!filled(letter.get(key))) missing.push(key);
  const order = isObject(request.order) ? request.order : {};
  if (!filled(order.settlementDate)) missing.push('settlementDate');
  const property = isObject(order.property) ? order.property : {};
  const address = isObject(property.address) ? property.address : {};
  for (const key of ['address1', 'city', 'state', 'zip']) if (!filled(address[key])) missing.push(`property.${key}`);
  const contacts = Array.isArray(order.contacts) ? (order.contacts as unknown[]).filter(isObject) : [];
  if (!contacts.some((contact) => contact.type === 'Lender')) missing.push('contacts.Lender');
  return missing;
}
