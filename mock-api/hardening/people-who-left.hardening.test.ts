import { startFileBackedApi } from './server-fixture.ts';
import { checkHeld, tally } from './tally.ts';

/**
 * Class 11: people who left are gone at once. A deactivated colleague, someone signed out
 * everywhere or signed out, stops receiving the agency's live feed within seconds, and nothing
 * reaches them after; presence cannot be flooded to every colleague's screen; a history entry says
 * only what the server knows of how a change came; a token is refused once its session is past its
 * maximum age, even while the session record stands; and a file moved to another agency by hand
 * does not take its history with it.
 */

type Fixture = Awaited<ReturnType<typeof startFileBackedApi>>;

const auth = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...extra });

/** An open live feed: the text received so far, and whether the server has ended it. */
async function openFeed(api: Fixture, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${api.url}/api/events`, { headers: auth(token), signal: controller.signal });
  const state = { text: '', ended: false };
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) break;
        state.text += decoder.decode(value);
      }
    } catch {
      // Aborted by the test.
    }
    state.ended = true;
  })();
  return { status: response.status, state, close: () => controller.abort() };
}

async function until(condition: () => boolean, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

async function firstOrder(api: Fixture, token: string): Promise<{ id: string; salesPrice: number }> {
  const orders = (await (await fetch(`${api.url}/api/orders?_limit=1`, { headers: auth(token) })).json()) as { id: string; baseOrderDetail: { salesPrice: number } }[];
  const [order] = orders;
  if (!order) throw new Error('The demo seed has no order');
  return { id: order.id, salesPrice: Number(order.baseOrderDetail.salesPrice) || 100000 };
}

const changePrice = (api: Fixture, token: string, orderGuid: string, salesPrice: number, extra: Record<string, string> = {}) =>
  fetch(`${api.url}/api/orders/${orderGuid}`, { method: 'PATCH', headers: auth(token, { 'Content-Type': 'application/json', ...extra }), body: JSON.stringify([{ op: 'replace', path: '/salesPrice', value: salesPrice }]) });

describe('people who left', () => {
  let api: Fixture;
  beforeEach(async () => {
    api = await startFileBackedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  it.each([
    ['deactivated by an admin', async (admin: string, _riley: string) => fetch(`${api.url}/api/team/u-riley`, { method: 'PATCH', headers: auth(admin, { 'Content-Type': 'application/json' }), body: JSON.stringify({ active: false }) })],
    ['signed out everywhere', async (_admin: string, riley: string) => fetch(`${api.url}/api/account/sessions`, { method: 'DELETE', headers: auth(riley) })],
    ['signed out', async (_admin: string, riley: string) => fetch(`${api.url}/api/session/logout`, { method: 'POST', headers: auth(riley) })],
    ['whose password was reset', async (admin: string, _riley: string) => {
      await fetch(`${api.url}/api/team/u-riley/password-reset`, { method: 'POST', headers: auth(admin) });
      const mail = (api.mailer.sent.at(-1)?.message ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const secret = /set-password#([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';
      return fetch(`${api.url}/api/password-links/use`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: secret, password: 'Brand-new harbor lantern 2026' }) });
    }],
  ])('a colleague %s stops receiving the live feed at once', async (_what, leave) => {
    const check = checkHeld(tally('11 people who left (live feed ends, nothing after)'));
    const admin = await api.tokenOf('dana@demo-title.test');
    const riley = await api.tokenOf('riley@demo-title.test');
    const feed = await openFeed(api, riley);
    check(feed.status === 200, 'the feed opens');
    check(await until(() => feed.state.text.includes('event: ready')), 'it says where it starts');
    const left = await leave(admin, riley);
    check(left.status < 300, `the leaving call succeeds (got ${left.status})`);
    check(await until(() => feed.state.ended, 2000), 'the stream is ended by the server within 2 s');
    const order = await firstOrder(api, admin);
    const received = feed.state.text.length;
    check((await changePrice(api, admin, order.id, order.salesPrice + 1)).status === 202, 'a colleague saves after');
    await new Promise((resolve) => setTimeout(resolve, 200));
    check(feed.state.text.length === received, 'nothing reaches the person after they left');
    feed.close();
  });

  it('presence toggled as fast as a client can is refused past the limit, and colleagues see a bounded number of changes', async () => {
    const check = checkHeld(tally('11 presence flood (per person and tab)'));
    const admin = await api.tokenOf('dana@demo-title.test');
    const riley = await api.tokenOf('riley@demo-title.test');
    const order = await firstOrder(api, admin);
    const feed = await openFeed(api, admin);
    await until(() => feed.state.text.includes('event: ready'));
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const state = i % 2 === 0 ? 'editing' : 'viewing';
      const tab = i % 4 < 2 ? 'tab-one-0001' : `tab-many-${String(i).padStart(4, '0')}`;
      const response = await fetch(`${api.url}/api/orders/${order.id}/presence`, { method: 'PUT', headers: auth(riley, { 'Content-Type': 'application/json' }), body: JSON.stringify({ tab, state, field: state === 'editing' ? 'salesPrice' : null }) });
      statuses.push(response.status);
    }
    const accepted = statuses.filter((status) => status === 204).length;
    check(accepted <= 30, `at most 30 of 200 presence calls in a burst are taken (took ${accepted})`);
    check(statuses.includes(429), 'the rest are refused with 429');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const frames = feed.state.text.split('event: presence').length - 1;
    check(frames <= 31, `a colleague's screen got at most 31 presence updates (got ${frames})`);
    feed.close();
  });

  it('an entry records the web app header as a claim, and "how" as what the server knows', async () => {
    const check = checkHeld(tally('11 how (claimed, not trusted)'));
    const riley = await api.tokenOf('riley@demo-title.test');
    const order = await firstOrder(api, riley);
    check((await changePrice(api, riley, order.id, order.salesPrice + 7, { 'X-TitleTrack-Client': 'web' })).status === 202, 'a save with the header');
    check((await changePrice(api, riley, order.id, order.salesPrice + 8)).status === 202, 'and one without');
    const { result } = (await (await fetch(`${api.url}/api/orders/${order.id}/history?_end=2`, { headers: auth(riley) })).json()) as { result: { entries: { via: string; claimed?: string }[] } };
    const [plain, claimed] = result.entries;
    check(claimed?.via === 'api' && claimed.claimed === 'web', 'the header is kept as a claim, the channel as the API');
    check(plain?.via === 'api' && plain.claimed === undefined, 'without the header, nothing is claimed');
    const csv = await (await fetch(`${api.url}/api/orders/${order.id}/history.csv`, { headers: auth(riley) })).text();
    check(csv.includes('"signed in, on screen (as claimed)"'), 'the CSV says it is a claim');
  });

  it('a token is refused once its session is past the maximum age, even while the session is kept', async () => {
    const check = checkHeld(tally('11 session maximum age (server record)'));
    const riley = await api.tokenOf('riley@demo-title.test');
    check((await fetch(`${api.url}/api/dashboard`, { headers: auth(riley) })).status === 200, 'the token works');
    const user = api.store.get('users', 'u-riley');
    if (!user?.sessions) throw new Error('Riley has no session');
    const longAgo = Math.floor(Date.now() / 1000) - 13 * 3600;
    const sessions = Object.fromEntries(Object.entries(user.sessions).map(([sid, session]) => [sid, { ...session, startedAt: longAgo }]));
    await api.store.put('users', { ...user, sessions });
    const refused = await fetch(`${api.url}/api/dashboard`, { headers: auth(riley) });
    check(refused.status === 401, `refused with 401 (got ${refused.status})`);
    check(((await refused.json()) as { message: string }).message.includes('time limit'), 'saying the session reached its time limit');
  });

  it("a file moved to another agency by hand does not show its old agency's history there", async () => {
    const check = checkHeld(tally('11 history stays with its agency'));
    const dana = await api.tokenOf('dana@demo-title.test');
    const order = await firstOrder(api, dana);
    await changePrice(api, dana, order.id, order.salesPrice + 3);
    const stored = api.store.get('orders', order.id);
    if (!stored) throw new Error('no order');
    await api.store.put('orders', { ...stored, tenantId: 2 });
    const sam = await api.tokenOf('sam@harbor-closing.test');
    const response = await fetch(`${api.url}/api/orders/${order.id}/history`, { headers: auth(sam) });
    const { result } = (await response.json()) as { result: { entries: unknown[]; total: number } };
    check(response.status === 200 && result.total === 0 && result.entries.length === 0, `the other agency reads no entry of the first (got ${result.total})`);
    const csv = await (await fetch(`${api.url}/api/orders/${order.id}/history.csv`, { headers: auth(sam) })).text();
    check(csv.trim().split('\r\n').length === 1, 'nor in the CSV');
  });
});
