import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'TitleTrackWeb';
export const PROVIDER = 'TitleTrackApi';
export const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pacts');
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
/** The live feed's messages (GET /api/events) have a pact of their own: message pacts, not HTTP. */
export const EVENTS_PROVIDER = 'TitleTrackApiEvents';
export const EVENTS_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${EVENTS_PROVIDER}.json`);

/**
 * Provider states every provider (the mock or a real backend) must be able to set up. Where a
 * state has the backend create something, its parameters (Pact V3 `given(state, params)`) say
 * what, and the state answers with the ids it made (injected into the requests), so a backend
 * needs no data of ours. Only the demo agent "Dana" is a fixed account.
 */
export const providerStates = {
  demoTenants: 'the demo tenants exist',
  /** Takes the parameters email and password: a user of an active tenant who signs in with them. */
  userWithPassword: 'a user with the given e-mail and password exists',
  danaSignedIn: 'Dana of Demo Title & Escrow is signed in',
  /** A colleague of Dana's agency whose role is agent (not admin); answers token and today. */
  agentSignedIn: "an agent of Dana's agency is signed in",
  /** Takes organizationName and email: neither is registered yet. */
  newAgencyUnregistered: 'no agency with the given name and no account with the given e-mail are registered',
  /** Takes the parameter organizationName: an agency registered under that name. */
  agencyRegistered: 'an agency with the given name is registered',
  /** Takes fileNumber. */
  danaHasOrder: "Dana is signed in and her agency has an order with the given file number",
  /** Takes fileNumber and documentName: a PDF of that name on the order. */
  danaHasDocument: 'Dana is signed in and her order with the given file number has a document with the given name',
  /** Takes fileNumber: an order of another agency. */
  samHasOrder: 'Dana is signed in and another agency has an order with the given file number',
  /** Takes fileNumber. */
  newFileNumberFree: 'Dana is signed in and the given file number is not used in her agency',
  /** Takes fileNumber and usedFileNumber: the file number of a second order of Dana's agency. */
  danaHasTwoOrders: "Dana is signed in and her agency has an order with the given file number and another with the used file number",
  /** Takes fileNumber. */
  danaHasCommitment: 'Dana is signed in and her order with the given file number has a commitment with a requirement',
  /** Takes fileNumber. */
  brokerReady: 'the broker knows the web app, and Dana is signed in with an order with the given file number',
  danaRemoved: 'Dana had a valid token and has since been removed from her agency',
  /** Takes fileNumber: a colleague of Dana's changed the order's sales price, so its history has an entry. */
  danaOrderChangedByColleague: "Dana is signed in and a colleague changed the sales price of her order with the given file number",
  /**
   * Takes fileNumber: Dana's order has a checklist with one open item assigned to her; answers
   * orderGuid, taskId, taskVersion (the ETag a change names), personId (Dana's), colleagueId,
   * otherAgencyPersonId and today (the provider's calendar day, which My work takes).
   */
  danaHasChecklist: "Dana is signed in and her order with the given file number has a checklist with an open item",
  /**
   * Takes fileNumber and enteredBy (Dana or Riley): Dana's order has one payee paid by wire, its
   * instructions not verified, entered by that person, and the order's checklist with its
   * disbursement item open; answers orderGuid, payeeId and disburseTaskId.
   */
  danaHasUnverifiedWire: "Dana is signed in and her order with the given file number has a payee whose wire instructions the given person entered and nobody verified",
} as const;

/** The values the consumer tests give the provider states as parameters. */
export const pactData = {
  fileNumber: 'DTE-PACT-0001',
  secondFileNumber: 'DTE-PACT-0002',
  otherAgencyFileNumber: 'HCS-PACT-0001',
  newFileNumber: 'NEW-PACT-0001',
  documentName: 'Deed.pdf',
  newAgency: { organizationName: 'Lakeside Title', email: 'lee@lakeside.test' },
  /** A new agency whose contact already has an account (at another agency). */
  invitedColleague: { firstName: 'Jo', lastName: 'Park', email: 'jo.pact@demo-title.test' },
  agencyOfKnownPerson: { organizationName: 'Riverbend Title', email: 'pat.known@pact.test' },
} as const;

/** Example ids for the consumer tests (a backend answers with its own, injected from the state). */
export const pactExamples = {
  orderGuid: '5f0c1c7e-2f3b-4d8e-9a41-0e6b7d2c9a10',
  otherOrderGuid: '9b2d4e61-7c3a-4f58-8e19-3a5c6d7e8f90',
  secondOrderGuid: '2a6e8c40-1d3f-4b57-9c68-7e9f0a1b2c3d',
  documentId: 'c3a1e5b7-4d2f-4a6c-8b9e-1f2d3c4b5a69',
  documentContent: '%PDF-1.4 pact example deed',
  taskId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  payeeId: '3e5f7a9b-1c2d-4e6f-8a0b-2c4d6e8f0a1b',
  /** A made-up account number: contracts never carry a real one. */
  accountNumber: '000123459012',
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
