// Shared with the mock API (it validates the same bodies): what a checklist item and a template
// item may hold, and the messages the screens show for them.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';

export const checklistMessages = {
  title: 'Enter what needs doing.',
  titleTooLong: 'Keep it to 200 characters.',
  noteTooLong: 'Keep the note to 2,000 characters.',
  waitingOnTooLong: 'Keep it to 60 characters.',
  due: 'Enter a date as YYYY-MM-DD.',
  businessDays: 'Enter a whole number of business days, from -250 to 250.',
  items: 'A template has from 1 to 60 items.',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (no 2026-02-30), from 1900 to 2199: the only days a due date or an agent's today can be. */
export function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2199 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const day = () => string().test('real', checklistMessages.due, (value) => value == null || isRealDay(value));
/** Text an agent reads: not blank (spaces alone are no title). */
const notBlank = (message: string) => string().test('text', message, (value) => value === undefined || value.trim() !== '');

export const ANCHORS = ['opened', 'closing', 'disbursement'] as const;

/** A new item, added by an agent to one file. */
export const newTaskSchema = object({
  title: notBlank(checklistMessages.title).required(checklistMessages.title).max(200, checklistMessages.titleTooLong),
  assigneeId: string().nullable().max(64),
  due: day().nullable(),
  waitingOn: string().max(60, checklistMessages.waitingOnTooLong).default(''),
  note: string().max(2000, checklistMessages.noteTooLong).default(''),
});

/** A change to an item: any of these, each on its own (tick, assign, reschedule, …). */
export const taskPatchSchema = object({
  status: mixed<'open' | 'done'>().oneOf(['open', 'done']),
  assigneeId: string().nullable().max(64),
  due: day().nullable(),
  waitingOn: string().max(60, checklistMessages.waitingOnTooLong),
  note: string().max(2000, checklistMessages.noteTooLong),
  title: notBlank(checklistMessages.title).max(200, checklistMessages.titleTooLong),
});

export type NewTask = InferType<typeof newTaskSchema>;
export type TaskPatch = InferType<typeof taskPatchSchema>;

const ownerSchema = object({
  kind: mixed<'opener' | 'nobody' | 'admin' | 'person'>().oneOf(['opener', 'nobody', 'admin', 'person']).required(),
  userId: string().max(64).when('kind', { is: 'person', then: (schema) => schema.required('Choose the person.') }),
});

export const templateItemSchema = object({
  key: string().max(64).matches(/^[a-z0-9-]*$/).default(''),
  title: notBlank(checklistMessages.title).required(checklistMessages.title).max(200, checklistMessages.titleTooLong),
  owner: ownerSchema.required(),
  due: object({
    anchor: mixed<(typeof ANCHORS)[number]>().oneOf(ANCHORS).required(),
    businessDays: number().integer(checklistMessages.businessDays).min(-250, checklistMessages.businessDays).max(250, checklistMessages.businessDays).required(checklistMessages.businessDays),
  }).required(),
  milestone: boolean().default(false),
  waitingOn: string().max(60, checklistMessages.waitingOnTooLong).default(''),
  financedOnly: boolean().default(false),
  disbursement: boolean().default(false),
});

export const templateSchema = object({
  items: array(templateItemSchema).min(1, checklistMessages.items).max(60, checklistMessages.items).required(checklistMessages.items),
});
