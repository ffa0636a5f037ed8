import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { EVENTS_PACT_FILE, EVENTS_PROVIDER } from '../pact-names.ts';
import { startMockProvider } from './mock-provider.ts';

/**
 * The live feed's messages, made by the mock API itself: each message provider signs Dana in,
 * opens her agency's feed, has her colleague Riley do what the message is about, and hands over
 * the `data` of the event the feed sent. Pact compares it with the app's message pact.
 */

type Provider = Awaited<ReturnType<typeof startMockProvider>>;

async function signIn(provider: Provider, email: string): Promise<string> {
  const response = await fetch(`${provider.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/** Opens Dana's feed, runs `act`, and answers the data of the first `event` the feed sends after it. */
async function nextEvent(provider: Provider, event: string, act: (riley: string, orderGuid: string) => Promise<void>): Promise<unknown> {
  const dana = await signIn(provider, 'dana@demo-title.test');
  const riley = await signIn(provider, 'riley@demo-title.test');
  const files = await fetch(`${provider.url}/api/files?_end=1`, { headers: { Authorization: `Bearer ${dana}` } });
  const orderGuid = ((await files.json()) as { result: { files: { orderGuid: string }[] } }).result.files[0]?.orderGuid ?? '';
  const abort = new AbortController();
  const response = await fetch(`${provider.url}/api/events`, { headers: { Authorization: `Bearer ${dana}` }, signal: abort.signal });
  const reader = (response.body as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
  await act(riley, orderGuid);
  const pattern = new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`);
  const deadline = Date.now() + 5_000;
  while (!pattern.test(text) && Date.now() < deadline) text += (await reader.read()).value ?? '';
  abort.abort();
  const data = pattern.exec(text)?.[1];
  if (!data) throw new Error(`The feed sent no ${event} event.`);
  return JSON.parse(data);
}

describe("the live feed honours the app's message pact", () => {
  let provider: Provider;
  beforeAll(async () => {
    provider = await startMockProvider();
  });
  afterAll(() => provider.close());

  it('sends every message the app expects, in the shape it expects', async () => {
    const verifier = new MessageProviderPact({
      provider: EVENTS_PROVIDER,
      pactUrls: [EVENTS_PACT_FILE],
      logLevel: 'warn',
      messageProviders: {
        'a change to a file': providerWithMetadata(
          () =>
            nextEvent(provider, 'change', async (riley, orderGuid) => {
              const price = 400_000 + Math.floor(Math.random() * 100_000);
              const save = await fetch(`${provider.url}/api/orders/${orderGuid}`, {
                method: 'PATCH',
                headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${riley}`, 'X-TitleTrack-Client': 'web' },
                body: JSON.stringify([{ op: 'replace', path: '/salesPrice', value: price }]),
              });
              expect(save.status).toBe(202);
            }),
          { event: 'change' },
        ),
        'who has a file open': providerWithMetadata(
          () =>
            nextEvent(provider, 'presence', async (riley, orderGuid) => {
              const put = await fetch(`${provider.url}/api/orders/${orderGuid}/presence`, {
                method: 'PUT',
                headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${riley}` },
                body: JSON.stringify({ tab: 'riley-tab-0001', state: 'editing', field: 'buyer' }),
              });
              expect(put.status).toBe(204);
            }),
          { event: 'presence' },
        ),
      },
    });
    await expect(verifier.verify()).resolves.toBeDefined();
  });
});
