/**
 * The browser gives a page's fields back on back/forward and reload (its form restoration), but
 * only the fields whose value differs from their default, the `value` attribute. React keeps that
 * attribute equal to the value of every controlled field, so nothing was ever saved: an agent who
 * filled registration step 1, followed a link away and came back found it empty. When the page is
 * left, the defaults go back to the prerendered page's (empty), so the browser saves what the
 * fields hold; on the way back it fills the prerendered fields and the form adopts them
 * (ui/form.tsx), as it adopts a password manager's fill. A page kept whole in the back/forward
 * cache keeps its fields anyway; the defaults matter only to form.reset(), which the app never
 * calls. Passwords are never saved by the browser, and choices (selects, boxes) are not synced by
 * React, so text-like fields are all there is to do.
 */
export function keepFieldsRestorable(target: Window = window): void {
  target.addEventListener('pagehide', () => {
    for (const field of target.document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=url], input[type=number], textarea')) {
      if (field.defaultValue !== '') field.defaultValue = '';
    }
  });
}
