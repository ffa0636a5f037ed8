import fc from 'fast-check';
import { stat } from 'node:fs/promises';
import { UnsecuredJWT } from 'jose';
import { startFileBackedApi } from './server-fixture.ts';
import { tally } from './tally.ts';

/**
 * A generated sweep of malformed, mistyped, oversized and hostile requests over every route of
 * the mock API. None may answer 5xx, every answer has the documented shape, and a rejected
 * request leaves the data file as it was.
 */

const REQUESTS = 10_000;

type Route = { method: string; path: (ids: Ids) => string; body: 'json' | 'patch' | 'form' | 'multipart' | 'none' };
interface Ids {
  order: string;
  otherOrder: string;
  document: string;
}

const routes: Route[] = [
  { method: 'POST', path: () => '/api/login', body: 'json' },
  { method: 'POST', path: () => '/api/tenants', body: 'json' },
  { method: 'GET', path: () => '/api/states', body: 'none' },
  { method: 'GET', path: () => '/api/business-details', body: 'none' },
  { method: 'GET', path: () => '/api/underwriters', body: 'none' },
  { method: 'GET', path: () => '/api/loanPolicyType', body: 'none' },
  { method: 'GET', path: () => '/api/ownershipInterest', body: 'none' },
  { method: 'GET', path: () => '/api/tenants/1/underwriters', body: 'none' },
  { method: 'GET', path: () => '/api/tenant/1/ownerspolicytype', body: 'none' },
  { method: 'GET', path: () => '/api/dashboard', body: 'none' },
  { method: 'GET', path: () => '/api/files', body: 'none' },
  { method: 'POST', path: () => '/api/files', body: 'json' },
  { method: 'GET', path: (ids) => `/api/orders/${ids.order}`, body: 'none' },
  { method: 'PATCH', path: (ids) => `/api/orders/${ids.order}`, body: 'patch' },
  { method: 'PATCH', path: (ids) => `/api/orders/${ids.otherOrder}`, body: 'patch' },
  { method: 'GET', path: (ids) => `/api/documents?orderGuid=${ids.order}`, body: 'none' },
  { method: 'POST', path: (ids) => `/api/documents?orderGuid=${ids.order}`, body: 'multipart' },
  { method: 'GET', path: (ids) => `/api/documents/${ids.document}/content`, body: 'none' },
  { method: 'GET', path: (ids) => `/api/commitments/${ids.order}`, body: 'none' },
  { method: 'PUT', path: (ids) => `/api/commitments/${ids.order}`, body: 'json' },
  { method: 'PUT', path: (ids) => `/api/commitments/${ids.order}/requirements`, body: 'json' },
  { method: 'PUT', path: (ids) => `/api/commitments/${ids.order}/exceptions`, body: 'json' },
  { method: 'GET', path: () => '/api/commitments/requirements-library', body: 'none' },
  { method: 'GET', path: () => '/api/orders/mortgage-clauses', body: 'none' },
  { method: 'POST', path: () => '/api/broker/connect/token', body: 'form' },
  { method: 'POST', path: () => '/api/broker/v1/letters', body: 'json' },
  { method: 'GET', path: (ids) => `/api/broker/v1/letters?orderMoniker=${ids.order}`, body: 'none' },
  { method: 'GET', path: () => '/api/operator/tenants', body: 'none' },
  { method: 'POST', path: () => '/api/operator/tenants/by-id/1/approve', body: 'none' },
  { method: 'POST', path: () => '/api/operator/tenants/by-name/Demo%20Title/approve', body: 'none' },
  { method: 'GET', path: () => '/api/states?name_like=(a%2B)%2B%24', body: 'none' },
];

const hostileStrings = [
  '<script>window.__pwned=1</script>',
  "'; DROP TABLE orders; --",
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
  '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 🎉',
  '%00%2e%2e%2f',
  'a'.repeat(5000),
];

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom('email', 'password', 'tenant', 'fileNumber', 'items', 'zip', 'salesPrice', 'closingDate', 'buyer', 'token', 'orderMoniker'), fc.jsonValue({ maxDepth: 3 })),
  fc.record({ tenant: fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })) }),
  fc.constantFrom<unknown>(
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    { constructor: { prototype: { polluted: true } } },
    { items: Array.from({ length: 300 }, () => ({ code: 'x', text: 'y' })) },
  ),
  fc.constantFrom(...hostileStrings).map((text) => ({ email: text, password: text, fileNumber: text, items: [{ code: text, text }] })),
);

const rawBody = fc.oneof(
  jsonBody.map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[[[[[[[[', `${'['.repeat(3000)}${']'.repeat(3000)}`, 'null', '"text"', '123', 'true', '\uFEFF{}'),
  fc.constant(`{"email":"${'x'.repeat(1_100_000)}"}`),
);

const patchBody = fc.oneof(
  rawBody,
  fc
    .array(
      fc.record({
        op: fc.constantFrom('replace', 'add', 'remove', 'move', 'copy', 'test', 'nope'),
        path: fc.constantFrom('/DisbursementDate', '/closingDate', '/buyer/0/FirstName', '/buyer/99', '/__proto__/x', '/', '', '/zip', '/tenantId', '/id'),
        value: fc.jsonValue({ maxDepth: 2 }),
        from: fc.constantFrom('/city', '/nope'),
      }),
      { maxLength: 60 },
    )
    .map((operations) => JSON.stringify(operations)),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=latin1',
  'application/xml',
  '',
);

type Auth = 'none' | 'dana' | 'sam' | 'garbage' | 'unsigned' | 'bearer-only';
const auth = fc.constantFrom<Auth>('none', 'dana', 'dana', 'sam', 'garbage', 'unsigned', 'bearer-only');
const queryNoise = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?_start=-1', '?_end=99999999', '?_sort=__proto__', '?q=%00', '?q=a&q=b', `?q=${'z'.repeat(300)}`, '?_order=sideways', '?orderGuid='),
);

function documentedShape(status: number, body: unknown): boolean {
  if (status < 400) return true;
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string') return !('ExceptionList' in record) || Array.isArray(record.ExceptionList);
  const result = record.result as Record<string, unknown> | undefined;
  if (result && result.isSuccess === false && typeof result.message === 'string') return true;
  // The broker's OAuth2 token endpoint answers in OAuth2's own error shape.
  return typeof record.error === 'string';
}

describe('bad input to every route', () => {
  it(`answers ${REQUESTS} malformed, mistyped, oversized and hostile requests without a 5xx or a change`, async () => {
    const api = await startFileBackedApi();
    const tokens = { dana: await api.tokenOf('dana@demo-title.test'), sam: await api.tokenOf('sam@harbor-closing.test') };
    const order = api.store.list('orders').find((candidate) => candidate.tenantId === 1);
    const otherOrder = api.store.list('orders').find((candidate) => candidate.tenantId === 2);
    if (!order || !otherOrder) throw new Error('demo orders missing');
    const ids: Ids = { order: order.id, otherOrder: otherOrder.id, document: 'no-such-document' };
    const unsigned = new UnsecuredJWT({ TenantId: 1, FirstName: 'X', LastName: 'Y', TenantName: 'Z', TenantGuid: 'g' }).setSubject('u-dana').setExpirationTime('5m').encode();
    const counts = { sent: 0, rejected: 0, accepted: 0, byStatus: new Map<number, number>() };
    const sweep = tally('0 bad-input sweep (no 5xx, documented shape, nothing written)');

    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: routes.length + 2 }),
          auth,
          contentType,
          rawBody,
          patchBody,
          queryNoise,
          fc.constantFrom(...hostileStrings),
          async (routeIndex, who, type, text, patch, query, hostile) => {
            const route = routes[routeIndex] ?? { method: 'GET', path: () => `/api/${encodeURIComponent(hostile)}`, body: 'none' as const };
            const headers: Record<string, string> = {};
            if (who === 'dana' || who === 'sam') headers.Authorization = `Bearer ${tokens[who]}`;
            if (who === 'garbage') headers.Authorization = `Bearer ${hostile.replace(/[^\x20-\x7e]/g, '')}`;
            if (who === 'unsigned') headers.Authorization = `Bearer ${unsigned}`;
            if (who === 'bearer-only') headers.Authorization = 'Bearer';
            let body: BodyInit | undefined;
            if (route.body !== 'none' && route.method !== 'GET') {
              if (route.body === 'multipart') {
                const form = new FormData();
                form.append('file', new Blob([text]), hostile.slice(0, 100));
                body = routeIndex % 2 === 0 ? form : text;
              } else {
                body = route.body === 'patch' ? patch : text;
                if (type) headers['Content-Type'] = type;
              }
            }
            const versionBefore = api.store.version;
            const journalBefore = (await stat(`${api.file}.journal`)).size;
            const separator = route.path(ids).includes('?') ? '&' : '?';
            const response = await fetch(`${api.url}${route.path(ids)}${query ? separator + query.slice(1) : ''}`, { method: route.method, headers, body });
            const answer = await response.text();
            counts.sent += 1;
            let held = response.status < 500;
            try {
              const body: unknown = answer === '' ? null : JSON.parse(answer);
              if (response.status >= 400) held &&= documentedShape(response.status, body) && api.store.version === versionBefore;
            } catch {
              held &&= response.status < 400;
            }
            sweep.record(held);
            counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
            expect(response.status, `${route.method} ${route.path(ids)} → ${answer.slice(0, 200)}`).toBeLessThan(500);
            let parsed: unknown;
            try {
              parsed = answer === '' ? null : JSON.parse(answer);
            } catch {
              parsed = answer;
            }
            if (response.status >= 400) {
              counts.rejected += 1;
              expect(documentedShape(response.status, parsed), `${route.method} ${route.path(ids)} answered ${answer.slice(0, 200)}`).toBe(true);
              expect(api.store.version).toBe(versionBefore);
              expect((await stat(`${api.file}.journal`)).size).toBe(journalBefore);
            } else {
              counts.accepted += 1;
            }
          },
        ),
        { numRuns: REQUESTS, seed: 20261121 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(counts.sent).toBe(REQUESTS);
      console.log(
        `bad-input sweep: ${counts.sent} requests, ${counts.rejected} rejected, ${counts.accepted} accepted; statuses ${[...counts.byStatus.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
      );
    } finally {
      await api.close();
    }
  }, 600_000);
});
