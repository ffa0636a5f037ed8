import type { OrganizationValues, TenantPayload, UserValues } from './registration-schemas.ts';

/**
 * The sign-up body (docs/behaviour.md#the-sign-up-body): both forms, zip as text,
 * organizationAddress2 built from city, state and zip joined by spaces, all wrapped as {tenant:
 * {...}}.
 */
export function buildTenantPayload(organization: OrganizationValues, user: UserValues): TenantPayload {
  const zip = String(organization.zip).trim();
  // Joined exactly as docs/behaviour.md#the-sign-up-body says, empty parts included: a backend that splits the
  // line on spaces finds city, state and zip in their places.
  const organizationAddress2 = [organization.city.trim(), organization.state, zip].join(' ');
  const person = {
    firstName: user.firstName.trim(),
    lastName: user.lastName.trim(),
    email: user.email.trim(),
    isPrimaryContact: user.isPrimaryContact,
    ...(user.isPrimaryContact
      ? {}
      : {
          primaryFirstName: (user.primaryFirstName ?? '').trim(),
          primaryLastName: (user.primaryLastName ?? '').trim(),
          primaryEmail: (user.primaryEmail ?? '').trim(),
        }),
  };
  return {
    tenant: {
      organizationName: organization.organizationName.trim(),
      organizationAddress1: organization.organizationAddress1.trim(),
      organizationAddress2,
      city: organization.city.trim(),
      state: organization.state,
      zip,
      businessTypes: [...organization.businessTypes],
      transactionsType: [...organization.transactionsType],
      underwritersBusiness: [...organization.underwritersBusiness],
      businessStates: [...organization.businessStates],
      usersRange: organization.usersRange,
      ...person,
    },
  };
}
