import { nameSkeleton } from './name-skeleton.ts';

describe('nameSkeleton', () => {
  it.each([
    ['a combining accent', 'Demo Title & Escrow\u0301'],
    ['a trailing full stop', 'Demo Title & Escrow.'],
    ['a Cyrillic e', 'Dеmo Title & Escrow'],
    ['other case and spaces', 'demo  TITLE & escrow'],
  ])('makes a name with %s the same agency', (_what, name) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton('Demo Title & Escrow'));
  });

  it('keeps different names apart', () => {
    expect(nameSkeleton('Demo Title & Escrow')).not.toBe(nameSkeleton('Harbor Closing Services'));
  });
});
