import { object, string, type InferType } from 'yup';

/** Messages of spec section 5, word for word. */
export const messages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
  passwordRequired: 'Please enter your password.',
} as const;

/** A practical e-mail rule shared by the forms and the mock API (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = () =>
  string().trim().required(messages.emailRequired).matches(EMAIL_PATTERN, messages.emailInvalid).max(254, messages.emailInvalid);

export const loginSchema = object({
  email: emailField(),
  password: string().required(messages.passwordRequired).max(200, 'Password is too long.'),
});

export type LoginValues = InferType<typeof loginSchema>;
