import { number } from 'yup';
import { hasAtMostTwoDecimals } from './format/decimal-input.ts';

/**
 * A dollar amount from 0 to a billion in whole cents; every failure reads as `message`. Apart from
 * lib/validation.ts so the sign-in page, which validates only text, does not carry Yup's number
 * schema and the decimal rules.
 */
export const moneyAmount = (message: string) =>
  number()
    .typeError(message)
    .min(0, message)
    .max(1_000_000_000, message)
    .test('cents', message, (value) => value === undefined || hasAtMostTwoDecimals(value))
    .default(0);
