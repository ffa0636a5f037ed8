import { scheduleADefaults } from '../commitments/schedule-a-defaults.ts';
import { sampleLetterChoices, sampleOrderDetail } from '../../fixtures/sample-order.ts';
import type { OrderDetail } from '../orders/order-schemas.ts';
import { buildLetterRequest } from './build-letter-request.ts';
import type { LetterInput } from './build-letter-request.ts';
import { AGENT_KEYS, LIABILITY_LIMIT } from './letter-request.ts';
import { missingLetterKeys } from './missing-letter-keys.ts';

const detail: OrderDetail = sampleOrderDetail({
  fileNumber: 'DTE-2026-00042',
  municipality: 'Austin',
  subdivision: 'Lakeshore Estates',
  lot: '12',
  parcelId: '123-456-789',
  dealAgentName: 'Kim Ortiz',
  agencyOwnerName: 'Pat Reed',
  mobNumOfDealAgent: '(512) 555-0101',
  agencyContactNumber: '(512) 555-0102',
  brieflegal: 'Lot 12, Lakeshore Estates, Travis County',
  orderGuid: 'order-1',
  buyer: [
    { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' },
    { FirstName: 'Luis', MiddleName: 'M', LastName: 'Reyes', Type: 'Individual' },
  ],
  seller: [{ FirstName: 'Tom', MiddleName: '', LastName: 'Baker', Type: 'Individual' }],
});

const input: LetterInput = {
  orderGuid: 'order-1',
  detail,
  scheduleA: { ...scheduleADefaults(detail, 'Demo Title & Escrow', new Date('2026-11-18T12:00:00Z')), loanProposedInsuredName: 'Rocket Mortgage, LLC, ISAOA/ATIMA' },
  // The sample choices, with a second office line so the request is shown to carry it.
  agent: { ...sampleLetterChoices.agent, locationAddress2: 'Suite 200' },
  underwriter: sampleLetterChoices.underwriter,
  lender: sampleLetterChoices.lender,
  tenantName: 'Demo Title & Escrow',
  user: { token: 'app.jwt.token', userName: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test' },
};

describe('buildLetterRequest (docs/behaviour.md#the-letter-request)', () => {
  const request = buildLetterRequest(input);

  it('fills the top level', () => {
    expect(request.additionalData).toEqual([{ Key: 'operation', Value: 'submit' }]);
    expect(request).toMatchObject({ orderMoniker: 'order-1', linkedOrder: 'DTE-2026-00042', letterType: 'Lender', token: 'app.jwt.token', userName: 'dana@demo-title.test' });
  });

  it('lists every agent key in order, with the fixed constants', () => {
    const agent = request.submissionData.agent;
    expect(agent.Identifier).toBe('AG-00001');
    expect(agent.Data.map((entry) => entry.Key)).toEqual([...AGENT_KEYS]);
    const value = (key: string) => agent.Data.find((entry) => entry.Key === key)?.Value;
    expect(value('agentStatus')).toBe('ACTIVE');
    expect(value('agentAccountType')).toBe('BOTH');
    expect(value('customerTypeCode')).toBe('AGENCY');
    expect(value('liabilityLimitAmount')).toBe(LIABILITY_LIMIT);
    expect(value('underwriter')).toBe('Stewart Title Guaranty Company');
    expect(value('underwriterCode')).toBe('STGC');
    expect(value('customerBusinessName')).toBe('Demo Title & Escrow');
    expect(value('locationAddress1')).toBe('500 Congress Ave');
    expect(value('stateCode')).toBe('TX');
    expect(agent.Data.every((entry) => entry.Context === 'agent')).toBe(true);
  });

  it('describes the letter', () => {
    const data = Object.fromEntries(request.submissionData.letter.Data.map((entry) => [entry.Key, entry.Value]));
    expect(data).toMatchObject({ letterType: 'Lender', lenderName: 'Rocket Mortgage', mortgageClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA', closingDate: '2026-12-15', loanAmount: '360000' });
  });

  it('builds the order block: settlement, property, loan, parties, commitment and policies', () => {
    expect(request.order).toMatchObject({
      settlementDate: '2026-12-15',
      settlementType: 'CDF',
      salesContract: { salesPrice: 450000 },
      property: {
        lots: [{ number: '12' }],
        parcels: [{ identification: '123-456-789' }],
        block: '',
        address: {
          address1: '1200 Lakeshore Dr',
          address2: '',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          fullAddress: '1200 Lakeshore Dr, Austin, TX 78701',
          cityStateZip: 'Austin, TX 78701',
        },
        county: 'Travis',
        escrowBriefLegal: 'Lot 12, Lakeshore Estates, Travis County',
      },
      loan: { funding: { fundingAmount: 360000, loanAmount: 360000, lenderFundingType: 'Net' }, loanNumber: '5500112233', lenderName: 'Rocket Mortgage' },
      buyerData: { namesWithCommas: 'Ana Reyes and Luis M Reyes', namesWithVesting: 'Ana Reyes and Luis M Reyes, as joint tenants with right of survivorship' },
      sellerData: { namesWithCommas: 'Tom Baker', namesWithVesting: 'Tom Baker, a single person' },
      commitment: { effectiveDate: '2026-11-18' },
      loanPolicy: { effectiveDate: '2026-11-18', proposedInsured: 'Rocket Mortgage, LLC, ISAOA/ATIMA', finalPremium: 0, coverageAmount: 360000 },
      ownersPolicy: { effectiveDate: '2026-11-18', proposedInsured: 'Ana Reyes and Luis M Reyes', finalPremium: 0, coverageAmount: 450000 },
    });
  });

  it('adds the lender contact with its CPL address and mortgage clause, and the other parties', () => {
    const contacts = request.order.contacts;
    expect(contacts.map((contact) => contact.type)).toEqual(['Lender', 'SettlementAgent', 'Underwriter', 'Buyer', 'Buyer', 'Seller']);
    expect(contacts[0]).toEqual({
      type: 'Lender',
      name: 'Rocket Mortgage',
      nameLong: 'Rocket Mortgage, LLC, ISAOA/ATIMA',
      payeeName: 'Rocket Mortgage',
      isOrganization: true,
      address1: '1050 Woodward Avenue',
      address2: '',
      city: 'Detroit',
      state: 'MI',
      zip: '48226',
      fullAddress: '1050 Woodward Avenue, Detroit, MI 48226',
      cityStateZip: 'Detroit, MI 48226',
      people: [],
      proposedInsuredClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA',
      additionalData: {
        cpladdress1: '1050 Woodward Avenue',
        cpladdress2: '',
        cplcity: 'Detroit',
        cplstate: 'MI',
        cplzip: '48226',
        mortgageClause: 'Rocket Mortgage, LLC, ISAOA/ATIMA',
      },
    });
    expect(contacts[1]?.people).toEqual([{ name: 'Dana Agent', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test', isMain: true }]);
    expect(contacts[3]?.people[0]).toEqual({ name: 'Ana Reyes', firstName: 'Ana', lastName: 'Reyes', email: '', isMain: true });
  });

  it('passes the broker check', () => {
    expect(missingLetterKeys(request)).toEqual([]);
  });
});

describe('missingLetterKeys', () => {
  it('names what a request lacks', () => {
    const request = buildLetterRequest({ ...input, agent: { ...input.agent, agentNumber: '', locationZipCode: '' }, lender: { ...input.lender, mortgageClause: '' } });
    expect(missingLetterKeys(request)).toEqual(['agentNumber', 'locationZipCode', 'mortgageClause']);
  });

  it('handles anything a client can send', () => {
    expect(missingLetterKeys(null)).toEqual(['letterRequest']);
    expect(missingLetterKeys({ submissionData: 'x', order: [] })).toEqual(expect.arrayContaining(['orderMoniker', 'agentNumber', 'settlementDate', 'contacts.Lender']));
  });
});

describe('scheduleADefaults', () => {
  it('offers what the order knows', () => {
    expect(scheduleADefaults(detail, 'Demo Title & Escrow', new Date('2026-11-18T12:00:00Z'))).toMatchObject({
      ownerProposeInsuredName: 'Ana Reyes and Luis M Reyes',
      ownersCoverageAmount: 450000,
      loanCoverageAmount: 360000,
      loanProposedInsuredName: 'Rocket Mortgage, its successors and/or assigns',
      commitmentOwnedBy: 'Tom Baker',
      requirementExpire: '180',
      companyName: 'Demo Title & Escrow',
      legalDescription: 'Lot 12, Lakeshore Estates, Travis County',
      commitmentEffectiveDateTime: '2026-11-18T08:00:00Z',
    });
  });

  it('offers no loan policy for a cash closing', () => {
    expect(scheduleADefaults({ ...detail, cashClosing: 'Cash' }, 'X', new Date())).toMatchObject({ loanCoverageAmount: 0, loanPolicyType: '', loanProposedInsuredName: '' });
  });
});
