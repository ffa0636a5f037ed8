/**
 * Records of the mock API's database (the snapshot file has this shape). One file on purpose,
 * kept whole: it is the data file's schema, read together when a record's shape is in question.
 */

export interface DbMeta {
  /** Sequence number of the last applied write. */
  seq: number;
  /** HS256 key of the tokens this mock signs; kept so sessions survive a restart. */
  jwtSecret: string;
  nextTenantId: number;
  createdAt: string;
  /** The key payee account numbers are sealed with (payees/account-vault.ts); made on first use, never rotated with the token key. */
  vaultKey?: string;
}

export type TenantStatus = 'active' | 'pending';

export interface Tenant {
  id: number;
  guid: string;
  name: string;
  status: TenantStatus;
  createdAt: string;
  /** Names of the title underwriters this agency writes for. */
  underwriters: string[];
  /** The registration as submitted (pending tenants), kept for the operator who approves it. */
  registration?: Record<string, unknown>;
  /** The address a pending registration came from, for the per-source cap on waiting registrations. */
  registeredFrom?: string;
}

/** What a user may do in their agency: admins also manage its people (team/roles.ts). */
export type Role = 'admin' | 'agent';

/** A one-time link to choose a password; only the SHA-256 of its secret is kept. */
export interface PasswordLink {
  hash: string;
  purpose: 'invitation' | 'reset';
  expiresAt: string;
}

export interface User {
  id: string;
  tenantId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Missing on accounts from before roles: team/roles.ts says what they are. */
  role?: Role;
  /** Invited by a colleague and no password chosen yet (passwordHash is empty until then). */
  invitedAt?: string;
  /** Deactivated by an admin: no sign-in, no session; their history stays theirs. */
  deactivatedAt?: string;
  lastSignInAt?: string;
  passwordLink?: PasswordLink;
  /**
   * Reset links sent before the newest that still work: asking for a link anonymously
   * ("Forgot password?") must not kill one the person already holds (password-links.ts). Any use ends them all.
   */
  earlierResetLinks?: PasswordLink[];
  /** Signed in with a password someone else chose (e-mailed at approval, given to title-cli): it is changed before anything else. */
  mustChangePassword?: true;
  /** scrypt hash; the password itself is never stored. */
  passwordHash: string;
  /**
   * Re-issued passwords on their way, newest last (each written before its e-mail): they sign in
   * as well as the current one, and the one used replaces it. Several, because a re-issue killed
   * after its e-mail and one killed before its own must both leave the newest e-mail working.
   */
  nextPasswordHashes?: string[];
  /** Signed-in sessions by id (the tokens' `sid`): a token is good only while its session is here. */
  sessions?: Record<string, SessionRecord>;
  createdAt: string;
}

/** A signed-in session (seconds since the epoch). */
export interface SessionRecord {
  startedAt: number;
  lastActivityAt: number;
  /** The browser and system it was opened in ("Chrome on Windows"), for the person's list of sessions. */
  browser?: string;
}

export interface PartyName {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  Type: string;
}

export interface Order {
  id: string;
  tenantId: number;
  createdAt: string;
  updatedAt: string;
  /** Moved by every save (its ETag), so a save that names an older one in If-Match is refused. */
  version?: number;
  baseOrderDetail: Record<string, unknown>;
}

/** An uploaded file of an order; its bytes are kept apart from the database. */
export interface DocumentRecord {
  id: string;
  tenantId: number;
  orderGuid: string;
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
}

export interface ScheduleBItem {
  code: string;
  text: string;
}

/** An order's commitment: Schedule A, requirements (B-I) and exceptions (B-II). Its id is the order's. */
export interface CommitmentRecord {
  id: string;
  tenantId: number;
  scheduleA: Record<string, unknown> | null;
  requirements: ScheduleBItem[];
  exceptions: ScheduleBItem[];
  updatedAt: string;
  /** Each part's version (its ETag), moved by every save, so a save built on an old read is refused. */
  versions?: Partial<Record<CommitmentPart, number>>;
}

export type CommitmentPart = 'scheduleA' | 'requirements' | 'exceptions';

/** A closing protection letter the mock broker issued. */
export interface LetterRecord {
  id: string;
  tenantId: number;
  orderGuid: string;
  letterNumber: string;
  letterType: string;
  underwriter: string;
  lenderName: string;
  status: 'Issued';
  issuedAt: string;
}

/** How a change reached the server: the app's screens, another API client, or title-cli (seeding included). */
/**
 * How a change arrived, as the server knows it: `api` a signed-in person's call, `cli` title-cli
 * (operator key or the data file). `screen` is found only on entries written before the app's own
 * claim was recorded apart (`claimed`); it is shown as claimed.
 */
export type ChangeChannel = 'screen' | 'api' | 'cli';

/** What a client said it was (the web app's header); recorded as its claim, never as a fact. */
export type ClaimedClient = 'web';

/** The part of a file a history entry is about (the History view filters on it). */
export type FileSection = 'order' | 'parties' | 'commitment' | 'letters' | 'documents' | 'checklist' | 'payees';

/** One changed value of a history entry: the field's label as the agent reads it, before and after. */
export interface FieldChange {
  /** Where the value lives (`closingDate`, `buyer/0/LastName`, `requirements/2`); stable, for machines. */
  path: string;
  label: string;
  before: unknown;
  after: unknown;
}

/**
 * One change to a file, kept forever: what changed (before and after), who changed it, when and
 * how. The entries of an agency form a hash chain (history/chain.ts): `prev` is the hash of the
 * agency's entry before (`n - 1`), `hash` covers this entry with `prev`, so an edited, removed or
 * reordered entry is found by recomputing the chain.
 */
export interface HistoryRecord {
  /** `<tenantId>.<n>` */
  id: string;
  tenantId: number;
  /** Its place in the agency's chain, from 1. */
  n: number;
  orderGuid: string;
  /** Server time, ISO 8601 UTC. */
  at: string;
  actor: { userId: string | null; name: string };
  via: ChangeChannel;
  /** Present when the client said what it was; absent on older entries and on title-cli's. */
  claimed?: ClaimedClient;
  section: FileSection;
  /** created, changed, added, removed, requested, withdrawn, uploaded, downloaded */
  action: string;
  /** One line a person reads: "changed Sales Price", "uploaded deed.pdf". */
  summary: string;
  changes: FieldChange[];
  /**
   * The file's records this entry's write left, each as a hash (history/record-prints.ts), so the
   * audit finds a record changed, added or removed behind the API. Absent on older entries.
   */
  records?: RecordPrint[];
  prev: string;
  hash: string;
}

/** A record as a write left it: its collection, key and SHA-256, or null when the write removed it. */
export interface RecordPrint {
  c: string;
  k: string;
  h: string | null;
}

/** A date a checklist item's due date is counted from: the file's opening, closing or disbursement. */
export type DueAnchor = 'opened' | 'closing' | 'disbursement';

/** A due date counted in business days (Monday to Friday) from one of the file's dates; negative is before it. */
export interface DueRule {
  anchor: DueAnchor;
  businessDays: number;
}

/** Who a template's item goes to when a file is opened. */
export type TemplateOwner = { kind: 'opener' } | { kind: 'nobody' } | { kind: 'admin' } | { kind: 'person'; userId: string };

export interface TemplateItem {
  /** Stable within the template (items are renamed and moved). */
  key: string;
  title: string;
  owner: TemplateOwner;
  due: DueRule;
  milestone: boolean;
  waitingOn: string;
  /** Left out of cash files (the lender's package, the CPL). */
  financedOnly?: boolean;
  /** The item that disburses the file (issue 42: it waits for verified wires). */
  disbursement?: boolean;
}

/** An agency's checklist template for one transaction type; `id` is `<tenantId>:<transaction type>`. */
export interface ChecklistTemplateRecord {
  id: string;
  tenantId: number;
  transactionType: string;
  items: TemplateItem[];
  updatedAt: string;
  updatedBy: string;
}

/** One item of a file's checklist (docs/checklists.md). */
export interface TaskRecord {
  id: string;
  tenantId: number;
  orderGuid: string;
  /** The file's number, kept with the item so lists across files need not read every order. */
  fileNumber: string;
  title: string;
  /** Its place on the file's checklist. */
  position: number;
  /** The person it is assigned to: their id and e-mail (json-server's filters read the e-mail). */
  assigneeId: string | null;
  assignee: string | null;
  /** ISO date (YYYY-MM-DD), or null while the date it counts from is not known. */
  due: string | null;
  /** How the due date is counted; null for a fixed date. */
  dueRule: DueRule | null;
  waitingOn: string;
  status: 'open' | 'done';
  doneBy: string | null;
  doneById: string | null;
  doneAt: string | null;
  note: string;
  milestone: boolean;
  /** The template item it came from, if any. */
  templateKey: string | null;
  /** Curative: the B-I requirement it stands for (its code and text), kept in step with the commitment. */
  requirement: { code: string; text: string } | null;
  disbursement: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A person as a record names them: their id then, and their name at the time. */
export interface PersonRef {
  userId: string | null;
  name: string;
}

/** Wire instructions as stored: the account number sealed (payees/account-vault.ts), its last four apart. */
export interface WireRecord {
  bankName: string;
  routingNumber: string;
  accountSealed: string;
  accountLast4: string;
  beneficiaryName: string;
  reference: string;
  contactPhone: string;
}

/** How wire instructions were verified, by whom and when (docs/payees.md). */
export interface VerificationRecord {
  method: 'call-back' | 'in-person' | 'verification-service';
  numberCalled: string;
  note: string;
  by: PersonRef;
  at: string;
}

/** Who receives money at the file's closing. */
export interface PayeeRecord {
  id: string;
  tenantId: number;
  orderGuid: string;
  name: string;
  role: string;
  amount: number;
  method: 'wire' | 'check';
  wire: WireRecord | null;
  enteredBy: PersonRef;
  /** Who last changed the wire instructions (entered them, at first). */
  changedBy: PersonRef;
  changedAt: string;
  verification: VerificationRecord | null;
  createdAt: string;
  version: number;
}

export interface Records {
  tenants: Tenant;
  users: User;
  orders: Order;
  documents: DocumentRecord;
  commitments: CommitmentRecord;
  letters: LetterRecord;
  history: HistoryRecord;
  tasks: TaskRecord;
  checklistTemplates: ChecklistTemplateRecord;
  payees: PayeeRecord;
}

/**
 * A record of a collection a tester added to the data file (json-server's convention): any
 * fields, an id, and the agency it belongs to.
 */
export interface AddedRecord {
  id: string | number;
  tenantId: number;
  [field: string]: unknown;
}

export interface DbData {
  meta: DbMeta;
  tenants: Tenant[];
  users: User[];
  orders: Order[];
  documents?: DocumentRecord[];
  commitments?: CommitmentRecord[];
  letters?: LetterRecord[];
  history?: HistoryRecord[];
  tasks?: TaskRecord[];
  checklistTemplates?: ChecklistTemplateRecord[];
  payees?: PayeeRecord[];
  /** Collections a tester added to the data file, by name: top-level lists there, like the others. */
  added?: Record<string, AddedRecord[]>;
}
