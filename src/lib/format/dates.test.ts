import { calendarDayOf, formatDefault, formatPickerDisplay, parsePickerInput, toIsoDate } from './dates.ts';

describe('date picker formats (docs/behaviour.md#dates)', () => {
  it("reads typed text as day-month-year with '-'", () => {
    expect(parsePickerInput('30-06-2021')).toEqual(new Date(2021, 5, 30));
    expect(parsePickerInput('1-7-2021')).toEqual(new Date(2021, 6, 1));
  });

  it('shows dates as month-day-year', () => {
    expect(formatPickerDisplay(new Date(2021, 5, 30))).toBe('06-30-2021');
  });

  it('uses year-month-day elsewhere', () => {
    expect(formatDefault(new Date(2021, 5, 30))).toBe('2021-06-30');
  });

  it.each(['06-30-2021', '31-02-2021', '2021-06-30', '30/06/2021', '', 'soon'])('rejects %j', (text) => {
    expect(parsePickerInput(text)).toBeNull();
  });

  it('stores a calendar day as midnight UTC and reads it back as the same day', () => {
    const iso = toIsoDate(new Date(2021, 5, 30));
    expect(iso).toBe('2021-06-30T00:00:00Z');
    expect(calendarDayOf(iso)).toEqual(new Date(2021, 5, 30));
    expect(calendarDayOf('not a date')).toBeNull();
  });
});
