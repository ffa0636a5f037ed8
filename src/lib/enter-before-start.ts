// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/**
 * Enter pressed in a field of a prerendered form before the app has taken the page over: the
 * browser does nothing with it (the form's submit button is still disabled in the static page),
 * so the wish is kept, per form element (hydration keeps the element), and the form acts on it
 * once it has adopted its fields (ui/form.tsx): it submits if what it holds is valid, as Enter
 * would have done.
 *
 * The keeping is a few lines inlined into the prerendered page's head (prerender/page-document.ts,
 * allowed by its hash in the CSP, mock-api/http/app-server.ts): on a slow network the app's entry
 * script arrives seconds after the page is painted and filled, and an Enter pressed before it ran
 * was lost. Inline, it listens from the first moment the page exists.
 */
const KEPT = '__titletrackEnterBeforeStart';

declare global {
  interface Window {
    /** Forms an Enter was pressed in before the app started (filled by the inline script below). */
    __titletrackEnterBeforeStart?: WeakSet<HTMLFormElement>;
  }
}

export const ENTER_BEFORE_START_SCRIPT =
  `(function(){var kept=window.${KEPT}=new WeakSet();` +
  "document.addEventListener('keydown',function(e){var t=e.target;" +
  "if(e.key==='Enter'&&!e.isComposing&&t instanceof HTMLInputElement&&t.form)kept.add(t.form)},true)})();";

/** Whether Enter was pressed in this form before the app started; asked once, when the form appears. */
export function takeEnterBeforeStart(form: HTMLFormElement): boolean {
  const kept = window[KEPT];
  if (!kept?.has(form)) return false;
  kept.delete(form);
  return true;
}
