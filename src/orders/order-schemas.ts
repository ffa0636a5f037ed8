// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { array, mixed, object, string, type InferType } from 'yup';
import { moneyAmount } from '../lib/money-amount.ts';
import { optionalText, tooLong, ZIP_PATTERN } from '../lib/validation.ts';

export const orderMessages = {
  fileNumber: 'Please enter file number.',
  fileNumberFormat: 'Use letters, digits and dashes (up to 40).',
  fileNumberTaken: 'This file number is already in use',
  transactionType: 'Please select transaction type.',
  cashClosing: 'Please choose Cash or Finance.',
  address: 'Please enter the property address.',
  city: 'Please enter city name.',
  state: 'Please select state.',
  zip: 'Please enter zip.',
  zipInvalid: 'Please enter valid zip.',
  amount: 'Enter an amount of zero or more, with at most two decimals.',
  loanAmount: 'Please enter the loan amount for a financed closing.',
  date: 'Enter a valid date.',
  disbursementBeforeClosing: 'Disbursement cannot be before closing.',
  partyFirstName: 'Please enter first name',
  partyLastName: 'Please enter last name.',
  partyType: 'Choose a party type.',
} as const;

export const PARTY_TYPES = ['Individual', 'Trust', 'Corporation', 'LLC', 'Estate'] as const;
export const CASH_CLOSING = ['Cash', 'Finance'] as const;
export const DISCLOSURE_TYPES = ['CDF', 'HUD-1', 'ALTA Settlement Statement'] as const;
export const TRANSACTION_TYPES = [
  'Purchase',
  'Refinance',
  'Home Equity Line of Credit',
  'Commercial Purchase',
  'Commercial Refinance',
  'New Construction',
  'Reverse Mortgage',
  'Short Sale',
  'Foreclosure (REO)',
  '1031 Exchange',
] as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isoDate = () =>
  string()
    .nullable()
    .default(null)
    .test('iso', orderMessages.date, (value) => value === null || value === undefined || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))));

export const partySchema = object({
  FirstName: string().required(orderMessages.partyFirstName).max(100, tooLong(100)),
  MiddleName: optionalText(100),
  LastName: string().required(orderMessages.partyLastName).max(100, tooLong(100)),
  Type: mixed<(typeof PARTY_TYPES)[number]>().oneOf(PARTY_TYPES, orderMessages.partyType).required(orderMessages.partyType),
});

export type Party = InferType<typeof partySchema>;

/** baseOrderDetail (docs/behaviour.md#orders-and-the-file-list), shared by the order form and the mock API. */
export const orderDetailSchema = object({
  fileNumber: string()
    .required(orderMessages.fileNumber)
    .matches(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, orderMessages.fileNumberFormat),
  transactionType: string().required(orderMessages.transactionType).max(100, tooLong(100)),
  disclosureType: optionalText(50),
  cashClosing: mixed<(typeof CASH_CLOSING)[number]>().oneOf(CASH_CLOSING, orderMessages.cashClosing).required(orderMessages.cashClosing),
  salesPrice: moneyAmount(orderMessages.amount),
  loanAmount: moneyAmount(orderMessages.amount).when('cashClosing', {
    is: 'Finance',
    then: (schema) => schema.moreThan(0, orderMessages.loanAmount),
  }),
  address: string().required(orderMessages.address).max(200, tooLong(200)),
  city: string().required(orderMessages.city).max(100, tooLong(100)),
  state: string().required(orderMessages.state).max(10, tooLong(10)),
  county: optionalText(100),
  zip: string().required(orderMessages.zip).matches(ZIP_PATTERN, orderMessages.zipInvalid),
  municipality: optionalText(100),
  subdivision: optionalText(100),
  lot: optionalText(50),
  parcelId: optionalText(50),
  dealAgentName: optionalText(100),
  agencyOwnerName: optionalText(100),
  mobNumOfDealAgent: optionalText(30),
  agencyContactNumber: optionalText(30),
  closingDate: isoDate(),
  disbursementDate: isoDate().test('after-closing', orderMessages.disbursementBeforeClosing, function (value) {
    const closing = this.parent.closingDate as string | null | undefined;
    return !value || !closing || Date.parse(value) >= Date.parse(closing);
  }),
  financeInstitute: optionalText(100),
  uploadImage: array(object({ name: string().required().max(200) })).default([]),
  brieflegal: optionalText(2000),
  lenderName: optionalText(100),
  loanNumber: optionalText(40),
  orderGuid: optionalText(64),
  seller: array(partySchema).max(20).default([]),
  buyer: array(partySchema).max(20).default([]),
});

export type OrderDetail = InferType<typeof orderDetailSchema>;

/** The fields of baseOrderDetail, for matching JSON Patch pointers case-insensitively. */
export const ORDER_FIELDS = Object.keys(orderDetailSchema.fields) as (keyof OrderDetail)[];
