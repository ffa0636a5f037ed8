import fc from 'fast-check';
import { hasAtMostTwoDecimals, isAllowedDecimalText, isBlockedKeystroke, isReadableAmount, normalizeCurrency, textAfterKey } from './decimal-input.ts';

describe('the two-decimals keystroke rule (docs/behaviour.md#amounts)', () => {
  it.each([
    ['', true],
    ['0', true],
    ['1234', true],
    ['12.', true],
    ['12.5', true],
    ['12.50', true],
    ['.5', true],
    ['12.501', false],
    ['1.2.3', false],
    ['-5', false],
    ['1,000', false],
    ['1e5', false],
    [' 1', false],
  ])('%j allowed: %s', (text, allowed) => {
    expect(isAllowedDecimalText(text)).toBe(allowed);
  });

  it('blocks a keystroke that would break the rule, at the caret', () => {
    expect(isBlockedKeystroke('12.50', 5, 5, '1')).toBe(true);
    expect(isBlockedKeystroke('12.50', 0, 0, '1')).toBe(false);
    expect(isBlockedKeystroke('12.5', 4, 4, 'a')).toBe(true);
    expect(isBlockedKeystroke('12.5', 2, 2, '.')).toBe(true);
    expect(isBlockedKeystroke('12', 2, 2, 'Decimal')).toBe(false);
    expect(textAfterKey('12', 2, 2, 'Decimal')).toBe('12.');
    expect(isBlockedKeystroke('12.55', 3, 5, '9')).toBe(false);
  });

  it('never blocks keys that type nothing', () => {
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home']) {
      expect(isBlockedKeystroke('12.55', 5, 5, key)).toBe(false);
    }
  });

  it('keeps any typed sequence within the rule (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('0', '1', '5', '9', '.', 'Decimal', 'a', '-', ',', ' ')), (keys) => {
        let text = '';
        for (const key of keys) {
          if (!isBlockedKeystroke(text, text.length, text.length, key)) text = textAfterKey(text, text.length, text.length, key) ?? text;
        }
        expect(isAllowedDecimalText(text)).toBe(true);
      }),
    );
  });
});

describe('normalizeCurrency on blur (docs/behaviour.md#amounts)', () => {
  it.each([
    ['1234', '1234.00', 1234],
    ['1234.5', '1234.50', 1234.5],
    ['$1,234.56', '1234.56', 1234.56],
    ['', '0.00', 0],
    [null, '0.00', 0],
    ['abc', '0.00', 0],
    ['-12.3', '-12.30', -12.3],
    ['.5', '0.50', 0.5],
  ])('%j → %s', (text, display, value) => {
    expect(normalizeCurrency(text)).toEqual({ display, value });
  });

  it('always shows two decimals and is stable when applied again (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeCurrency(text);
        expect(once.display).toMatch(/^-?\d+\.\d{2}$/);
        expect(normalizeCurrency(once.display)).toEqual(once);
      }),
    );
  });

  it('keeps the amount of any cents value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(normalizeCurrency(text)).toEqual({ display: text, value: cents / 100 });
        expect(normalizeCurrency(`$${Number(text).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).display).toBe(text);
      }),
    );
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts every cent amount, which floating point cannot hold exactly', () => {
    for (let cents = 0; cents <= 120_000; cents += 1) expect(hasAtMostTwoDecimals(cents / 100)).toBe(true);
    expect(hasAtMostTwoDecimals(1.15)).toBe(true);
    expect(hasAtMostTwoDecimals(1024.1)).toBe(true);
    expect(hasAtMostTwoDecimals(100_199.99)).toBe(true);
  });

  it('refuses a third decimal', () => {
    expect(hasAtMostTwoDecimals(1.155)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('isReadableAmount: text a currency field can turn into an amount without changing it', () => {
  it.each([
    ['$1,250,000.50', true],
    ['-12.5', true],
    ['0000000000000000450000', true],
    ['9999999999999.99', true],
    ['99999999999999', false],
    ['9999999999999999999999', false],
    ['12a', false],
    ['1.2.3', false],
  ])('%s → %s', (text, readable) => {
    expect(isReadableAmount(text)).toBe(readable);
  });
});
