// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/**
 * A name (a person's first or last name, an agency's name) holds no web address: the product puts
 * names in the e-mails it sends ("Dana Agent invited you to Demo Title & Escrow"), where an
 * address would be a link the agency seems to sign, and mail clients make links of bare domains.
 * So a name is refused when, read the way a reader or a mail client would read it, it holds:
 * - a scheme or its separator: "http", "https", the defanged "hxxp"/"hxxps", "://" (or ":\\");
 * - "www" as a word;
 * - a domain: a label, a dot, and a top-level label of two or more characters starting with a
 *   letter, of any alphabet ("evil.co", "pay-here.xyz", "evil.соm" with Cyrillic letters);
 * - an IPv4 address ("192.168.0.1"), "localhost", or a host with a port ("host:8080").
 * Read that way means: compatibility forms folded (NFKC: full-width "ｅｖｉｌ．ｃｏｍ", the
 * one-dot leader "․"), invisible characters dropped, every character that looks like a full
 * stop taken as one (the ideographic "。" and its half-width "｡", Arabic and Syriac full stops,
 * middle dots, bullets, "%2E", two dots in a row), and the defangers "[.]", "(dot)", "[dot]",
 * " dot " or " d0t " before a common top-level domain taken as a dot; so is a dot with spaces
 * around it before such a domain ("evil . com"), and letters spelled one by one ("e v i l") are
 * read as the word.
 *
 * What stays a name: abbreviations and initials, whose dot is followed by a space or nothing, or
 * whose letters come singly ("Jr.", "St. Louis Title", "J. R. R.", "A.J.", "U.S. Title"),
 * apostrophes, hyphens, commas and ampersands ("O'Brien", "Smith-Jones", "Title & Escrow, LLC"),
 * version-like numbers ("Title 2.0"), and the Catalan "l·l" ("Marcel·la"). The price: two words
 * joined by a dot without a space ("Mr.Smith") read as a domain; a space after the dot fixes it.
 */

/** Characters that a reader takes for a full stop (after NFKC, which already folds "．", "․", "﹒"). */
const DOT_LIKE =
  /[\u2e33\u3002\uff61\u0701\u0702\ua60e\u{10a50}\u0660\u06f0\u06d4\u0589\u1362\u2e3c\ua4f8\ua4fa\ua4fb\ua4fe\u00b7\u0387\u2e31\u{10101}\u2022\u2027\u2219\u22c5\u30fb\uff65\u16eb\ua78f\u1427\u2e30]/gu;
/** The Catalan "l·l" is a letter pair, not a dot between words. */
const CATALAN_MIDDLE_DOT = /(?<=l)[\u00b7\u0387](?=l)/giu;
/** Text nobody sees: zero-width characters, direction marks, soft hyphens. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** "[.]", "(.)", "{.}", "[dot]", "(dot)", "{dot}": the ways a dot is hidden from link-makers. */
const BRACKETED_DOT = /\s*[[({]\s*(?:\.|dot)\s*[\])}]\s*/giu;
/** " dot " (or "d0t") spelled out, when a common top-level domain follows ("evil dot com"); "Dot Jones" is a name. */
const SPELLED_DOT = /\s+d[o0]t\s+(?=(?:com|net|org|info|biz|io|co|xyz|app|online|site|top|shop|club|link|click|live|me|us|uk|ru|cn|tk|ly)(?![\p{L}\p{N}]))/giu;
/**
 * A dot with spaces around it, when a top-level domain no name ends in follows ("evil . com",
 * "evil .com", "evil. com"). "Co", "me" and "us" are left out: "Smith & Co. Title" is a name.
 */
const SPACED_DOT = /\s*\.\s*(?=(?:com|net|org|info|biz|io|xyz|app|online|site|top|shop|club|link|click|live|ru|cn|tk|ly)(?![\p{L}\p{N}]))/giu;
/** Letters written one by one with spaces ("e v i l"), read as the word they spell. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}]))+/gu;
/** A dot as a URL writes it escaped. */
const PERCENT_DOT = /%2e/gi;
/** Several dots in a row ("‥", "evil..com") read as one. */
const DOTS = /\.{2,}/g;
const SLASH_LIKE = '[/\\\\\\u2215\\u2044\\u29f8\\u2571]';

const WEB_ADDRESS = new RegExp(
  [
    // A scheme, also defanged ("hxxp", "h**p"), as a word of its own.
    '(?<![\\p{L}\\p{N}])h[tx*]{2}ps?(?![\\p{L}\\p{N}])',
    // The scheme's separator, with slashes that look like slashes.
    `:\\s*${SLASH_LIKE}{2}`,
    '(?<![\\p{L}\\p{N}])www\\d*(?![\\p{L}\\p{N}])',
    // A domain: a label, a dot, a top-level label of two or more characters starting with a letter.
    '[\\p{L}\\p{M}\\p{N}]\\.(?:[\\p{L}\\p{M}\\p{N}-]+\\.)*\\p{L}[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}]',
    '(?<![\\p{N}])\\d{1,3}(?:\\.\\d{1,3}){3}(?![\\p{N}])',
    // A host with a port ("localhost:8080"), and localhost itself.
    '(?<![\\p{L}\\p{N}])localhost(?![\\p{L}\\p{N}])',
    '\\p{L}[\\p{L}\\p{N}-]*:\\d{2,5}(?!\\d)',
  ].join('|'),
  'iu',
);

/** Whether `name` holds a web address in any disguise (see above). */
export function holdsWebAddress(name: string): boolean {
  const read = name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CATALAN_MIDDLE_DOT, '')
    .replace(DOT_LIKE, '.')
    .replace(PERCENT_DOT, '.')
    .replace(BRACKETED_DOT, '.')
    .replace(SPELLED_DOT, '.')
    .replace(SPACED_LETTERS, (letters) => letters.replace(/ /g, ''))
    .replace(SPACED_DOT, '.')
    .replace(DOTS, '.');
  return WEB_ADDRESS.test(read);
}

/** The refusal, naming the field: "The first name cannot hold a web address." */
export const webAddressMessage = (label: string) => `The ${label} cannot hold a web address.`;
