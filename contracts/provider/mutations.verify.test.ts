import { verifyProvider } from '../../cli/commands/verify.ts';
import { startMockProvider } from './mock-provider.ts';
import { startRewritingProxy, type Rewrite } from './rewriting-proxy.ts';

type Json = Record<string, unknown>;

/** Changes one field of the order the order screen reads (GET /api/orders/{id}). */
function orderField(change: (detail: Json, result: Json) => void): Rewrite {
  return ({ method, path }, body) => {
    if (method !== 'GET' || !/^\/api\/orders\/[0-9a-f-]{36}$/.test(path)) return body;
    const result = (body as { result?: Json }).result;
    const detail = result?.baseOrderDetail as Json | undefined;
    if (result && detail) change(detail, result);
    return body;
  };
}

/**
 * Mutation tests: the mock API, right in every way but one field's format, must fail verification.
 * The control run through the same proxy passes, so the failure is the mutation's.
 */
describe('verification fails when the provider changes a format', () => {
  let provider: Awaited<ReturnType<typeof startMockProvider>>;
  beforeAll(async () => {
    provider = await startMockProvider();
  });
  afterAll(() => provider.close());

  async function verifyThrough(rewrite: Rewrite): Promise<void> {
    const proxy = await startRewritingProxy(provider.url, rewrite);
    try {
      await verifyProvider({ providerBaseUrl: proxy.url, providerStatesSetupUrl: provider.statesUrl, quiet: true });
    } finally {
      await proxy.close();
    }
  }

  it('passes through the proxy when nothing is changed (the control)', async () => {
    await expect(verifyThrough((_request, body) => body)).resolves.toBeUndefined();
  });

  it('fails for a closing date in US format (02/18/2027)', async () => {
    await expect(verifyThrough(orderField((detail) => (detail.closingDate = '02/18/2027')))).rejects.toThrow(/\$\.result\.baseOrderDetail\.closingDate: Expected '02\/18\/2027' to match/);
  });

  it('fails for an enumeration value the app does not know (cashClosing "Financed")', async () => {
    await expect(verifyThrough(orderField((detail) => (detail.cashClosing = 'Financed')))).rejects.toThrow(/\$\.result\.baseOrderDetail\.cashClosing: Expected 'Financed' to match/);
  });

  it('fails for an id with text around the UUID', async () => {
    await expect(verifyThrough(orderField((detail, result) => (result.id = `order-${String(result.id)}`)))).rejects.toThrow(/\$\.result\.id: Expected 'order-/);
  });

  it('fails for an order guid inside the detail with text around the UUID', async () => {
    await expect(verifyThrough(orderField((detail) => (detail.orderGuid = `{${String(detail.orderGuid)}}`)))).rejects.toThrow(/\$\.result\.baseOrderDetail\.orderGuid: Expected '\{/);
  });
});
