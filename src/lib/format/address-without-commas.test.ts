import { parseAddressWithoutCommas } from './address-without-commas.ts';

describe('an address pasted without commas (docs/behaviour.md#pasted-addresses)', () => {
  it.each([
    ['1200 Lakeshore Dr Austin TX 78701', { street_address1: '1200 Lakeshore Dr', city: 'Austin', state: 'TX', postal_code: '78701', country: '' }],
    ['9 Elm Street Apt 4 New York NY 10001-1234', { street_address1: '9 Elm Street Apt 4', city: 'New York', state: 'NY', postal_code: '10001-1234', country: '' }],
    ['12345 Harbor View Road Tampa FL 33602', { street_address1: '12345 Harbor View Road', city: 'Tampa', state: 'FL', postal_code: '33602', country: '' }],
    ['500  Ocean Ave   Los Angeles CA', { street_address1: '500 Ocean Ave', city: 'Los Angeles', state: 'CA', postal_code: '', country: '' }],
    ['77 N Main St Springfield Illinois 62701 USA', { street_address1: '77 N Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'USA' }],
  ])('%j', async (line, expected) => {
    expect(await parseAddressWithoutCommas(line)).toEqual(expected);
  });

  it('gives up on a line with no city and state it can tell apart', async () => {
    expect(await parseAddressWithoutCommas('Somewhere without structure')).toBeNull();
    expect(await parseAddressWithoutCommas('<img src=x onerror=alert(1)>')).toBeNull();
  });
});
