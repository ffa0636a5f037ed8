import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { registrationHolding, userHolding } from './email-holders.ts';
import { emailSkeleton } from './email-key.ts';

describe('emailSkeleton: when two addresses are one', () => {
  const sam = emailSkeleton('sam@harbor-closing.test');

  it.each([
    ['another case', 'SAM@Harbor-Closing.TEST'],
    ['spaces around it', '  sam@harbor-closing.test '],
    ['a Cyrillic "а"', 's\u0430m@harbor-closing.test'],
    ['a Cyrillic "о" in the domain', 'sam@harb\u043er-closing.test'],
    ['full-width letters', '\uff53\uff41\uff4d@harbor-closing.test'],
    ['"rn" for "m"', 'sarn@harbor-closing.test'],
    ['a Greek "ο"', 'sam@harb\u03bfr-closing.test'],
  ])('takes %s for the same address', (_what, email) => {
    expect(emailSkeleton(email)).toBe(sam);
  });

  it.each([
    ['another person', 'morgan@harbor-closing.test'],
    ['another domain', 'sam@harbor-closing.example'],
    ['an accent', 'sám@harbor-closing.test'],
  ])('tells %s apart', (_what, email) => {
    expect(emailSkeleton(email)).not.toBe(sam);
  });
});

describe('who holds an e-mail', () => {
  it('finds the account and the waiting registration of an address or its look-alike', async () => {
    const store = Store.memory(await demoSeed());
    expect(userHolding(store, 's\u0430m@harbor-closing.test')?.email).toBe('sam@harbor-closing.test');
    expect(userHolding(store, 'nobody@harbor-closing.test')).toBeUndefined();
    await store.put('tenants', { id: 9, guid: 'g-9', name: 'Lakeside Title', status: 'pending', createdAt: new Date().toISOString(), underwriters: [], registration: { email: 'lee@lakeside.test' } });
    expect(registrationHolding(store, 'LEE@lak\u0435side.test')?.name).toBe('Lakeside Title');
    const lakeside = store.get('tenants', 9);
    if (lakeside) await store.put('tenants', { ...lakeside, status: 'active' });
    // Approved, it holds the address through its account, no longer as a registration.
    expect(registrationHolding(store, 'lee@lakeside.test')).toBeUndefined();
  });
});
