import { TRANSACTION_TYPES } from '../../src/orders/order-schemas.ts';

/** Reference lists served read-only through json-server's router. */

export const states = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
].map(([code, name]) => ({ id: code, code, name }));

export const businessDetails = {
  businessTypes: [
    'Title Agency',
    'Escrow Company',
    'Settlement Services',
    'Real Estate Law Firm',
    'Title Insurance Underwriter',
    'Abstract Company',
  ].map((name) => ({ name })),
  // The same list the order form offers, so a registered deal type is one an order can have.
  transactionTypes: TRANSACTION_TYPES.map((name) => ({ name })),
  numberOfUsers: ['0-10', '11-20', '21-50', '51-100', '101-250', '250+'].map((range) => ({ range })),
};

export const underwriters = [
  'First American Title Insurance Company',
  'Fidelity National Title Insurance Company',
  'Chicago Title Insurance Company',
  'Stewart Title Guaranty Company',
  'Old Republic National Title Insurance Company',
  'Commonwealth Land Title Insurance Company',
  'Westcor Land Title Insurance Company',
  'WFG National Title Insurance Company',
  'Doma Title Insurance, Inc.',
  'Investors Title Insurance Company',
].map((name, index) => ({ id: index + 1, name }));

export const loanPolicyTypes = ['ALTA Loan Policy (6/17/06)', 'ALTA Short Form Policy (6/1/2006)'].map((name, index) => ({
  id: index + 1,
  name,
}));

export const ownersPolicyTypes = ['ALTA Owners Policy (6/17/06)', 'ALTA HomeOwners (10/7/2013)'].map((name, index) => ({
  id: index + 1,
  name,
}));

export const ownershipInterests = ['Fee Simple', 'Leasehold', 'Leasehold Estate'].map((name, index) => ({ id: index + 1, name }));

/** json-server's database for the reference routes. */
export function referenceDatabase() {
  return {
    states,
    'business-details': businessDetails,
    underwriters,
    loanPolicyType: loanPolicyTypes,
    ownershipInterest: ownershipInterests,
  };
}

/** The response envelope of each reference route (docs/api.md). */
export function wrapReference(resource: string, data: unknown): unknown {
  switch (resource) {
    case 'states':
      return { result: { states: data } };
    case 'underwriters':
      return { result: { underWriters: data } };
    default:
      return { result: data };
  }
}
