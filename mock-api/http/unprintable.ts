import { UNPRINTABLE } from '../../src/lib/unprintable.ts';

/** Control, format and invisible characters (src/lib/unprintable.ts says which), one definition for the app and the server. */
export { UNPRINTABLE };

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
