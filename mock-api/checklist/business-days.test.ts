import { addBusinessDays, federalHolidays } from './business-days.ts';

describe('business days', () => {
  it('knows the observed federal holidays', () => {
    expect([...federalHolidays(2026)]).toEqual(['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25']);
    // 2028: New Year's Day of 2028 is a Saturday, observed on Friday Dec 31, 2027.
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true);
  });

  it('skips weekends and holidays both ways, and moves a date that is no business day to the next', () => {
    // Ten business days before Friday Jan 8, 2027 skip New Year's Day and Christmas (Friday Dec 25).
    expect(addBusinessDays('2027-01-08', -10)).toBe('2026-12-23');
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDays('2026-12-15', -10)).toBe('2026-12-01');
  });
});
