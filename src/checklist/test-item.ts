import type { ChecklistItem } from './checklist-api.ts';

const ORDER = 'order-1';

/** For the area's tests: an open item of file DTE-2026-0001 (order-1), due in 2099, with what is given. */
export function checklistItem(overrides: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: 'task-1',
    orderGuid: ORDER,
    fileNumber: 'DTE-2026-0001',
    title: 'Order the title search',
    position: 0,
    assigneeId: 'u-dana',
    assignee: 'dana@demo-title.test',
    due: '2099-01-05',
    dueRule: { anchor: 'opened', businessDays: 1 },
    waitingOn: 'abstractor',
    status: 'open',
    doneBy: null,
    doneAt: null,
    note: '',
    milestone: false,
    requirement: null,
    templateKey: 'title-search',
    version: 0,
    ...overrides,
  };
}

