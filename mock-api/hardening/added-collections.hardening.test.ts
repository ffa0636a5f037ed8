import { DEFAULT_ADDED_LIMITS, type AddedLimits } from '../json-server/added-limits.ts';
import { startFileBackedApi } from './server-fixture.ts';
import { checkHeld, tally } from './tally.ts';

/**
 * Class 13: collections a tester adds to the data file are bounded like uploads. Before, 80
 * records of 900 KB were all stored, the server's memory grew by 213 MiB, and one agency's ids
 * blocked (and so revealed) another's. Now: a record's size, a collection's count and an agency's
 * quota, the disk reserve and a write rate, each refused with its own message, and ids per agency.
 */

type Fixture = Awaited<ReturnType<typeof startFileBackedApi>>;

const start = (limits: Partial<AddedLimits> = {}) => startFileBackedApi({ addedLimits: { ...DEFAULT_ADDED_LIMITS, ...limits }, added: { notes: [] } });

const post = (api: Fixture, token: string, body: unknown) =>
  fetch(`${api.url}/api/notes`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('added collections are bounded', () => {
  let api: Fixture | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('refuses a record over the size limit (413), and the agency past its quota (507) while another agency goes on', async () => {
    const check = checkHeld(tally('13 added collections (size, quota)'));
    api = await start({ recordBytes: 16 * 1024, agencyBytes: 64 * 1024 });
    const dana = await api.tokenOf('dana@demo-title.test');
    const sam = await api.tokenOf('sam@harbor-closing.test');
    const big = await post(api, dana, { text: 'x'.repeat(20 * 1024) });
    check(big.status === 413, `a 20 KiB record is refused with 413 (got ${big.status})`);
    check((await messageOf(big)).includes('at most 16 KiB'), 'saying the limit');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(api, dana, { text: 'y'.repeat(15 * 1024) })).status);
    check(statuses.filter((status) => status === 201).length === 4, `four 15 KiB records fit a 64 KiB quota (got ${statuses.join(',')})`);
    const over = await post(api, dana, { text: 'z'.repeat(15 * 1024) });
    check(over.status === 507 && (await messageOf(over)).includes('quota'), `past the quota: 507 naming it (got ${over.status})`);
    check((await post(api, sam, { text: 'Harbor note' })).status === 201, 'another agency writes on');
    check((await api.tokenOf('sam@harbor-closing.test')).length > 0, 'and signs in');
    // Removing makes room again.
    const list = (await (await fetch(`${api.url}/api/notes`, { headers: { Authorization: `Bearer ${dana}` } })).json()) as { id: number }[];
    await fetch(`${api.url}/api/notes/${list[0]?.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${dana}` } });
    check((await post(api, dana, { text: 'w'.repeat(15 * 1024) })).status === 201, 'a removal gives its room back');
  });

  it('refuses records past the count per collection, writes past the rate, and writes past the disk reserve', async () => {
    const check = checkHeld(tally('13 added collections (count, rate, disk reserve)'));
    api = await start({ recordsPerCollection: 3 });
    let dana = await api.tokenOf('dana@demo-title.test');
    for (let i = 0; i < 3; i += 1) await post(api, dana, { text: `note ${i}` });
    const fourth = await post(api, dana, { text: 'one too many' });
    check(fourth.status === 507 && (await messageOf(fourth)).includes('the most one collection may hold'), `the fourth record is refused (got ${fourth.status})`);
    await api.close();

    api = await start({ writesPer10Seconds: 5 });
    dana = await api.tokenOf('dana@demo-title.test');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await post(api, dana, { text: `quick ${i}` })).status);
    check(statuses.filter((status) => status === 201).length === 5 && statuses.at(-1) === 429, `5 writes in 10 s, then 429 (got ${statuses.join(',')})`);
    const sam = await api.tokenOf('sam@harbor-closing.test');
    check((await post(api, sam, { text: 'not slowed' })).status === 201, "one agency's rate does not slow another");
    await api.close();

    api = await start({ diskReserveBytes: 2 ** 52 });
    dana = await api.tokenOf('dana@demo-title.test');
    const full = await post(api, dana, { text: 'disk' });
    check(full.status === 507 && (await messageOf(full)).includes('disk is nearly full'), `a write that would eat the reserve is refused (got ${full.status})`);
    check((await fetch(`${api.url}/api/notes`, { headers: { Authorization: `Bearer ${dana}` } })).status === 200, 'reading goes on');
  });

  it('gives each agency its own ids: another agency neither blocks an id nor reveals it is used', async () => {
    const check = checkHeld(tally('13 added collections (ids per agency)'));
    api = await start();
    const dana = await api.tokenOf('dana@demo-title.test');
    const sam = await api.tokenOf('sam@harbor-closing.test');
    const samFirst = (await (await post(api, sam, { text: 'Harbor' })).json()) as { id: unknown };
    const danaFirst = (await (await post(api, dana, { text: 'Demo' })).json()) as { id: unknown };
    check(samFirst.id === 1 && danaFirst.id === 1, `each agency's first record is 1 (got ${String(samFirst.id)} and ${String(danaFirst.id)})`);
    check((await post(api, sam, { id: 'shared-name', text: 'Harbor' })).status === 201, 'Harbor takes an id');
    const same = await post(api, dana, { id: 'shared-name', text: 'Demo' });
    check(same.status === 201, `Demo takes the same id without a conflict (got ${same.status})`);
    const mine = (await (await fetch(`${api.url}/api/notes/shared-name`, { headers: { Authorization: `Bearer ${dana}` } })).json()) as { text: string };
    check(mine.text === 'Demo', "each reads its own record under the id");
    await fetch(`${api.url}/api/notes/shared-name`, { method: 'DELETE', headers: { Authorization: `Bearer ${dana}` } });
    const theirs = (await (await fetch(`${api.url}/api/notes/shared-name`, { headers: { Authorization: `Bearer ${sam}` } })).json()) as { text: string };
    check(theirs.text === 'Harbor', "a deletion leaves the other agency's record");
  });
});
