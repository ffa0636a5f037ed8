// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/** The part of a file an entry is about (the History view's sections). */
export type FileSection = 'order' | 'parties' | 'commitment' | 'letters' | 'documents' | 'checklist' | 'payees';

export const SECTION_LABELS: Record<FileSection, string> = {
  order: 'Order entry',
  parties: 'Buyers and sellers',
  commitment: 'Commitment',
  letters: 'Closing protection letters',
  documents: 'Documents',
  checklist: 'Checklist',
  payees: 'Payees',
};

/**
 * How a change reached the server, in words that keep fact and claim apart. The server knows a
 * person signed in called its API, or that title-cli wrote; that the call came from the web app's
 * screen is only what the client said (older entries say `screen` for the same claim).
 */
export function channelLabel(entry: { via: string; claimed?: string }): string {
  if (entry.via === 'cli') return 'with title-cli';
  if (entry.via === 'screen') return 'on screen (as claimed)';
  if (entry.via === 'api') return entry.claimed === 'web' ? 'signed in, on screen (as claimed)' : 'signed in, through the API';
  return entry.via;
}

export interface FieldChange {
  path: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** One entry of a file's history, as the API answers it. */
export interface HistoryEntry {
  id: string;
  n: number;
  orderGuid: string;
  /** Server time, UTC; shown in the agent's own time zone. */
  at: string;
  actor: { userId: string | null; name: string };
  via: string;
  /** What the client said it was (`web`); a claim, not a fact. */
  claimed?: string;
  section: FileSection;
  action: string;
  summary: string;
  changes: FieldChange[];
  hash: string;
  /** The file's number (the activity feed and the live feed send it). */
  fileNumber?: string;
}

export interface Presence {
  userId: string;
  name: string;
  state: 'viewing' | 'editing';
  field: string | null;
  label: string | null;
  since: string;
}

/** The order's top-level field a change path is about: `buyer/0/LastName` is the buyers. */
export const fieldOfPath = (path: string): string => path.split('/', 1)[0] ?? path;
