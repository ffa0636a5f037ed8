import { verifyProvider } from '../../cli/commands/verify.ts';
import { startLoginBreakingProvider } from './login-breaking-provider.ts';
import { startMockProvider } from './mock-provider.ts';

describe('the mock API honours the pact', () => {
  let provider: Awaited<ReturnType<typeof startMockProvider>>;
  beforeAll(async () => {
    provider = await startMockProvider();
  });
  afterAll(() => provider.close());

  it('verifies every interaction with the provider states set up through HTTP', async () => {
    const report = await verifyProvider({ providerBaseUrl: provider.url, providerStatesSetupUrl: provider.statesUrl, quiet: true });
    expect(report?.errors ?? []).toEqual([]);
    expect(report?.pendingErrors ?? []).toEqual([]);
  });
});

describe('verification catches a provider that breaks the contract', () => {
  it('fails when the provider answers login differently, with a readable summary', async () => {
    const breaking = await startLoginBreakingProvider();
    try {
      const failure = await verifyProvider({ providerBaseUrl: breaking.url, providerStatesSetupUrl: breaking.statesUrl, quiet: true }).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure?.message).toMatch(/^Verification failed: \d+ of \d+ interactions did not match\./);
      expect(failure?.message).toContain('- Given a user with the given e-mail and password exists - a login with the right password');
      expect(failure?.message).not.toMatch(/^\{/);
    } finally {
      await breaking.close();
    }
  });
});
