import type { ParsedAddress } from './address.ts';

/**
 * An address pasted without commas ("1200 Lakeshore Dr Austin TX 78701"): nothing marks where the
 * street ends and the city begins but the street's own words (its type, Dr or Street; a unit,
 * Apt 4). parse-address, the long-standing parser of US addresses (Node-Geocoder's), knows them;
 * it is loaded only here, when such a line is split, so the file screens' chunk does not carry it
 * (npm run bench: "Gzipped JS of the file screens"). The street is kept as the agent wrote it
 * (parse-address abbreviates "Street" to "St"): everything before the city it found.
 */
export async function parseAddressWithoutCommas(line: string): Promise<ParsedAddress | null> {
  const { default: parser } = await import('parse-address');
  const found = parser.parseLocation(line);
  if (!found?.city || !found.state) return null;
  const text = line.replace(/\s+/g, ' ').trim();
  const cityAt = text.toLowerCase().lastIndexOf(` ${found.city.toLowerCase()} `);
  if (cityAt <= 0) return null;
  const zip = found.zip ? `${found.zip}${found.plus4 ? `-${found.plus4}` : ''}` : '';
  return {
    street_address1: text.slice(0, cityAt).trim(),
    city: text.slice(cityAt + 1, cityAt + 1 + found.city.length),
    state: found.state,
    postal_code: zip,
    country: /\b(USA|U\.S\.A\.|US|United States(?: of America)?)\.?$/i.exec(text)?.[1] ?? '',
  };
}
