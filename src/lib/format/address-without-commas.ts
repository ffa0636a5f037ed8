import { looksLikeState, type ParsedAddress } from './address.ts';

/** Words that end a street's name (USPS suffixes, long and short); the city follows them. */
const STREET_TYPES = new Set(
  'st street ave avenue av rd road dr drive ln lane blvd boulevard ct court way pl place ter terrace cir circle pkwy parkway hwy highway trl trail loop sq square pike row run xing crossing cv cove pt point path walk aly alley expy expressway fwy freeway plz plaza bnd bend grv grove hts heights mdw meadow pass rdg ridge vw view holw hollow trce trace crk creek'.split(' '),
);
const DIRECTIONS = new Set('n s e w ne nw se sw north south east west northeast northwest southeast southwest'.split(' '));
const UNITS = new Set('apt apartment suite ste unit bldg building fl floor rm room lot #'.split(' '));
const ZIP = /^\d{5}(-?\d{4})?$/;

/**
 * The split by the street's own words: the street ends at its first type word after the house
 * number and a name (with a direction and a unit after it, "Park Ave S Apt 4"); the state is the
 * code or name before the zip; the city is what lies between. "123 Main St Fort Worth TX" is
 * Main St in Fort Worth, where parse-address makes it "Main St Fort" in Worth. Null when the line
 * has no such shape.
 */
function byStreetWords(text: string): ParsedAddress | null {
  const words = text.split(' ');
  let end = words.length;
  let postal = '';
  if (ZIP.test(words[end - 1] ?? '')) {
    postal = words[end - 1] ?? '';
    end -= 1;
  }
  let stateAt = -1;
  for (let length = 1; length <= 3 && stateAt < 0; length += 1) if (end - length > 0 && looksLikeState(words.slice(end - length, end).join(' '))) stateAt = end - length;
  if (stateAt < 0) return null;
  const state = words.slice(stateAt, end).join(' ');
  let streetEnd = -1;
  const word = (at: number) => (words[at] ?? '').toLowerCase().replace(/\.$/, '');
  for (let at = 2; at < stateAt - 1 && streetEnd < 0; at += 1) {
    // "Harbor View Road": a type word followed by another is part of the name, unless the next is
    // a city's Saint ("Market St St Louis").
    const partOfName = STREET_TYPES.has(word(at + 1)) && word(at + 1) !== 'st' && at + 1 < stateAt - 1;
    if (STREET_TYPES.has(word(at)) && !partOfName) streetEnd = at + 1;
  }
  if (streetEnd < 0 || !/^\d/.test(words[0] ?? '')) return null;
  if (DIRECTIONS.has((words[streetEnd] ?? '').toLowerCase().replace(/\.$/, '')) && streetEnd < stateAt - 1) streetEnd += 1;
  const unit = (words[streetEnd] ?? '').toLowerCase().replace(/\.$/, '');
  if ((UNITS.has(unit) && streetEnd + 1 < stateAt - 1) || (/^#\S+$/.test(unit) && streetEnd < stateAt - 1)) streetEnd += UNITS.has(unit) ? 2 : 1;
  if (streetEnd >= stateAt) return null;
  return { street_address1: words.slice(0, streetEnd).join(' '), city: words.slice(streetEnd, stateAt).join(' '), state, postal_code: postal.replace(/^(\d{5})-?(\d{4})$/, '$1-$2'), country: '' };
}

/**
 * An address pasted without commas ("1200 Lakeshore Dr Austin TX 78701"): nothing marks where the
 * street ends and the city begins but the street's own words (its type, Dr or Street; a unit,
 * Apt 4). parse-address, the long-standing parser of US addresses (Node-Geocoder's), knows them;
 * it is loaded only here, when such a line is split, so the file screens' chunk does not carry it
 * (npm run bench: "Gzipped JS of the file screens"). The street is kept as the agent wrote it
 * (parse-address abbreviates "Street" to "St"): everything before the city it found.
 */
export async function parseAddressWithoutCommas(line: string): Promise<ParsedAddress | null> {
  const country = /\s+(USA|U\.S\.A\.|US|United States(?: of America)?)\.?$/i.exec(line.trim());
  const byWords = byStreetWords(line.replace(/\s+/g, ' ').trim().replace(country?.[0]?.trim() ?? '\u0000', '').trim());
  if (byWords) return { ...byWords, country: country?.[1] ?? '' };
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
