/**
 * The mock API's public entry: what title-cli (cli/), the scripts, the feature suite and the
 * contract tests use of it, named and grouped by who uses it. Test servers, the demo seed and
 * the contract's provider states are behind mock-api/testing/index.ts. Nothing outside mock-api/ imports its folders directly (eslint.config.js
 * says so); inside, the layers are:
 *
 * - store/: the journaled store, its data file's shape, its locks and the record types;
 * - http/: errors, limits and guards every route shares, and the app server around the API;
 * - auth/: tokens, sessions, passwords, sign-in limits and the caller's context;
 * - domain/: rules of orders, documents, letters and the dashboard that routes apply;
 * - history/: every file's history (hash-chained, written with its change), presence and the live feed;
 * - checklist/: every file's checklist, curative, My work and the agency's templates;
 * - team/: the agency's people (the Team page, invitations, password links);
 * - routes/: the contract's routes (docs/api.md), provider states included;
 * - json-server/: json-server's router over the store, for testers;
 * - seed/: the demo data; testing/: servers and data for tests;
 * - server.ts assembles the API, main.ts runs it, config.ts reads its environment.
 */

// The server itself: main.ts runs it; the bench, the features and the contracts start it.
export { createMockApi, type MockApiOptions } from './server.ts';
export { createAppServer } from './http/app-server.ts';

// The data file: title-cli reads and writes it beside (or without) a running server.
export { Store } from './store/store.ts';
export { CorruptStoreError, NOTHING_CHANGED } from './store/store-shape.ts';
export { acquireLock, lockFileOf, readLock, StoreLockedError, type LockInfo } from './store/lock.ts';
export type { DbData, Order, PayeeRecord, TaskRecord, Tenant, User } from './store/model.ts';

// title-cli: agencies, registrations and people.
export { approveTenant, ApprovalError, describeReference, findTenantByText, referenceFromText, tenantNamesIn, type TenantReference } from './auth/tenant-approval.ts';
export { describeRegistration, parseDuration, rejectRegistration, removeRegistrationsOlderThan, type RegistrationRow } from './auth/pending-registrations.ts';
export { generatePassword, verifyPassword } from './auth/passwords.ts';
export { AccountError, addUser } from './seed/accounts.ts';
export { seedTenants, type Credential, type SeedOptions } from './seed/tenants.ts';
export { OperatorTeam, type OperatorSent, type OperatorTeamMember } from './team/operator-team.ts';
export { userOfLink } from './team/password-links.ts';
export { ROLES } from './team/roles.ts';
export { memoryMailer, outboxMailer, type Mailer } from './team/mailer.ts';
export { linkLifetimesFrom } from './config.ts';
export { OPERATOR_KEY_HEADER } from './routes/operator.ts';
export { ApiError } from './http/api-errors.ts';
export { printable, printableJson, UNPRINTABLE } from './http/unprintable.ts';

// title-cli: audit, seed, payees.
export { auditStore, type AuditReport } from './history/audit.ts';
export { historyOf } from './history/actor.ts';
export { seedOrders } from './seed/seed-orders.ts';
export { SEED_LIMITS } from './seed/limits.ts';
export { openAccount } from './payees/account-vault.ts';

// The demo data (npm start's first run, title-cli seed --create, the scripts).
export { createDemoData, demoAccounts, DEMO_PASSWORD } from './seed/demo.ts';
export { generateOrders } from './seed/orders.ts';
export { seededChecklist } from './seed/checklists.ts';
export { exceptionsLibrary, requirementsLibrary } from './seed/commitment-library.ts';
