import { draftOf, restoreDraft } from './draft-merge.ts';

describe('drafts', () => {
  const saved = { fileNumber: 'A-1', city: 'Austin', buyer: [{ FirstName: 'Ana' }] };

  it('holds only the fields that differ from what is saved, with the value the agent started from', () => {
    const draft = draftOf({ ...saved, city: 'Dallas' }, saved, undefined);
    expect(draft).toEqual({ city: { base: 'Austin', mine: 'Dallas' } });
  });

  it('keeps the starting value while the agent goes on typing, even when the saved value moves', () => {
    const first = draftOf({ ...saved, city: 'Dal' }, saved, undefined);
    const second = draftOf({ ...saved, city: 'Dallas' }, { ...saved, city: 'Houston' }, first);
    expect(second.city).toEqual({ base: 'Austin', mine: 'Dallas' });
  });

  it('compares lists by value, so an untouched list of buyers is not a change', () => {
    expect(draftOf({ ...saved, buyer: [{ FirstName: 'Ana' }] }, saved, undefined)).toEqual({});
  });

  it('holds the fields a form has found unsaved itself, when it says which', () => {
    const values = { ...saved, fileNumber: 'A-2', city: 'Dallas' };
    expect(draftOf(values, saved, undefined, new Set(['city']))).toEqual({ city: { base: 'Austin', mine: 'Dallas' } });
  });

  it('gives the agent their values back on top of what is saved now', () => {
    const restored = restoreDraft({ city: { base: 'Austin', mine: 'Dallas' } }, { ...saved, fileNumber: 'A-2' });
    expect(restored.values).toEqual({ ...saved, fileNumber: 'A-2', city: 'Dallas' });
    expect(restored.restored).toEqual(['city']);
    expect(restored.changedSince).toEqual([]);
  });

  it('names a field a colleague saved since, and still gives the agent their value', () => {
    const restored = restoreDraft({ city: { base: 'Austin', mine: 'Dallas' } }, { ...saved, city: 'Houston' });
    expect(restored.values.city).toBe('Dallas');
    expect(restored.changedSince).toEqual(['city']);
  });

  it('drops a field already saved with the agent value, and a field the form no longer has', () => {
    const restored = restoreDraft({ city: { base: 'Austin', mine: 'Dallas' }, gone: { base: 1, mine: 2 } }, { ...saved, city: 'Dallas' });
    expect(restored.restored).toEqual([]);
  });
});
