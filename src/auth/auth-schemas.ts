// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { object, string, type InferType } from 'yup';
import { commonMessages, emailField } from '../lib/validation.ts';

/** The fixed messages, word for word (docs/behaviour.md#validation-messages); the password one is ours. */
export const messages = {
  ...commonMessages,
  passwordRequired: 'Please enter your password.',
} as const;

export const loginSchema = object({
  email: emailField(),
  password: string().required(messages.passwordRequired).max(200, 'Password is too long.'),
});

export type LoginValues = InferType<typeof loginSchema>;
