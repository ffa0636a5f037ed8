/**
 * Characters no name, e-mail or address needs and a terminal or mail client would act on: the C0
 * and C1 control characters (escape codes, line breaks, tabs) and the bidirectional overrides that
 * make text read in another order than it is stored.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The keys of `record` whose string value holds such a character. */
export function fieldsWithUnprintable(record: Record<string, unknown>): string[] {
  return Object.entries(record)
    .filter(([, value]) => (typeof value === 'string' ? UNPRINTABLE.test(value) : Array.isArray(value) && value.some((item) => typeof item === 'string' && UNPRINTABLE.test(item))))
    .map(([key]) => key);
}

/**
 * Text for a terminal: every such character shown as its escape (\u001b), never sent as is; line
 * breaks are kept when the text is the program's own (`keepLineBreaks`).
 */
export function printable(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(new RegExp(UNPRINTABLE.source, 'g'), (character) =>
    keepLineBreaks && character === '\n' ? character : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
