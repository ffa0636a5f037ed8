import { array, boolean, mixed, number, object, string, ValidationError, type ObjectSchema } from 'yup';
import type { Contact, ContactType, DataEntry, LetterRequest, Person } from '../../src/letters/letter-request.ts';
import { validationFailure, type ExceptionEntry } from '../http/api-errors.ts';
import type { LetterRecord } from '../store/model.ts';

/**
 * The letter request's types (src/letters/letter-request.ts, the shape the pact carries) as a Yup
 * schema, checked strictly: a lender `Value` that is an object, a number where a name belongs, a
 * contact type nobody knows are refused with a 400 naming the field, instead of being stored and
 * breaking every later reading of the order's letters. Typed against LetterRequest, so the schema
 * and the type cannot drift apart unnoticed.
 */
const text = () => string().defined();
const amount = () => number().defined();
const CONTACT_TYPES: readonly ContactType[] = ['Abstractor', 'Attorney', 'Buyer', 'Government', 'Lender', 'Seller', 'SettlementAgent', 'Underwriter'];

const dataEntry: ObjectSchema<DataEntry> = object({ Key: text(), Context: text(), Value: text() });
const section = object({ Identifier: text(), Description: text(), Data: array(dataEntry).defined() });
const person: ObjectSchema<Person> = object({ name: text(), firstName: text(), lastName: text(), email: text(), isMain: boolean().defined() });
const textRecord = mixed<Record<string, string>>()
  .defined()
  .test('text-values', '${path} must be an object of texts', (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string'));
const contact: ObjectSchema<Contact> = object({
  type: string<ContactType>().defined().oneOf(CONTACT_TYPES),
  name: text(),
  nameLong: text(),
  payeeName: text(),
  isOrganization: boolean().defined(),
  address1: text(),
  address2: text(),
  city: text(),
  state: text(),
  zip: text(),
  fullAddress: text(),
  cityStateZip: text(),
  people: array(person).defined(),
  proposedInsuredClause: text(),
  additionalData: textRecord,
});
const policy = object({ effectiveDate: text(), proposedInsured: text(), finalPremium: amount(), coverageAmount: amount() });
const names = object({ namesWithCommas: text(), namesWithVesting: text() });

export const letterRequestSchema: ObjectSchema<LetterRequest> = object({
  additionalData: array(object({ Key: text(), Value: text() })).defined(),
  orderMoniker: text(),
  linkedOrder: text(),
  letterType: string<'Lender'>().defined().oneOf(['Lender'] as const),
  token: text(),
  userName: text(),
  submissionData: object({ agent: section, letter: section }),
  order: object({
    settlementDate: text(),
    settlementType: text(),
    salesContract: object({ salesPrice: amount() }),
    property: object({
      lots: array(object({ number: text() })).defined(),
      parcels: array(object({ identification: text() })).defined(),
      block: text(),
      address: object({ address1: text(), address2: text(), city: text(), state: text(), zip: text(), fullAddress: text(), cityStateZip: text() }),
      county: text(),
      escrowBriefLegal: text(),
    }),
    loan: object({ funding: object({ fundingAmount: amount(), loanAmount: amount(), lenderFundingType: text() }), loanNumber: text(), lenderName: text() }),
    buyerData: names,
    sellerData: names,
    commitment: object({ effectiveDate: text() }),
    loanPolicy: policy,
    ownersPolicy: policy,
    contacts: array(contact).defined(),
  }),
});

/** `submissionData.letter.Data[1].Value` → also names the entry's Key, which is what a person knows it by. */
function describePath(request: unknown, path: string): string {
  const entry = /^submissionData\.(agent|letter)\.Data\[(\d+)\]\.(\w+)$/.exec(path);
  if (!entry) return path;
  const data = (request as { submissionData?: Record<string, { Data?: unknown[] }> }).submissionData?.[entry[1] ?? '']?.Data;
  const key = (data?.[Number(entry[2])] as { Key?: unknown } | undefined)?.Key;
  return typeof key === 'string' ? `${path} (the ${entry[1]} entry "${key}")` : path;
}

/** The request with the types of LetterRequest, or a 400 naming each field that has another type. */
export function validLetterRequest(body: unknown): LetterRequest {
  try {
    return letterRequestSchema.validateSync(body, { strict: true, abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const entries: ExceptionEntry[] = failures.map((failure) => {
      const path = failure.path ?? 'body';
      const field = path.split('.').at(-1)?.replace(/\[\d+\]$/, '') ?? 'body';
      const where = describePath(body, path);
      const expected = failure.type === 'typeError' ? String(failure.params?.type ?? 'another type') : null;
      return {
        Type: field,
        Message: expected ? `${field} must be a ${expected}: ${where} has the wrong type.` : `${where}: ${failure.message}`,
      };
    });
    throw validationFailure(entries.slice(0, 20));
  }
}

const LETTER_TEXT_FIELDS = ['id', 'orderGuid', 'letterNumber', 'letterType', 'underwriter', 'lenderName', 'status', 'issuedAt'] as const;

/** Whether a stored letter has the shape its readers expect (records written before the check may not). */
export function isReadableLetter(letter: LetterRecord): boolean {
  const record = letter as unknown as Record<string, unknown>;
  return LETTER_TEXT_FIELDS.every((field) => typeof record[field] === 'string');
}
