import { mixed, object } from 'yup';
import { emailField, nameText } from '../../src/lib/validation.ts';
import type { Role } from '../store/model.ts';
import { UNPRINTABLE } from '../http/unprintable.ts';
import { ROLES } from './roles.ts';

export const UNKNOWN_ROLE = `The role must be one of ${ROLES.join(', ')}.`;

/** An address in a name would be a link in the invitation e-mail, signed by the agency (src/lib/name-rule.ts). */
const name = (label: string) =>
  nameText(`Please enter the ${label}.`, label).test('printable', `The ${label} cannot hold control or invisible characters.`, (value) => !UNPRINTABLE.test(value ?? ''));
const roleField = mixed<Role>().oneOf([...ROLES], UNKNOWN_ROLE);

/** An invitation as the Team page and title-cli users invite send it. */
export const invitationSchema = object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailField(),
  role: roleField.required(UNKNOWN_ROLE),
});

/** A change to a colleague: a role, deactivation (false) or reactivation (true). */
export const changeSchema = object({
  role: roleField.optional(),
  active: mixed<boolean>()
    .test('boolean', 'active must be true or false.', (value) => value === undefined || typeof value === 'boolean')
    .optional(),
});
