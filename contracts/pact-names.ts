import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'TitleTrackWeb';
export const PROVIDER = 'TitleTrackApi';
export const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pacts');
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** Provider states every provider (the mock or a real backend) must be able to set up. */
export const providerStates = {
  demoTenants: 'the demo tenants exist',
  /** Takes the parameters email and password: a user of an active tenant who signs in with them. */
  userWithPassword: 'a user with the given e-mail and password exists',
  danaSignedIn: 'Dana of Demo Title & Escrow is signed in',
  newAgencyUnregistered: 'the agency "Lakeside Title" and lee@lakeside.test are not registered yet',
  /** Takes the parameter organizationName: an agency registered under that name. */
  agencyRegistered: 'an agency with the given name is registered',
  danaHasOrder: 'Dana is signed in and her agency has the order DTE-PACT-0001',
  danaHasDocument: 'Dana is signed in and her order DTE-PACT-0001 has the document "Deed.pdf"',
  samHasOrder: 'Dana is signed in and Harbor Closing Services has the order HCS-PACT-0001',
  newFileNumberFree: 'Dana is signed in and the file number NEW-PACT-0001 is not used in her agency',
  /** Takes the parameter usedFileNumber: the file number of a second order of Dana's agency. */
  danaHasTwoOrders: 'Dana is signed in and her agency has the order DTE-PACT-0001 and another order with the given file number',
  danaHasCommitment: 'Dana is signed in and her order DTE-PACT-0001 has a commitment with a requirement',
  brokerReady: 'the broker knows the web app, and Dana is signed in with the order DTE-PACT-0001',
  danaRemoved: 'Dana had a valid token and has since been removed from her agency',
} as const;

/** The order and document the provider states set up, for the consumer tests' examples. */
export const pactExamples = {
  orderGuid: '5f0c1c7e-2f3b-4d8e-9a41-0e6b7d2c9a10',
  otherOrderGuid: '9b2d4e61-7c3a-4f58-8e19-3a5c6d7e8f90',
  secondOrderGuid: '2a6e8c40-1d3f-4b57-9c68-7e9f0a1b2c3d',
  documentId: 'c3a1e5b7-4d2f-4a6c-8b9e-1f2d3c4b5a69',
  documentContent: '%PDF-1.4 pact example deed',
} as const;

/** The Schedule A the commitment provider state holds. */
export const pactScheduleA = {
  orderGuid: '',
  ownerPolicyType: 'ALTA Owners Policy (6/17/06)',
  ownerProposeInsuredName: 'Ana Reyes',
  ownersCoverageAmount: 450000,
  loanCoverageAmount: 360000,
  commitmentEffectiveDateTime: '2026-11-02T08:00:00Z',
  loanPolicyType: 'ALTA Loan Policy (6/17/06)',
  loanProposedInsuredName: 'Rocket Mortgage, LLC, ISAOA/ATIMA',
  ownershipInterest: 'Fee Simple',
  commitmentOwnedBy: 'Tom Baker',
  requirementExpire: '180',
  companyName: 'Demo Title & Escrow',
  commitmentBy: 'Dana Agent',
  commitmentTilte: 'Commitment for Title Insurance',
  legalDescription: 'Lot 12, Lakeshore Estates, Travis County',
  legalSummary: '1200 Lakeshore Dr, Austin, TX 78701',
  counterSignature: '',
  isSeperatePageForLegal: false,
};
