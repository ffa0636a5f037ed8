import { string } from 'yup';

/** Messages the spec fixes (section 5), shared by every form that asks for them. */
export const commonMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
} as const;

/** One @, a dot in the domain, no inner spaces; surrounding spaces are trimmed before sending. */
export const EMAIL_PATTERN = /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/;

export const emailField = (required: string = commonMessages.emailRequired, invalid: string = commonMessages.emailInvalid) =>
  string().required(required).matches(EMAIL_PATTERN, invalid).max(254, invalid);

/** Required text that is not just spaces, with a sane length limit. */
export const requiredText = (message: string, max = 200) =>
  string()
    .required(message)
    .test('not-blank', message, (value) => value === undefined || value.trim() !== '')
    .max(max, `Use at most ${max} characters.`);

/** Exactly 5 or exactly 9 digits (spec sections 5 and 9). */
export const ZIP_PATTERN = /^(\d{5}|\d{9})$/;

/** Optional text with a sane length limit, empty by default. */
export const optionalText = (max = 200) => string().max(max, `Use at most ${max} characters.`).default('');
