// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { array, boolean, object, string, type InferType } from 'yup';
import { isAcceptedEmail } from '../lib/email-rule.ts';
import { holdsWebAddress, webAddressMessage } from '../lib/name-rule.ts';
import { commonMessages, emailField, nameText, requiredText, ZIP_PATTERN } from '../lib/validation.ts';

/** The fixed messages, word for word, 'atleast' included (docs/behaviour.md#validation-messages). */
export const registrationMessages = {
  organizationName: 'Please enter your agency name',
  organizationAddress1: 'Please enter your agency address',
  city: 'Please enter city name.',
  state: 'Please select state.',
  zip: 'Please enter zip.',
  zipInvalid: 'Please enter valid zip.',
  underwritersBusiness: 'Please select atleast one business location',
  businessStates: 'Please select atleast one dealing states',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name.',
  email: commonMessages.emailRequired,
  emailInvalid: commonMessages.emailInvalid,
} as const;

const names = () => array(string().required().max(200)).max(100);

/**
 * The agency form. state, the multi-selects and usersRange carry no enforced rule
 * (docs/behaviour.md#validation-messages); their messages are shown as hints by `organizationHints`
 * instead.
 */
export const organizationSchema = object({
  organizationName: nameText(registrationMessages.organizationName, 'agency name', 200),
  organizationAddress1: requiredText(registrationMessages.organizationAddress1),
  city: requiredText(registrationMessages.city, 100),
  state: string().max(10).default(''),
  zip: string().required(registrationMessages.zip).matches(ZIP_PATTERN, registrationMessages.zipInvalid),
  businessTypes: names().default([]),
  transactionsType: names().default([]),
  underwritersBusiness: names().default([]),
  businessStates: names().default([]),
  usersRange: string().max(50).default(''),
});

export type OrganizationValues = InferType<typeof organizationSchema>;

const notBlank = (value: string | undefined) => value === undefined || value.trim() !== '';

const primaryName = (message: string, label: string) =>
  string()
    .max(100, 'Use at most 100 characters.')
    .when('isPrimaryContact', {
      is: false,
      then: (schema) =>
        schema
          .required(message)
          .test('not-blank', message, notBlank)
          .test('no-web-address', webAddressMessage(label), (value) => value === undefined || !holdsWebAddress(value)),
    });

/** The person form; answering No to the primary-contact question adds three required fields. */
export const userSchema = object({
  firstName: nameText(registrationMessages.firstName, 'first name'),
  lastName: nameText(registrationMessages.lastName, 'last name'),
  email: emailField(registrationMessages.email, registrationMessages.emailInvalid),
  isPrimaryContact: boolean().required().default(true),
  primaryFirstName: primaryName(registrationMessages.firstName, 'first name'),
  primaryLastName: primaryName(registrationMessages.lastName, 'last name'),
  primaryEmail: string()
    .max(254, registrationMessages.emailInvalid)
    .when('isPrimaryContact', {
      is: false,
      then: (schema) =>
        schema.required(registrationMessages.email).test('email', registrationMessages.emailInvalid, (value) => value === undefined || isAcceptedEmail(value)),
    }),
});

export type UserValues = InferType<typeof userSchema>;

/** What POST /tenants accepts: both forms plus organizationAddress2, wrapped in `tenant`. */
export const tenantRegistrationSchema = object({
  tenant: organizationSchema
    .concat(userSchema)
    .shape({ organizationAddress2: string().max(300) })
    .required('The body must be {"tenant": {...}}.'),
});

export type TenantPayload = InferType<typeof tenantRegistrationSchema>;

/** The fixed messages for fields without an enforced rule (docs/behaviour.md#validation-messages): shown once touched, never blocking. */
export function organizationHints(
  values: Pick<OrganizationValues, 'state' | 'underwritersBusiness' | 'businessStates'>,
): Partial<Record<'state' | 'underwritersBusiness' | 'businessStates', string>> {
  return {
    ...(values.state ? {} : { state: registrationMessages.state }),
    ...(values.underwritersBusiness.length > 0 ? {} : { underwritersBusiness: registrationMessages.underwritersBusiness }),
    ...(values.businessStates.length > 0 ? {} : { businessStates: registrationMessages.businessStates }),
  };
}
