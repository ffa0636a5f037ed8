import { verifierOptions } from './commands/verify.ts';

describe('the options title-cli verify gives pact-core', () => {
  const broker = { url: 'https://broker.example', consumerVersionSelectors: [{ mainBranch: true }], enablePending: true };

  it('verifies from a broker without publishing, so no provider version is needed', () => {
    const options = verifierOptions({ providerBaseUrl: 'http://127.0.0.1:1234', broker: { ...broker, publish: false } });
    // pact-core refuses publishVerificationResult without providerVersion, even when it is false.
    expect(options).not.toHaveProperty('publishVerificationResult');
    expect(options).toMatchObject({ pactBrokerUrl: 'https://broker.example', enablePending: true });
  });

  it('publishes with the provider version and branch when asked', () => {
    const options = verifierOptions({ providerBaseUrl: 'http://127.0.0.1:1234', broker: { ...broker, publish: true, providerVersion: 'abc', providerBranch: 'main' } });
    expect(options).toMatchObject({ publishVerificationResult: true, providerVersion: 'abc', providerVersionBranch: 'main' });
  });
});
