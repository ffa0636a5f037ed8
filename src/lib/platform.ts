/** What epics may do to the browser, injected so they are tested as plain functions. */
export interface Navigation {
  navigate(to: string): void;
  /** The path (and query) the app shows now. */
  currentPath(): string;
}

export interface BrowserControls {
  /** `force`: past any unsaved-changes prompt (a forced sign-out, with nobody to answer it). */
  reload(options?: { force?: boolean }): void;
  openWindow(url: string, name: string, features: string): void;
  /** Leaves the app for another address (the Map window goes on to the map). */
  goTo(url: string): void;
  print(): void;
  /** Hands a file to the browser as a download. */
  saveFile(data: Blob, name: string): void;
}

export interface Clock {
  now(): number;
}
