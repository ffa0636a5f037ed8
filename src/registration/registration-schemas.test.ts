import { ValidationError } from 'yup';
import { emptyOrganization } from './components/organization-form.tsx';
import { emptyUser } from './components/user-form.tsx';
import { organizationHints, organizationSchema, registrationMessages as m, userSchema } from './registration-schemas.ts';

function errorsOf(schema: typeof organizationSchema | typeof userSchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Like Formik: the first message of each field is the one shown.
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

const organization = {
  ...emptyOrganization,
  organizationName: 'Lakeside Title',
  organizationAddress1: '1 Main St',
  city: 'Austin',
  zip: '78701',
};
const user = { ...emptyUser, firstName: 'Lee', lastName: 'Park', email: 'lee@lakeside.test' };

describe('organization form rules (docs/behaviour.md#validation-messages)', () => {
  it('requires name, address, city and zip with the exact messages', () => {
    expect(errorsOf(organizationSchema, emptyOrganization)).toEqual({
      organizationName: 'Please enter your agency name',
      organizationAddress1: 'Please enter your agency address',
      city: 'Please enter city name.',
      zip: 'Please enter zip.',
    });
  });

  it('treats spaces alone as empty', () => {
    expect(errorsOf(organizationSchema, { ...organization, organizationName: '   ' })).toEqual({ organizationName: m.organizationName });
  });

  it.each(['78701', '787011234'])('accepts the zip %s', (zip) => {
    expect(errorsOf(organizationSchema, { ...organization, zip })).toEqual({});
  });

  it.each(['7870', '787012', '78701-1234', '7870a', ' 78701', '12345678'])('rejects the zip %j', (zip) => {
    expect(errorsOf(organizationSchema, { ...organization, zip })).toEqual({ zip: 'Please enter valid zip.' });
  });

  it('enforces nothing on state, the multi-selects and the users range', () => {
    expect(errorsOf(organizationSchema, organization)).toEqual({});
  });

  it("offers the fixed messages for those fields as hints", () => {
    expect(organizationHints(organization)).toEqual({
      state: 'Please select state.',
      underwritersBusiness: 'Please select atleast one business location',
      businessStates: 'Please select atleast one dealing states',
    });
    expect(organizationHints({ state: 'TX', underwritersBusiness: ['TX'], businessStates: ['TX'] })).toEqual({});
  });
});

describe('user form rules (docs/behaviour.md#validation-messages)', () => {
  it('requires first name, last name and e-mail with the exact messages', () => {
    expect(errorsOf(userSchema, emptyUser)).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name.',
      email: 'Please enter your email address.',
    });
  });

  it('checks the e-mail', () => {
    expect(errorsOf(userSchema, { ...user, email: 'lee@' })).toEqual({ email: 'Please enter valid email address.' });
  });

  it.each(['lee@lakeside.test\u0000', 'lee@lakeside.test\u200f', 'lee@lakeside\u3002test'])('refuses the e-mail %j by the one e-mail rule (src/lib/email-rule.ts)', (email) => {
    expect(errorsOf(userSchema, { ...user, email })).toEqual({ email: 'Please enter valid email address.' });
    expect(errorsOf(userSchema, { ...user, isPrimaryContact: false, primaryFirstName: 'Ann', primaryLastName: 'Ray', primaryEmail: email })).toEqual({
      primaryEmail: 'Please enter valid email address.',
    });
  });

  it('refuses a web address in a name, and keeps initials and abbreviations', () => {
    expect(errorsOf(userSchema, { ...user, firstName: 'Visit evil\uff0ecom', lastName: 'hxxps evil' })).toEqual({
      firstName: 'The first name cannot hold a web address.',
      lastName: 'The last name cannot hold a web address.',
    });
    expect(errorsOf(userSchema, { ...user, isPrimaryContact: false, primaryFirstName: 'Ann', primaryLastName: 'pay-here.xyz', primaryEmail: 'ann@lakeside.test' })).toEqual({
      primaryLastName: 'The last name cannot hold a web address.',
    });
    expect(errorsOf(organizationSchema, { ...organization, organizationName: 'evil\u3002co Title' })).toEqual({ organizationName: 'The agency name cannot hold a web address.' });
    expect(errorsOf(userSchema, { ...user, firstName: 'J. R. R.', lastName: "O'Brien-Smith, Jr." })).toEqual({});
    expect(errorsOf(organizationSchema, { ...organization, organizationName: 'St. Louis Title & Escrow, LLC' })).toEqual({});
  });

  it('adds three required primary-contact fields when the answer is No, and removes them for Yes', () => {
    expect(errorsOf(userSchema, { ...user, isPrimaryContact: false })).toEqual({
      primaryFirstName: 'Please enter first name',
      primaryLastName: 'Please enter last name.',
      primaryEmail: 'Please enter your email address.',
    });
    expect(errorsOf(userSchema, { ...user, isPrimaryContact: false, primaryFirstName: 'Ann', primaryLastName: 'Ray', primaryEmail: 'ann@' })).toEqual({
      primaryEmail: 'Please enter valid email address.',
    });
    expect(errorsOf(userSchema, { ...user, isPrimaryContact: true })).toEqual({});
  });
});
