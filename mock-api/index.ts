/**
 * The mock API's public entry: what title-cli (cli/), the scripts, the feature suite and the
 * contract tests use of it. Nothing outside mock-api/ imports its folders directly (eslint.config.js
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
export * from './auth/passwords.ts';
export * from './auth/pending-registrations.ts';
export * from './auth/tenant-approval.ts';
export * from './config.ts';
export * from './http/api-errors.ts';
export * from './http/unprintable.ts';
export * from './http/app-server.ts';
export * from './history/actor.ts';
export * from './history/audit.ts';
export * from './history/chain.ts';
export * from './history/file-history.ts';
export * from './history/live-feed.ts';
export * from './routes/operator.ts';
export * from './routes/provider-states.ts';
export * from './seed/accounts.ts';
export * from './seed/checklists.ts';
export * from './seed/payees.ts';
export * from './payees/account-vault.ts';
export * from './seed/commitment-library.ts';
export * from './seed/demo.ts';
export * from './seed/limits.ts';
export * from './seed/orders.ts';
export * from './seed/seed-orders.ts';
export * from './seed/tenants.ts';
export * from './server.ts';
export * from './store/document-contents.ts';
export * from './store/lock.ts';
export * from './store/model.ts';
export * from './store/store.ts';
export { CorruptStoreError, NOTHING_CHANGED } from './store/store-shape.ts';
export * from './team/mailer.ts';
export * from './team/operator-team.ts';
export * from './team/password-links.ts';
export * from './team/roles.ts';
export * from './testing/demo-seed.ts';
export * from './testing/test-server.ts';
