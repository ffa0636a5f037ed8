import { emptyOrganization } from './components/organization-form.tsx';
import { emptyUser } from './components/user-form.tsx';
import { tenantRegistrationSchema } from './registration-schemas.ts';
import { buildTenantPayload } from './tenant-payload.ts';

const organization = {
  ...emptyOrganization,
  organizationName: ' Lakeside Title ',
  organizationAddress1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '787011234',
  businessTypes: ['Title Agency'],
  transactionsType: ['Purchase', 'Refinance'],
  underwritersBusiness: ['TX'],
  businessStates: ['TX', 'OK'],
  usersRange: '0-10',
};

describe('buildTenantPayload (docs/behaviour.md#the-sign-up-body)', () => {
  it('wraps both forms as {tenant}, with organizationAddress2 and zip as text', () => {
    const payload = buildTenantPayload(organization, { ...emptyUser, firstName: 'Lee', lastName: 'Park', email: ' lee@lakeside.test' });
    expect(payload).toEqual({
      tenant: {
        // The agency's fields as entered, the name trimmed, and the second address line made up.
        ...organization,
        organizationName: 'Lakeside Title',
        organizationAddress2: 'Austin TX 787011234',
        firstName: 'Lee',
        lastName: 'Park',
        email: 'lee@lakeside.test',
        isPrimaryContact: true,
      },
    });
    expect(typeof payload.tenant.zip).toBe('string');
    expect(tenantRegistrationSchema.isValidSync(payload, { strict: true })).toBe(true);
  });

  it('adds the primary contact only when the registrant is not it', () => {
    const payload = buildTenantPayload(organization, {
      ...emptyUser,
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee@lakeside.test',
      isPrimaryContact: false,
      primaryFirstName: 'Ann',
      primaryLastName: 'Ray',
      primaryEmail: 'ann@lakeside.test',
    });
    expect(payload.tenant).toMatchObject({ isPrimaryContact: false, primaryFirstName: 'Ann', primaryLastName: 'Ray', primaryEmail: 'ann@lakeside.test' });
  });

  it('joins city, state and zip with spaces, an empty state included (docs/behaviour.md#the-sign-up-body)', () => {
    expect(buildTenantPayload({ ...organization, state: '' }, { ...emptyUser }).tenant.organizationAddress2).toBe('Austin  787011234');
  });
});
