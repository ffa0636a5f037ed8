import type { ScheduleA } from '../commitments/index.ts';
import { partyName, partyNamesInWords } from '../lib/format/party-names.ts';
import type { OrderDetail, Party } from '../orders/index.ts';
import { AGENT_KEYS, LETTER_KEYS, LIABILITY_LIMIT, type Contact, type ContactType, type AgentDetails, type LenderChoice, type LetterRequest } from './letter-request.ts';

/** What a letter request is built from: the order, its commitment, the tenant and the agent's choices. */
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
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** A contact the request names without an address (a party, the underwriter): every address key, empty. */
const NO_ADDRESS = { address1: '', address2: '', city: '', state: '', zip: '', fullAddress: '', cityStateZip: '' };

function names(parties: Party[]) {
  const list = parties.map(partyName).filter(Boolean);
  const withCommas = partyNamesInWords(parties);
  const vesting = list.length === 0 ? '' : list.length === 1 ? `${withCommas}, a single person` : `${withCommas}, as joint tenants with right of survivorship`;
  return { namesWithCommas: withCommas, namesWithVesting: vesting };
}

function personContact(type: ContactType, party: Party, isMain: boolean): Contact {
  const name = partyName(party);
  return {
    type,
    name,
    nameLong: name,
    payeeName: name,
    isOrganization: party.Type !== 'Individual',
    ...NO_ADDRESS,
    people: [{ name, firstName: party.FirstName, lastName: party.LastName, email: '', isMain }],
    proposedInsuredClause: '',
    additionalData: {},
  };
}

/**
 * The lender closing protection letter request (docs/behaviour.md#the-letter-request), built from
 * the order, its commitment, the tenant and what the agent chose on the form.
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
    ...NO_ADDRESS,
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
