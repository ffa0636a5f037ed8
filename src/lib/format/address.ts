/** Output of the single-line address parser (docs/behaviour.md#pasted-addresses). */
export interface ParsedAddress {
  street_address1: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

const CANADIAN_PROVINCES: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

const REGION_NAMES = new Set(
  [...Object.values(US_STATES), ...Object.values(CANADIAN_PROVINCES)].map((name) => name.toLowerCase()),
);
const REGION_CODES = new Set([...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES)]);

const COUNTRIES = new Set([
  'us', 'u.s.', 'usa', 'u.s.a.', 'united states', 'united states of america', 'america',
  'can', 'canada', 'mx', 'mex', 'mexico', 'méxico',
]);

/** 5-digit US zip codes (with an optional +4) and Canadian postal codes such as K1A 0B1. */
const POSTAL_CODE = /\b(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)\b/g;

export function looksLikeState(text: string): boolean {
  const value = text.trim().replace(/\.$/, '');
  return REGION_CODES.has(value.toUpperCase()) && value.length === 2 ? true : REGION_NAMES.has(value.toLowerCase());
}

export function looksLikeCountry(text: string): boolean {
  return COUNTRIES.has(text.trim().replace(/^,\s*/, '').toLowerCase());
}

const empty = (): ParsedAddress => ({ street_address1: '', city: '', state: '', postal_code: '', country: '' });

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
}

/**
 * Splits a one-line address such as "1200 Lakeshore Dr, Austin, TX 78701, USA" into its fields.
 * The postal code is the one closest to the end, unless it is the very start of a longer line
 * (then it is a house number). Text after it that looks like a country is the country. Three
 * comma-separated parts whose last looks like a state are street, city and state; "City ST" in
 * the last part of two is split the same way.
 */
export function parseAddress(line: string | null | undefined): ParsedAddress {
  const text = clean(line ?? '');
  const result = empty();
  if (text === '') return result;

  let before = text;
  const matches = [...text.matchAll(POSTAL_CODE)];
  const postal = matches.at(-1);
  const startsLongerLine = postal?.index === 0 && text.length > 10;
  if (postal && postal.index !== undefined && !startsLongerLine) {
    result.postal_code = postal[0].toUpperCase();
    before = clean(text.slice(0, postal.index));
    const after = clean(text.slice(postal.index + postal[0].length));
    if (after && looksLikeCountry(after)) result.country = after.replace(/^,\s*/, '');
    else if (after) before = clean(`${before}, ${after}`);
  } else {
    const parts = text.split(',').map(clean);
    const last = parts.at(-1) ?? '';
    if (parts.length > 1 && looksLikeCountry(last)) {
      result.country = last;
      before = parts.slice(0, -1).join(', ');
    }
  }

  const parts = before.split(',').map(clean).filter((part) => part !== '');
  if (parts.length === 3 && looksLikeState(parts[2] ?? '')) {
    [result.street_address1, result.city, result.state] = parts as [string, string, string];
    return result;
  }
  if (parts.length === 2) {
    const [street, rest] = parts as [string, string];
    const words = rest.split(' ');
    const lastWord = words.at(-1) ?? '';
    const lastTwo = words.slice(-2).join(' ');
    if (words.length > 1 && looksLikeState(lastWord)) {
      return { ...result, street_address1: street, city: words.slice(0, -1).join(' '), state: lastWord };
    }
    if (words.length > 2 && looksLikeState(lastTwo)) {
      return { ...result, street_address1: street, city: words.slice(0, -2).join(' '), state: lastTwo };
    }
    if (looksLikeState(rest)) return { ...result, street_address1: street, state: rest };
    return { ...result, street_address1: street, city: rest };
  }
  if (parts.length > 3 && looksLikeState(parts.at(-1) ?? '')) {
    result.state = parts.at(-1) ?? '';
    result.city = parts.at(-2) ?? '';
    result.street_address1 = parts.slice(0, -2).join(', ');
    return result;
  }
  result.street_address1 = parts.join(', ');
  return result;
}
