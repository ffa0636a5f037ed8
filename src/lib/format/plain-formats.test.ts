import { monthAndDay, wholeNumber } from './plain-formats.ts';

describe('plain formats', () => {
  it('writes a calendar day as Intl does for en-US, whatever the time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-02-28', '2026-11-16', '2027-12-31', '2026-11-16T23:59:00Z']) {
      expect(monthAndDay(day)).toBe(intl.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)));
    }
  });

  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 20000, 1234567, -4500]) expect(wholeNumber(value)).toBe(value.toLocaleString('en-US'));
  });
});
