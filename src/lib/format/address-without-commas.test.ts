import { parseAddressWithoutCommas } from './address-without-commas.ts';

describe('an address pasted without commas (docs/behaviour.md#pasted-addresses)', () => {
  it.each([
    ['1200 Lakeshore Dr Austin TX 78701', { street_address1: '1200 Lakeshore Dr', city: 'Austin', state: 'TX', postal_code: '78701', country: '' }],
    ['9 Elm Street Apt 4 New York NY 10001-1234', { street_address1: '9 Elm Street Apt 4', city: 'New York', state: 'NY', postal_code: '10001-1234', country: '' }],
    ['12345 Harbor View Road Tampa FL 33602', { street_address1: '12345 Harbor View Road', city: 'Tampa', state: 'FL', postal_code: '33602', country: '' }],
    ['500  Ocean Ave   Los Angeles CA', { street_address1: '500 Ocean Ave', city: 'Los Angeles', state: 'CA', postal_code: '', country: '' }],
    ['77 N Main St Springfield Illinois 62701 USA', { street_address1: '77 N Main St', city: 'Springfield', state: 'Illinois', postal_code: '62701', country: 'USA' }],
    // Cities whose first word could end a street: the street ends at its first type word.
    ['123 Main St Fort Worth TX 76102', { street_address1: '123 Main St', city: 'Fort Worth', state: 'TX', postal_code: '76102', country: '' }],
    ['1 Market St St Louis MO 63101', { street_address1: '1 Market St', city: 'St Louis', state: 'MO', postal_code: '63101', country: '' }],
    ['9 Oak Ln Lake Charles LA 70601', { street_address1: '9 Oak Ln', city: 'Lake Charles', state: 'LA', postal_code: '70601', country: '' }],
    ["3 Lakeview Dr Coeur d'Alene ID 83814", { street_address1: '3 Lakeview Dr', city: "Coeur d'Alene", state: 'ID', postal_code: '83814', country: '' }],
    ['1 St Charles Ave Apt 2 Sugar Land Texas 77479', { street_address1: '1 St Charles Ave Apt 2', city: 'Sugar Land', state: 'Texas', postal_code: '77479', country: '' }],
    ['40 Park Ave S Mount Vernon NY', { street_address1: '40 Park Ave S', city: 'Mount Vernon', state: 'NY', postal_code: '', country: '' }],
    // No street type: parse-address's reading.
    ['1 Broadway New York NY 10004', { street_address1: '1 Broadway', city: 'New York', state: 'NY', postal_code: '10004', country: '' }],
  ])('%j', async (line, expected) => {
    expect(await parseAddressWithoutCommas(line)).toEqual(expected);
  });

  it('gives up on a line with no city and state it can tell apart', async () => {
    expect(await parseAddressWithoutCommas('Somewhere without structure')).toBeNull();
    expect(await parseAddressWithoutCommas('<img src=x onerror=alert(1)>')).toBeNull();
  });
});
