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
 * - team/: the agency's people (the Team page, invitations, password links);
 * - routes/: the contract's routes (../shared/docs/api.md), provider states included;
 * - json-server/: json-server's router over the store, for testers;
 * - seed/: the demo data; testing/: servers and data for tests;
 * - server.ts assembles the API, main.ts runs it, config.ts reads its environment.
 */
export * from './auth/passwords';
export * from './auth/pending-registrations';
export * from './auth/tenant-approval';
export * from './config';
export * from './http/api-errors';
export * from './http/unprintable';
export * from './history/actor';
export * from './history/audit';
export * from './history/chain';
export * from './history/file-history';
export * from './history/live-feed';
export * from './routes/operator';
export * from './routes/provider-states';
export * from './seed/accounts';
export * from './seed/commitment-library';
export * from './seed/demo';
export * from './seed/limits';
export * from './seed/orders';
export * from './seed/seed-orders';
export * from './seed/tenants';
export * from './server';
export * from './store/document-contents';
export * from './store/lock';
export * from './store/model';
export * from './store/store';
export * from './team/mailer';
export * from './team/operator-team';
export * from './team/password-links';
export * from './team/roles';
export * from './testing/demo-seed';
export * from './testing/test-server';
