import { readableRegex } from './readable-regex.ts';

test('regular expressions read as Cucumber expressions', () => {
  expect(readableRegex(/^I see (\d+) tabs?$/.source)).toBe('I see {int} tab(s)');
  expect(readableRegex(/^the (\d+)(?:st|nd|rd|th) file of the list is "([^"]*)"$/.source)).toBe('the {ordinal} file of the list is {string}');
});
