import { mergeParties } from './party-merge.ts';

const anna = { FirstName: 'Anna', LastName: 'Okafor' };
const ben = { FirstName: 'Ben', LastName: 'Ruiz' };

describe('mergeParties', () => {
  it("merges the agent's change to one person with a colleague's change to another", () => {
    expect(mergeParties([anna, ben], [{ ...anna, LastName: 'Okafor-Lee' }, ben], [anna, { ...ben, FirstName: 'Benjamin' }])).toEqual([
      { ...anna, LastName: 'Okafor-Lee' },
      { ...ben, FirstName: 'Benjamin' },
    ]);
  });

  it('keeps a person added on one side', () => {
    const cara = { FirstName: 'Cara', LastName: 'Diaz' };
    expect(mergeParties([anna], [anna, cara], [{ ...anna, FirstName: 'Ann' }])).toEqual([{ ...anna, FirstName: 'Ann' }, cara]);
  });

  it('asks when both changed one person differently, both added, or someone was removed', () => {
    expect(mergeParties([anna], [{ ...anna, FirstName: 'A' }], [{ ...anna, FirstName: 'B' }])).toBeNull();
    expect(mergeParties([anna], [anna, ben], [anna, ben])).toBeNull();
    expect(mergeParties([anna, ben], [anna], [anna, ben])).toBeNull();
  });

  it('is no conflict when both made the same change', () => {
    expect(mergeParties([anna], [{ ...anna, FirstName: 'A' }], [{ ...anna, FirstName: 'A' }])).toEqual([{ ...anna, FirstName: 'A' }]);
  });
});
