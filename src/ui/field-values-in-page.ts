import { getIn } from 'formik';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Inputs whose value is text the person (or their browser) wrote: not boxes, files or buttons. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

const isTextControl = (element: Element): element is TextControl =>
  (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type)) || element instanceof HTMLTextAreaElement;

/**
 * What a control shows for `value`: a single-line input drops line breaks (HTML's value
 * sanitization), and an e-mail or URL input also the spaces around it. A stored legal description
 * with a line break is shown on one line; that is not the browser filling in something else.
 */
function shownBy(element: TextControl, value: string): string {
  if (element instanceof HTMLTextAreaElement) return value;
  const oneLine = value.replace(/[\r\n]/g, '');
  return element.type === 'email' || element.type === 'url' ? oneLine.trim() : oneLine;
}

/**
 * What the page's fields (text, and single selects) hold that the form's values do not: text the browser put there before
 * React took the page over (typed, pasted or dropped into the prerendered page, filled by a
 * password manager or autofill with or without events, restored by the browser's form
 * restoration). React keeps such a value on screen when it hydrates, but the form never heard of it.
 *
 * A field counts only when it shows its form value as is (its rendered default is that value,
 * which rules out formatted fields such as amounts and dates) and holds something else now.
 * Returned by field name, the form's own path; `except` (a field whose change React is about to
 * handle) is left out.
 */
export function fieldValuesInPage(form: HTMLFormElement, values: object, except: EventTarget | null = null): Record<string, string> {
  const held: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(isTextControl(element) || element instanceof HTMLSelectElement) || element.name === '' || element === except || element.disabled) continue;
    const value: unknown = getIn(values, element.name);
    if (value !== undefined && value !== null && typeof value !== 'string') continue;
    const rendered = value ?? '';
    if (isTextControl(element)) {
      if (element.defaultValue === rendered && element.value !== shownBy(element, rendered)) held[element.name] = element.value;
    } else if (element instanceof HTMLSelectElement && !element.multiple) {
      // A select's rendered choice is the option React marked selected (its default).
      const renderedChoice = Array.from(element.options).find((option) => option.defaultSelected)?.value ?? '';
      if (renderedChoice === rendered && element.value !== rendered) held[element.name] = element.value;
    }
  }
  return held;
}
