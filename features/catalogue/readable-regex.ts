/**
 * A readable phrase for a step written as a regular expression, in the notation of Cucumber
 * expressions, so the catalogue never shows analysts raw regular expressions. Steps should be
 * Cucumber expressions; this covers one that needs a regular expression.
 */
export function readableRegex(source: string): string {
  return source
    .replace(/^\^|\$$/g, '')
    .replace(/"\(\[\^"\]\*\)"/g, '{string}')
    .replace(/\(\\d\+\)\(\?:st\|nd\|rd\|th\)/g, '{ordinal}')
    .replace(/\(\\d\+\)/g, '{int}')
    .replace(/(\w)\?/g, '($1)');
}
