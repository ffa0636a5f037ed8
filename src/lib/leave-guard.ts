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

/** What each page with unsaved work has open right now, for a question asked before signing out. */
const unsaved = new Set<{ what: string }>();

/** A page holds unsaved work until the returned function is called. */
export function holdUnsavedWork(what: string): () => void {
  const entry = { what };
  unsaved.add(entry);
  return () => unsaved.delete(entry);
}

/** What is unsaved now ("Schedule A", "the new order"), empty when nothing is. */
export function unsavedWork(): string[] {
  return [...unsaved].map((entry) => entry.what);
}
