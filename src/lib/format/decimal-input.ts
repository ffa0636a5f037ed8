/** Digits, an optional single decimal point and at most two decimals (docs/behaviour.md#amounts). */
const TWO_DECIMALS = /^\d*\.?\d{0,2}$/;

export function isAllowedDecimalText(text: string): boolean {
  return TWO_DECIMALS.test(text);
}

/** The key as the character it types; the old numpad 'Decimal' key counts as '.'. */
export function keyText(key: string): string | null {
  if (key === 'Decimal') return '.';
  return key.length === 1 ? key : null;
}

/**
 * The text a keystroke would leave in the field, or null for keys that type nothing
 * (arrows, Backspace, Tab, shortcuts): those are never blocked.
 */
export function textAfterKey(value: string, selectionStart: number, selectionEnd: number, key: string): string | null {
  const typed = keyText(key);
  if (typed === null) return null;
  return value.slice(0, selectionStart) + typed + value.slice(selectionEnd);
}

/** Whether a keystroke breaks the two-decimals rule and must be blocked. */
export function isBlockedKeystroke(value: string, selectionStart: number, selectionEnd: number, key: string): boolean {
  const next = textAfterKey(value, selectionStart, selectionEnd, key);
  return next !== null && !isAllowedDecimalText(next);
}

export interface NormalizedCurrency {
  /** What the field shows after blur: always two decimals. */
  display: string;
  /** What the model receives: the formatted value as a number; empty becomes 0. */
  value: number;
}

/**
 * On blur the text is stripped of anything but digits, dot and minus, and shown with two decimals
 * (docs/behaviour.md#amounts). Empty, null or unreadable text becomes 0.
 */
export function normalizeCurrency(text: string | null | undefined): NormalizedCurrency {
  const stripped = (text ?? '').replace(/[^\d.-]/g, '');
  const parsed = Number.parseFloat(stripped);
  const value = Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : 0;
  const display = (Object.is(value, -0) ? 0 : value).toFixed(2);
  return { display, value: Number(display) };
}

/**
 * Whether text typed or pasted into a currency field can be read as an amount: digits with one
 * optional dot, an optional leading minus, and the "$", "," and spaces people paste with it.
 * Anything else (letters, two dots) is flagged rather than silently stripped to another number.
 */
export function isReadableAmount(text: string): boolean {
  const bare = text.replace(/[$,\s]/g, '');
  if (bare === '') return true;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(bare)) return false;
  // Beyond this many whole dollars a number no longer holds the cents (and past 21 digits it is
  // shown as "1e+22"): such text is kept as typed and flagged, not rewritten.
  return (bare.replace(/^-/, '').split('.')[0]?.replace(/^0+/, '').length ?? 0) <= MAX_WHOLE_DIGITS;
}

/** Whole-dollar digits an amount can have and still be held to the cent (Number.MAX_SAFE_INTEGER cents is 90 trillion dollars). */
const MAX_WHOLE_DIGITS = 13;

/** The text a currency field shows while it is edited: an untouched zero shows as empty, so typing starts fresh. */
export function editingText(display: string): string {
  return Number.parseFloat(display) === 0 ? '' : display;
}

/**
 * Whether an amount has at most two decimals. Binary floating point cannot hold most cents
 * exactly (1.15 * 100 is 114.99999999999999), so the amount is compared with its rounding to
 * the cent within a tolerance far below a cent, never for exact equality.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
