/**
 * What a scenario can check besides the steps: every message the forms' validation can show, per
 * screen, read from the same Yup schemas the forms use (so the list cannot drift from the app),
 * and the commitment libraries' codes with their texts, from the seed the server offers.
 */
import type { AnySchema } from 'yup';
import { exceptionsLibrary, requirementsLibrary } from '../../mock-api/index.ts';
import { loginSchema, messages as loginMessages } from '../../src/auth/auth-schemas.ts';
import { commitmentMessages, scheduleASchema, scheduleBItemSchema } from '../../src/commitments/commitment-schemas.ts';
import { letterFormSchema } from '../../src/letters/letter-form-schema.ts';
import { orderDetailSchema, orderMessages, partySchema } from '../../src/orders/order-schemas.ts';
import { organizationSchema, registrationMessages, userSchema } from '../../src/registration/registration-schemas.ts';

/**
 * The forms, by the screen an analyst knows them by: the schema, and the form's table of messages
 * where it keeps one (it holds those shown by rules that depend on other fields, such as the loan
 * amount of a financed closing, and hints, which a walk through the schema does not find).
 */
const FORMS: [string, unknown, Record<string, string>?][] = [
  ['Login', loginSchema, loginMessages],
  ['Registration, agency step (Your Agency Details)', organizationSchema, pick(registrationMessages, ['organizationName', 'organizationAddress1', 'city', 'state', 'zip', 'zipInvalid', 'underwritersBusiness', 'businessStates'])],
  ['Registration, person step', userSchema, pick(registrationMessages, ['firstName', 'lastName', 'email', 'emailInvalid'])],
  ['New order and order entry', orderDetailSchema, orderMessages],
  ['Order entry, a party (buyer, seller, lender…)', partySchema],
  ['Schedule A', scheduleASchema, pick(commitmentMessages, ['ownerPolicyType', 'loanPolicyType', 'amount', 'effectiveDate', 'requirementExpire'])],
  ['Requirements (B-I) and exceptions (B-II)', scheduleBItemSchema, pick(commitmentMessages, ['text'])],
  ['Closing protection letter', letterFormSchema],
];

function pick<T extends Record<string, string>>(table: T, keys: (keyof T)[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, table[key]]));
}

interface SchemaInside {
  tests?: { OPTIONS?: { message?: unknown } }[];
  internalTests?: Record<string, { OPTIONS?: { message?: unknown } } | undefined>;
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

/** Yup's own default texts ("${path} is a required field") are never shown: the forms give their own. */
const isShown = (message: unknown): message is string => typeof message === 'string' && !message.includes('${');

/** Every message of a schema and of the schemas inside it (an object's fields, a list's items), once each. */
export function schemaMessages(schema: unknown): string[] {
  const found = new Set<string>();
  const stack = [schema];
  while (stack.length > 0) {
    const current = stack.pop() as SchemaInside | undefined;
    if (!current) continue;
    for (const test of Object.values(current.internalTests ?? {})) if (isShown(test?.OPTIONS?.message)) found.add(test.OPTIONS.message);
    for (const test of current.tests ?? []) if (isShown(test.OPTIONS?.message)) found.add(test.OPTIONS.message);
    stack.push(...Object.values(current.fields ?? {}).reverse(), current.innerType);
  }
  return [...found];
}

export function formMessages(): { screen: string; messages: string[] }[] {
  return FORMS.map(([screen, schema, table]) => ({ screen, messages: [...new Set([...Object.values(table ?? {}), ...schemaMessages(schema as AnySchema)])] }));
}

export function libraryEntries(): { code: string; text: string }[] {
  return [
    ...requirementsLibrary.map((entry) => ({ code: entry.requirementCode ?? '', text: entry.requirementDescription ?? '' })),
    ...exceptionsLibrary.map((entry) => ({ code: entry.exceptionCode ?? '', text: entry.exceptionDescription ?? '' })),
  ];
}
