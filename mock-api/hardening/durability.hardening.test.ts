import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFile, fileNumbersIn, kill, mustStart, tokenOf } from './real-server.ts';
import { tally } from './tally.ts';
import { Store } from '../store/store.ts';
import { auditStore } from '../history/audit.ts';

/**
 * The real server process is killed with SIGKILL at random moments while clients create orders
 * and change them. After every restart the data file must load, and every creation and change
 * that was answered 2xx must be there; at the end, every change has its history entry and every
 * entry its change (the audit finds no value the history does not account for), and each
 * agency's chain is intact.
 */

const KILLS = 20;
const WRITERS = 4;

describe('durability', () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs`, async () => {
    const kept = tally('2 SIGKILL during writes (acknowledged write kept)');
    const dir = await mkdtemp(path.join(tmpdir(), 'durability-'));
    const dbFile = path.join(dir, 'db.json');
    const acknowledged = new Set<string>();
    /** Orders whose change was answered 202, with the sales price it set. */
    const changed = new Map<string, number>();
    let sent = 0;
    try {
      for (let round = 0; round < KILLS; round += 1) {
        const server = await mustStart(dbFile);
        const token = await tokenOf(server.url);
        // Everything acknowledged before this kill is there after the restart that follows it.
        const present = await fileNumbersIn(server.url, token, 'DUR-');
        const missing = [...acknowledged].filter((fileNumber) => !present.has(fileNumber));
        kept.record(missing.length === 0);
        expect(missing, 'acknowledged but gone').toEqual([]);

        let alive = true;
        const writers = Array.from({ length: WRITERS }, async (_, writer) => {
          for (let index = 0; alive; index += 1) {
            const fileNumber = `DUR-${round}-${writer}-${index}`;
            sent += 1;
            try {
              const response = await createFile(server.url, token, fileNumber);
              if (response.status !== 202) continue;
              acknowledged.add(fileNumber);
              // Then a change of it, which goes to disk with its history entry in one write.
              const { orderId } = ((await response.json()) as { result: { orderId: string } }).result;
              const price = 100_000 + index;
              const change = await fetch(`${server.url}/api/orders/${orderId}`, {
                method: 'PATCH',
                headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
                body: JSON.stringify([{ op: 'replace', path: '/salesPrice', value: price }]),
              });
              if (change.status === 202) changed.set(orderId, price);
            } catch {
              return; // the server is gone
            }
          }
        });
        await new Promise((resolve) => setTimeout(resolve, 80 + Math.floor(Math.random() * 400)));
        alive = false;
        await kill(server);
        await Promise.all(writers);
      }
      const server = await mustStart(dbFile);
      try {
        const present = await fileNumbersIn(server.url, await tokenOf(server.url), 'DUR-');
        const missing = [...acknowledged].filter((fileNumber) => !present.has(fileNumber));
        kept.record(missing.length === 0);
        expect(missing, 'acknowledged but gone').toEqual([]);
        const snapshot = JSON.parse(await readFile(dbFile, 'utf8')) as { meta: { seq: number } };
        expect(snapshot.meta.seq).toBeGreaterThan(0);
        console.log(`durability: ${KILLS} SIGKILLs survived, ${sent} creations sent, ${acknowledged.size} acknowledged and all present after restart`);
        expect(acknowledged.size).toBeGreaterThan(KILLS);
      } finally {
        await kill(server);
      }
      // The data file as the last kill left it: changes and their history entries together.
      const store = await Store.inspect(dbFile);
      const lostChanges = [...changed].filter(([orderId, price]) => store.get('orders', orderId)?.baseOrderDetail.salesPrice !== price);
      expect(lostChanges, 'acknowledged changes gone').toEqual([]);
      const withoutEntry = [...changed.keys()].filter((orderId) => !store.list('history').some((entry) => entry.orderGuid === orderId && entry.changes.some((change) => change.path === 'salesPrice')));
      expect(withoutEntry, 'changes without their history entry').toEqual([]);
      const reports = auditStore(store);
      expect(reports.map((report) => report.problem ?? report.drift)).toEqual(reports.map(() => null));
      const history = tally('2 SIGKILL during writes (change and its history entry kept together)');
      history.record(lostChanges.length === 0 && withoutEntry.length === 0);
      console.log(`durability: ${changed.size} acknowledged changes, each with its history entry; ${store.count('history')} entries, chains intact`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);

  it('keeps every acknowledged write to a collection added to the data file, through json-server\'s router and 10 SIGKILLs', async () => {
    const kept = tally('2 SIGKILL during writes through the router (acknowledged write kept)');
    const dir = await mkdtemp(path.join(tmpdir(), 'durability-router-'));
    const dbFile = path.join(dir, 'db.json');
    const acknowledged = new Set<string>();
    const notesIn = async (url: string, token: string) => {
      const response = await fetch(`${url}/api/notes?_limit=500&_page=1&text_like=DUR-`, { headers: { Authorization: `Bearer ${token}` } });
      const pages = Number(response.headers.get('x-total-count'));
      const texts = new Set(((await response.json()) as { text: string }[]).map((note) => note.text));
      for (let page = 2; page <= Math.ceil(pages / 500); page += 1) {
        const more = await fetch(`${url}/api/notes?_limit=500&_page=${page}&text_like=DUR-`, { headers: { Authorization: `Bearer ${token}` } });
        for (const note of (await more.json()) as { text: string }[]) texts.add(note.text);
      }
      return texts;
    };
    try {
      // The tester's step: a stopped server, a list added to the data file.
      await kill(await mustStart(dbFile), 'SIGTERM');
      const data = JSON.parse(await readFile(dbFile, 'utf8')) as Record<string, unknown>;
      await writeFile(dbFile, JSON.stringify({ ...data, notes: [] }));
      for (let round = 0; round <= 10; round += 1) {
        const server = await mustStart(dbFile);
        const token = await tokenOf(server.url);
        const present = await notesIn(server.url, token);
        const missing = [...acknowledged].filter((text) => !present.has(text));
        kept.record(missing.length === 0);
        expect(missing, 'acknowledged but gone').toEqual([]);
        if (round === 10) {
          await kill(server);
          break;
        }
        let alive = true;
        const writers = Array.from({ length: WRITERS }, async (_, writer) => {
          for (let index = 0; alive; index += 1) {
            const text = `DUR-${round}-${writer}-${index}`;
            try {
              const response = await fetch(`${server.url}/api/notes`, {
                method: 'POST',
                headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
                body: JSON.stringify({ text }),
              });
              if (response.status === 201) acknowledged.add(text);
            } catch {
              return; // the server is gone
            }
          }
        });
        await new Promise((resolve) => setTimeout(resolve, 80 + Math.floor(Math.random() * 400)));
        alive = false;
        await kill(server);
        await Promise.all(writers);
      }
      console.log(`durability through the router: 10 SIGKILLs survived, ${acknowledged.size} acknowledged notes all present after restart`);
      expect(acknowledged.size).toBeGreaterThan(10);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
