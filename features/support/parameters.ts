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

/** {fillWay}: one of the ways a browser fills a field (support/browser-fill.ts). */
defineParameterType({
  name: 'fillWay',
  regexp: /keystrokes|paste|fill\(\)|a password manager|a silent value/,
  transformer: (text: string) => text,
});

/** {fillMoment}: when the page is filled, against when the app takes the prerendered page over. */
defineParameterType({
  name: 'fillMoment',
  regexp: /before its first script arrives|before the app starts|as the page arrives|after the app has taken over/,
  transformer: (text: string) => text,
});
