import { vi } from 'vitest';
import { dateFormat } from './date-format.ts';

describe('dateFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds nothing until a date is formatted, then builds the format once', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const monthDay = dateFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(built).not.toHaveBeenCalled();
    expect(monthDay().format(new Date('2026-11-16T00:00:00Z'))).toBe('Nov 16');
    expect(monthDay().format(new Date('2026-12-07T00:00:00Z'))).toBe('Dec 7');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
