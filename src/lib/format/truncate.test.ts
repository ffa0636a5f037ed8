import fc from 'fast-check';
import { truncate } from './truncate.ts';

describe('truncate (docs/behaviour.md#truncation)', () => {
  it.each([
    ['Short', undefined, 'Short'],
    ['Exactly10!', undefined, 'Exactly10!'],
    ['Eleven chars', undefined, 'Eleven cha...'],
    ['Settlement', 4, 'Sett...'],
    ['', undefined, ''],
    [null, undefined, ''],
  ])('%j (limit %s) → %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  it('never cuts through a surrogate pair and keeps short text whole (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 30 }), (text, limit) => {
        const result = truncate(text, limit);
        if ([...text].length <= limit) expect(result).toBe(text);
        else expect([...result].length).toBe(limit + 3);
      }),
    );
  });
});
