// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { string } from 'yup';
import { isAcceptedEmail } from './email-rule.ts';
import { holdsWebAddress, webAddressMessage } from './name-rule.ts';

/** Fixed messages (docs/behaviour.md#validation-messages), shared by every form that asks for them. */
export const commonMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
} as const;

/**
 * An e-mail address by the one rule (src/lib/email-rule.ts: no control or invisible characters
 * anywhere, one sane address); plain spaces around it are trimmed before sending.
 */
export const emailField = (required: string = commonMessages.emailRequired, invalid: string = commonMessages.emailInvalid) =>
  string()
    .required(required)
    .test('email', invalid, (value) => value === undefined || isAcceptedEmail(value));

/** Required text that is not just spaces, with a sane length limit. */
export const requiredText = (message: string, max = 200) =>
  string()
    .required(message)
    .test('not-blank', message, (value) => value === undefined || value.trim() !== '')
    .max(max, `Use at most ${max} characters.`);

/**
 * A name people read in the e-mails the product sends (a person's first or last name, an
 * agency's name): required text that holds no web address in any disguise (src/lib/name-rule.ts).
 * `label` names the field in the refusal: "The first name cannot hold a web address."
 */
export const nameText = (message: string, label: string, max = 100) =>
  requiredText(message, max).test('no-web-address', webAddressMessage(label), (value) => value === undefined || !holdsWebAddress(value));

/** Exactly 5 or exactly 9 digits (docs/behaviour.md#zip-codes). */
export const ZIP_PATTERN = /^(\d{5}|\d{9})$/;

/**
 * A ZIP+4 as people write it ("78701-1234", "78701 1234") kept as its nine digits, which is what a
 * zip is here: pasted or filled whole, it used to be cut at the field's nine characters.
 */
export const normalizeZip = (text: string) => text.trim().replace(/^(\d{5})[-\s]+(\d{0,4})$/, '$1$2');

/** Room for a ZIP+4 with its hyphen, before it is kept as nine digits. */
export const ZIP_INPUT_LENGTH = 10;

/** What a field says when its text is longer than its limit, in the form's own words. */
export const tooLong = (max: number) => `Use at most ${max} characters.`;

/** Optional text with a sane length limit, empty by default. */
export const optionalText = (max = 200) => string().max(max, tooLong(max)).default('');
