import { defineParameterType } from '@cucumber/cucumber';

/**
 * {ordinal} reads "1st", "2nd", "3rd", "4th"… as a position counted from 1, so steps about the
 * n-th file or tab are Cucumber expressions an analyst can read instead of regular expressions.
 */
defineParameterType({
  name: 'ordinal',
  regexp: /\d+(?:st|nd|rd|th)/,
  transformer: (text: string) => Number.parseInt(text, 10),
});
