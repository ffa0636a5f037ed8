import { createDemoData, Store } from '../mock-api/index.ts';
import { listTasks } from './commands/tasks.ts';

/** `title-cli tasks list`: the seeded checklists, filtered as a tester asks. */
describe('title-cli tasks list', () => {
  it("lists each item with its file, assignee's e-mail, ISO due date, status and waiting-on, filtered", async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const store = Store.memory(await createDemoData('pact-secret', now));
    const all = listTasks(store, {}, 'db.json', '2026-11-28');
    expect(all.length).toBeGreaterThan(1000);
    expect(all[0]).toEqual({ id: expect.any(String), tenant: 'Demo Title & Escrow', fileNumber: expect.stringMatching(/^DTE-/), title: expect.any(String), assignee: expect.stringMatching(/@demo-title\.test$/), due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), status: expect.stringMatching(/^(open|done)$/), waitingOn: expect.any(String) });
    const rileysOverdue = listTasks(store, { tenant: 'demo title & escrow', assignee: 'RILEY@demo-title.test', overdue: true }, 'db.json', '2026-11-28');
    expect(rileysOverdue.length).toBeGreaterThan(0);
    expect(rileysOverdue.every((row) => row.assignee === 'riley@demo-title.test' && row.status === 'open' && row.due !== null && row.due < '2026-11-28')).toBe(true);
    const file = all[0]!.fileNumber;
    const ofFile = listTasks(store, { file: file.toLowerCase() }, 'db.json');
    expect(new Set(ofFile.map((row) => row.fileNumber))).toEqual(new Set([file]));
    expect(() => listTasks(store, { tenant: 'Nobody Title' }, 'db.json')).toThrow(/no agency named "Nobody Title"/);
  });
});
