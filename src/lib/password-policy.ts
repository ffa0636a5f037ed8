// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * The rules for a password a person chooses (invitation, reset, a forced change), the same in the
 * browser, as they type, and on the server, which decides. Strength is zxcvbn's estimate, passed
 * in (password-strength.ts): the server imports it, the browser loads it when a password form
 * opens, so its dictionaries never travel with the screens around it.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's scale is 0–4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const PASSWORD_MIN_SCORE = 3;

export const passwordMessages = {
  required: 'Please choose a password.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooWeak: 'This password is too easy to guess.',
  common: 'This is one of the most common passwords; people who guess passwords try it first.',
  personal: 'Do not use your name, your e-mail or your agency in your password.',
  invisible: 'Use only characters you can see and type: this one has invisible or control characters.',
} as const;

/**
 * Control and formatting characters (a NUL, a line break, a right-to-left override) that no
 * sign-in form lets a person type back: a password with one would lock its owner out. The
 * zero-width joiner inside emoji sequences is typed by emoji keyboards, so it stays allowed.
 */
const INVISIBLE = /(?!\u200d)[\p{Cc}\p{Cf}]/u;

export interface PasswordVerdict {
  ok: boolean;
  /** What is wrong, the most important first; empty when ok. */
  problems: string[];
  /** Hints that make it stronger (from zxcvbn), even when it passes. */
  suggestions: string[];
  /** 0–4. */
  score: number;
}

export type StrengthEstimator = (password: string, userInputs: string[]) => ZxcvbnResult;

/** What the person and their agency are called: a password built from these is easy to guess. */
export function personalWords(...values: (string | undefined)[]): string[] {
  const words = values.flatMap((value) => (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= 3))];
}

export function checkPassword(password: string, userInputs: string[], estimateStrength: StrengthEstimator): PasswordVerdict {
  if (password.length === 0) return { ok: false, problems: [passwordMessages.required], suggestions: [], score: 0 };
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, problems: [passwordMessages.tooLong], suggestions: [], score: 0 };
  if (INVISIBLE.test(password)) return { ok: false, problems: [passwordMessages.invisible], suggestions: [], score: 0 };
  const result = estimateStrength(password, userInputs);
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  // Mostly one of the known common passwords ("password1234", "qwerty12345678"): the first guesses.
  const common = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName.startsWith('passwords') && match.token.length * 2 >= password.length);
  const personal = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  if (common) problems.push(passwordMessages.common);
  if (personal) problems.push(passwordMessages.personal);
  if (result.score < PASSWORD_MIN_SCORE && !common) problems.push(result.feedback.warning ? `${passwordMessages.tooWeak} ${result.feedback.warning}` : passwordMessages.tooWeak);
  return { ok: problems.length === 0, problems, suggestions: result.feedback.suggestions, score: result.score };
}
