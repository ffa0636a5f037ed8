/**
 * Puts the keyboard on the page's main heading, or on the main region while the page has none yet.
 * For when the control that had the focus is gone (a closed tab, a menu that hid itself): the
 * browser would otherwise drop the focus to the top of the document.
 */
export function focusMainHeading(): void {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
