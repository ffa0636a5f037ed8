import { fieldsWithUnprintable, printable } from './unprintable';

describe('text an operator sees in a terminal', () => {
  it('shows control characters and direction overrides as escapes, keeping the program’s own line breaks when asked', () => {
    expect(printable('Evil\u001b[2J Title\u202e')).toBe('Evil\\u001b[2J Title\\u202e');
    expect(printable('one\ntwo', { keepLineBreaks: true })).toBe('one\ntwo');
    expect(printable('one\ntwo')).toBe('one\\u000atwo');
  });

  it('names the fields that hold them, lists included', () => {
    expect(fieldsWithUnprintable({ name: 'Ok Title', city: 'Aus\ttin', states: ['TX', 'O\u0085K'], count: 3 })).toEqual(['city', 'states']);
  });
});
