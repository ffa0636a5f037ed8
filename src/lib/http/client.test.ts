import { firstValueFrom } from 'rxjs';
import { afterEach, vi } from 'vitest';
import { createHttpClient } from './client.ts';
import { HttpError } from './http-error.ts';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body === '' ? null : body, { status, headers: { 'Content-Type': contentType } }));
}

function client(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ getToken: () => 'abc.def.ghi', excludedSegments: ['login', 'tenants'], ...overrides });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createHttpClient', () => {
  it('sends the Bearer token and JSON, and returns the parsed body', async () => {
    const fetch = answer(200, '{"result":{"ok":true}}');
    vi.stubGlobal('fetch', fetch);
    const body = await firstValueFrom(client().post('/api/files', { a: 1 }));
    expect(body).toEqual({ result: { ok: true } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('leaves the token off excluded URLs and sends the gateway key when configured', async () => {
    const fetch = answer(200, '{}');
    vi.stubGlobal('fetch', fetch);
    await firstValueFrom(client({ subscriptionKey: 'key-123' }).post('/api/login', {}));
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Ocp-Apim-Subscription-Key']).toBe('key-123');
  });

  it('sends no Authorization header when there is no token', async () => {
    const fetch = answer(200, '{}');
    vi.stubGlobal('fetch', fetch);
    await firstValueFrom(client({ getToken: () => null }).get('/api/files'));
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('returns null for an empty 202 body', async () => {
    vi.stubGlobal('fetch', answer(202, ''));
    await expect(firstValueFrom(client().patch('/api/orders/1', []))).resolves.toBeNull();
  });

  it('reports every success and throws an HttpError with the body for a failure', async () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    vi.stubGlobal('fetch', answer(200, '{}'));
    await firstValueFrom(client({ onSuccess, onFailure }).get('/api/files'));
    expect(onSuccess).toHaveBeenCalledWith('/api/files');

    vi.stubGlobal('fetch', answer(404, '{"result":{"isSuccess":false,"message":"nope"}}'));
    const error = await firstValueFrom(client({ onSuccess, onFailure }).get('/api/files')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).body).toEqual({ result: { isSuccess: false, message: 'nope' } });
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps a text error body as text', async () => {
    vi.stubGlobal('fetch', answer(500, 'Database offline - retry later', 'text/plain'));
    const error = (await firstValueFrom(client().get('/api/files')).catch((caught: unknown) => caught)) as HttpError;
    expect(error.body).toBe('Database offline - retry later');
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const onFailure = vi.fn();
    const error = (await firstValueFrom(client({ onFailure }).get('/api/files')).catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach the server/);
    expect(onFailure).toHaveBeenCalledOnce();
  });
});
