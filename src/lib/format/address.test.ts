import fc from 'fast-check';
import { parseAddress } from './address.ts';

describe('parseAddress (docs/behaviour.md#pasted-addresses)', () => {
  it.each([
    ['1200 Lakeshore Dr, Austin, TX 78701', { street_address1: '1200 Lakeshore Dr', city: 'Austin', state: 'TX', postal_code: '78701', country: '' }],
    ['1200 Lakeshore Dr, Austin, TX 78701, USA', { street_address1: '1200 Lakeshore Dr', city: 'Austin', state: 'TX', postal_code: '78701', country: 'USA' }],
    ['24 Sussex Drive, Ottawa, Ontario K1M 1M4, Canada', { street_address1: '24 Sussex Drive', city: 'Ottawa', state: 'Ontario', postal_code: 'K1M 1M4', country: 'Canada' }],
    ['12345 Harbor View Rd, Tampa, FL 33602', { street_address1: '12345 Harbor View Rd', city: 'Tampa', state: 'FL', postal_code: '33602', country: '' }],
    ['12345 Harbor View Road, Tampa, Florida', { street_address1: '12345 Harbor View Road', city: 'Tampa', state: 'Florida', postal_code: '', country: '' }],
    ['90210', { street_address1: '', city: '', state: '', postal_code: '90210', country: '' }],
    ['77 Main St, Springfield IL 62701', { street_address1: '77 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: '' }],
    ['500 Ocean Ave, Los Angeles, CA', { street_address1: '500 Ocean Ave', city: 'Los Angeles', state: 'CA', postal_code: '', country: '' }],
    ['9 Elm Street Apt 4, New York, New York 10001-1234', { street_address1: '9 Elm Street Apt 4', city: 'New York', state: 'New York', postal_code: '10001-1234', country: '' }],
    ['Somewhere without structure', { street_address1: 'Somewhere without structure', city: '', state: '', postal_code: '', country: '' }],
    ['', { street_address1: '', city: '', state: '', postal_code: '', country: '' }],
  ])('%j', (line, expected) => {
    expect(parseAddress(line)).toEqual(expected);
  });

  it('takes the postal code closest to the end', () => {
    expect(parseAddress('10001 Park Ave, Suite 20002, Dallas, TX 75201').postal_code).toBe('75201');
  });

  it('reads a postal code at the very start of a short line as the postal code', () => {
    expect(parseAddress('33602 USA')).toMatchObject({ postal_code: '33602', country: 'USA' });
  });

  const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
  const street = fc.tuple(fc.integer({ min: 1, max: 9999 }), word, fc.constantFrom('St', 'Ave', 'Rd', 'Blvd', 'Lane')).map(
    ([number, name, suffix]) => `${number} ${name} ${suffix}`,
  );
  const state = fc.constantFrom('TX', 'FL', 'CA', 'NY', 'Ohio', 'New Mexico', 'WA');
  const zip = fc.integer({ min: 0, max: 99999 }).map((value) => String(value).padStart(5, '0'));

  it('splits any well-formed US address back into its parts (property)', () => {
    fc.assert(
      fc.property(street, fc.array(word, { minLength: 1, maxLength: 2 }), state, zip, fc.constantFrom('', ', USA'), (s, cityWords, st, z, country) => {
        const city = cityWords.join(' ');
        const parsed = parseAddress(`${s}, ${city}, ${st} ${z}${country}`);
        expect(parsed).toEqual({ street_address1: s, city, state: st, postal_code: z, country: country.replace(', ', '') });
      }),
    );
  });

  it('never throws and only returns text taken from the line (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (line) => {
        const parsed = parseAddress(line);
        const flat = line.replace(/\s+/g, ' ').toUpperCase();
        for (const value of Object.values(parsed)) {
          for (const piece of value.split(', ')) expect(flat).toContain(piece.toUpperCase());
        }
      }),
    );
  });
});
