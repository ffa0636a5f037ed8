// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/**
 * Characters no name, e-mail or address needs, that a terminal or mail client would act on or that
 * a reader cannot see:
 * - control characters (C0 and C1: escape codes, line breaks, tabs, NUL);
 * - format characters (\p{Cf}: bidirectional marks and overrides such as RLM and ALM, the BOM,
 *   the soft hyphen, zero-width joiners), which make text read in another order than it is stored
 *   or hide characters in it;
 * - line and paragraph separators (U+2028, U+2029) and spaces other than the plain one (a
 *   no-break or ideographic space makes two names look alike);
 * - every other default-ignorable code point (the Hangul fillers, variation selectors, the
 *   combining grapheme joiner), private-use and lone surrogate code units.
 * Shared by the app's rules (src/lib/email-rule.ts) and the server's (mock-api/http/unprintable.ts).
 */
export const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;
