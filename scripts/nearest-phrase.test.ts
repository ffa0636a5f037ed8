import { asPhrase, nearestPhrase } from './nearest-phrase';

const catalogue = ['I am on the login screen', 'I type {string} as the {string}', 'I click {string}', 'the {ordinal} row shows {string}', 'I wait {int} seconds'];

describe('the nearest catalogue phrase to a mistyped step', () => {
  it('writes the values of a step as the catalogue writes its parameters', () => {
    expect(asPhrase('the 2nd row shows "DTE-1" after 30 seconds')).toBe('the {ordinal} row shows {string} after {int} seconds');
  });

  it.each([
    ['I am on the login pag', 'I am on the login screen'],
    ['I tipe "dana@demo-title.test" into the "Email" field', 'I type {string} as the {string}'],
    ['i click "Save"', 'I click {string}'],
    ['the 3rd row show "X"', 'the {ordinal} row shows {string}'],
  ])('%s → %s', (written, nearest) => {
    expect(nearestPhrase(written, catalogue)).toBe(nearest);
  });

  it('has nothing to offer without steps', () => {
    expect(nearestPhrase('anything', [])).toBeNull();
  });
});
