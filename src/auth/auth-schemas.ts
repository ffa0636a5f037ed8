import { object, string, type InferType } from 'yup';
import { commonMessages, emailField } from '../lib/validation';

/** Messages of spec section 5, word for word (the password one is ours: the spec lists none). */
export const messages = {
  ...commonMessages,
  passwordRequired: 'Please enter your password.',
} as const;

export const loginSchema = object({
  email: emailField(),
  password: string().required(messages.passwordRequired).max(200, 'Password is too long.'),
});

export type LoginValues = InferType<typeof loginSchema>;
