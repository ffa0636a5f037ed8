import { readFileSync } from 'node:fs';
import { asPhrase, nearestPhrase } from './nearest-phrase.ts';

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

  describe('by meaning, against the real catalogue (features/STEPS.md)', () => {
    const phrases = [...readFileSync('features/STEPS.md', 'utf8').matchAll(/^\| `([^`]+)` \|/gm)].map((match) => (match[1] ?? '').replace(/\\\|/g, '|'));

    // Other words for steps that exist; edit distance found the step for 9 of these 14.
    it.each([
      ['I press the "Save" button', 'I click the {string} button'],
      ['I log in as "dana@demo-title.test"', 'I am signed in as {string}'],
      ['I go to "/dashboard"', 'I open {string}'],
      ['I enter "Austin" in the "City" field', 'I type {string} as the {string}'],
      ['I should see the error "Invalid username or password"', 'I see the error {string}'],
      ['I navigate to the login page', 'I open the login screen'],
      ['the button "SIGN IN" is disabled', 'the {string} button is disabled'],
      ['I am on the login pag', 'I am on the login screen'],
      ['I tipe "x" as the "City"', 'I type {string} as the {string}'],
      ['I delete requirement 2', 'I remove entry {int}'],
      ['I refresh the page', 'I reload the page'],
      ['I clear the "City" field', 'I empty the {string}'],
      ['I open order "TT-1"', 'I open the file {string}'],
      ['I should see 3 requirements', 'I see {int} entry/entries'],
    ])('%s → %s', (written, nearest) => {
      expect(phrases.length).toBeGreaterThan(100);
      expect(nearestPhrase(written, phrases)).toBe(nearest);
    });
  });

  it('has nothing to offer without steps', () => {
    expect(nearestPhrase('anything', [])).toBeNull();
  });
});
