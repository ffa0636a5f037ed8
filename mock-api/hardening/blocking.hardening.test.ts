import { OPERATOR_KEY_FAILURES } from '../routes/operator';
import { OPERATOR_KEY, startFileBackedApi } from './server-fixture';
import { tally } from './tally';

/**
 * Class 9: nobody can block anybody. A web page (or a script without the key) cannot lock the
 * operator out; only a key that is sent and wrong counts against the address that sent it.
 */

type Fixture = Awaited<ReturnType<typeof startFileBackedApi>>;

const operatorGet = (api: Fixture, headers: Record<string, string>) => fetch(`${api.url}/api/operator/tenants`, { headers });

describe('the operator key', () => {
  let api: Fixture;
  beforeEach(async () => {
    api = await startFileBackedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  it('is never locked out by requests without a key or from a browser', async () => {
    const held = tally('9 operator lock-out (no key, browser)');
    const check = (ok: boolean, what: string) => {
      held.record(ok);
      expect(ok, what).toBe(true);
    };
    const many = OPERATOR_KEY_FAILURES.points * 3;
    // A script without a key: 401, and it never counts as a wrong key.
    for (let index = 0; index < many; index += 1) {
      const response = await operatorGet(api, {});
      check(response.status === 401, `a request without a key is 401 (got ${response.status})`);
    }
    check((await operatorGet(api, { 'X-Operator-Key': OPERATOR_KEY })).status === 200, 'the operator still gets in after requests without a key');
    // A page on another origin: <img> (Sec-Fetch-Site only), fetch (Origin), with and without a key.
    const browser: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://evil.test' },
      { Origin: 'null' },
      { Origin: 'http://evil.test', 'X-Operator-Key': 'a-wrong-key-from-a-page' },
      { 'Sec-Fetch-Site': 'cross-site', 'X-Operator-Key': OPERATOR_KEY },
    ];
    for (let round = 0; round < many; round += 1) {
      const headers = browser[round % browser.length] ?? {};
      const response = await operatorGet(api, headers);
      check(response.status === 403, `a browser-originated request is 403 (${JSON.stringify(headers)}, got ${response.status})`);
    }
    check((await operatorGet(api, { 'X-Operator-Key': OPERATOR_KEY })).status === 200, 'the operator still gets in after a hostile page');
    // Wrong keys still count: the limit on guessing holds.
    for (let index = 0; index < OPERATOR_KEY_FAILURES.points; index += 1) {
      const response = await operatorGet(api, { 'X-Operator-Key': `wrong-${index}` });
      check(response.status === 401, `a wrong key is 401 (got ${response.status})`);
    }
    check((await operatorGet(api, { 'X-Operator-Key': OPERATOR_KEY })).status === 429, 'after the wrong keys, the address is refused');
  });
});
