/** What epics may do to the browser, injected so they are tested as plain functions. */
export interface Navigation {
  navigate(to: string): void;
}

export interface BrowserControls {
  reload(): void;
  openWindow(url: string, name: string, features: string): void;
}

export interface Clock {
  now(): number;
}
