/**
 * Pages with unsaved work ask before the browser leaves them (reload, closing the tab, another
 * address). A forced sign-out must still go through, so it lifts the guard first.
 */
let leavingAllowed = false;

export function allowLeaving(): void {
  leavingAllowed = true;
}

export function isLeavingAllowed(): boolean {
  return leavingAllowed;
}
