/**
 * Characters no name, e-mail or address needs, that a terminal or mail client would act on or that
 * a reader cannot see:
 * - control characters (C0 and C1: escape codes, line breaks, tabs);
 * - format characters (\p{Cf}: bidirectional marks and overrides such as RLM and ALM, the BOM,
 *   the soft hyphen, zero-width joiners), which make text read in another order than it is stored
 *   or hide characters in it;
 * - line and paragraph separators (U+2028, U+2029) and spaces other than the plain one (a
 *   no-break or ideographic space makes two names look alike);
 * - every other default-ignorable code point (the Hangul fillers, variation selectors, the
 *   combining grapheme joiner), private-use and lone surrogate code units.
 */
export const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;

/** The keys of `record` whose string value holds such a character. */
export function fieldsWithUnprintable(record: Record<string, unknown>): string[] {
  return Object.entries(record)
    .filter(([, value]) => (typeof value === 'string' ? UNPRINTABLE.test(value) : Array.isArray(value) && value.some((item) => typeof item === 'string' && UNPRINTABLE.test(item))))
    .map(([key]) => key);
}

const ALL_UNPRINTABLE = new RegExp(UNPRINTABLE.source, 'gu');

function escapeOf(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text for a terminal: every such character shown as its escape (\u001b, \u200f), never sent as
 * is; line breaks are kept when the text is the program's own (`keepLineBreaks`).
 */
export function printable(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(ALL_UNPRINTABLE, (character) => (keepLineBreaks && character === '\n' ? character : escapeOf(character)));
}

/** Text without such characters (what is kept of an uploaded file's name). */
export function withoutUnprintable(text: string): string {
  return text.replace(ALL_UNPRINTABLE, '');
}

/**
 * JSON text with such characters inside its strings written as \u escapes: the same value, safe
 * in a terminal (JSON.stringify escapes control characters but leaves the rest as they are). The
 * line breaks of indented JSON are its own and stay.
 */
export function printableJson(json: string): string {
  return json.replace(ALL_UNPRINTABLE, (character) => {
    if (character === '\n') return character;
    let escaped = '';
    for (let index = 0; index < character.length; index += 1) escaped += `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`;
    return escaped;
  });
}
