import { fieldsWithUnprintable, printable, printableJson } from './unprintable.ts';

describe('text an operator sees in a terminal', () => {
  it('shows control characters and direction overrides as escapes, keeping the program’s own line breaks when asked', () => {
    expect(printable('Evil\u001b[2J Title\u202e')).toBe('Evil\\u001b[2J Title\\u202e');
    expect(printable('one\ntwo', { keepLineBreaks: true })).toBe('one\ntwo');
    expect(printable('one\ntwo')).toBe('one\\u000atwo');
  });

  it('shows format characters, separators and fillers as escapes too, and keeps ordinary letters', () => {
    expect(printable('Demo\u200f Title\u061c\u2028\ufeff\u00ad\u3164\u200d\u00a0\u{e0041}')).toBe('Demo\\u200f Title\\u061c\\u2028\\ufeff\\u00ad\\u3164\\u200d\\u00a0\\u{e0041}');
    expect(printable('Zoë Müller-Ñúñez 山田 O’Brien')).toBe('Zoë Müller-Ñúñez 山田 O’Brien');
  });

  it('writes them as escapes inside JSON, the same value', () => {
    const json = JSON.stringify({ name: 'Evil\u202eTitle\u200f', list: ['a\u00adb'] }, null, 2);
    const safe = printableJson(json);
    expect(safe).not.toMatch(/[\u202e\u200f\u00ad]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });

  it('names the fields that hold them, lists included', () => {
    expect(fieldsWithUnprintable({ name: 'Ok Title', city: 'Aus\ttin', states: ['TX', 'O\u0085K'], count: 3 })).toEqual(['city', 'states']);
  });
});
