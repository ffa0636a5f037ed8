import { createDemoData, openAccount, Store } from '../mock-api/index.ts';
import { listPayees } from './commands/payees.ts';

/** `title-cli payees list`: the seeded payees, account numbers masked, filtered as a tester asks. */
describe('title-cli payees list', () => {
  it('lists payees with masked accounts, verified and not, and never a whole account number', async () => {
    const store = Store.memory(await createDemoData('pact-secret', new Date()));
    const all = listPayees(store, {}, 'db.json');
    expect(all.length).toBeGreaterThan(10);
    expect(all.some((row) => row.status === 'verified') && all.some((row) => row.status === 'not-verified') && all.some((row) => row.status === 'check')).toBe(true);
    expect(all.filter((row) => row.method === 'wire').every((row) => /^•••• \d{4}$/.test(row.account ?? ''))).toBe(true);
    // No whole account number of any seeded wire is anywhere in the list.
    const accounts = [...store.values('payees')].flatMap((payee) => (payee.wire ? [openAccount(store.metadata.vaultKey ?? '', payee.wire.accountSealed)] : []));
    expect(accounts.length).toBeGreaterThan(0);
    const text = JSON.stringify(all);
    for (const account of accounts) expect(text).not.toContain(account);
    const waiting = listPayees(store, { tenant: '1', unverified: true }, 'db.json');
    expect(waiting.every((row) => row.status === 'not-verified' && row.tenant === 'Demo Title & Escrow')).toBe(true);
    expect(() => listPayees(store, { tenant: 'Nobody' }, 'db.json')).toThrow(/no agency named "Nobody"/);
  });
});
