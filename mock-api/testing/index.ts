/**
 * The mock API as tests, the bench and the contract's verification start it: a test server on
 * the built app, the demo data with a fixed token key, in-memory documents, and the provider
 * states a Pact verification sets up. Kept apart from mock-api/index.ts, which the product's
 * tools use.
 */
export { demoSeed, TEST_JWT_SECRET } from './demo-seed.ts';
export { startTestServer, TEST_OPERATOR_KEY, UNLIMITED_ANONYMOUS, UNLIMITED_LOGINS, type TestServer } from './test-server.ts';
export { memoryDocumentContents } from '../store/document-contents.ts';
export { providerStateHandlers, providerStatesRoute } from '../routes/provider-states.ts';
