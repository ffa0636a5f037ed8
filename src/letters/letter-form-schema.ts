import { object, string } from 'yup';
import { optionalText, requiredText } from '../lib/validation.ts';

/** The letter request form's rules: what the broker needs that the agent must supply. */
export const letterFormSchema = object({
  underwriter: requiredText('Choose the underwriter.'),
  lender: object({
    lenderName: requiredText('Choose or enter the lender.'),
    mortgageClause: requiredText('Enter the mortgage clause.', 500),
    address1: optionalText(),
    address2: optionalText(),
    city: optionalText(),
    state: optionalText(),
    zip: optionalText(),
  }),
  agent: object({
    agentNumber: requiredText('Enter the agent number.'),
    customerNumber: requiredText('Enter the customer number.'),
    locationNumber: requiredText('Enter the location number.'),
    locationAddress1: requiredText('Enter the office address.'),
    locationAddress2: optionalText(),
    locationCity: requiredText('Enter the office city.'),
    locationStateCode: requiredText('Choose the office state.'),
    locationZipCode: string().required('Enter the office zip.').matches(/^\d{5}$/, 'Please enter valid zip.'),
    locationPhoneNumber: requiredText('Enter the office phone.'),
    locationFaxNumber: optionalText(),
  }),
});
