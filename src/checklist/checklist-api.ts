import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';
import type { NewTask, TaskPatch } from './checklist-schemas.ts';

export type DueAnchor = 'opened' | 'closing' | 'disbursement';

/** One item of a file's checklist, as the API answers it (docs/api.md#checklists). */
export interface ChecklistItem {
  id: string;
  orderGuid: string;
  fileNumber: string;
  title: string;
  position: number;
  assigneeId: string | null;
  assignee: string | null;
  due: string | null;
  dueRule: { anchor: DueAnchor; businessDays: number } | null;
  waitingOn: string;
  status: 'open' | 'done';
  doneBy: string | null;
  doneAt: string | null;
  note: string;
  milestone: boolean;
  requirement: { code: string; text: string } | null;
  templateKey: string | null;
  version: number;
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

export interface FileChecklist {
  items: ChecklistItem[];
  milestones: { done: number; total: number };
  people: Person[];
}

export type WorkGroup = 'overdue' | 'today' | 'thisWeek' | 'later';

export interface MyWork {
  person: Person;
  today: string;
  counts: Record<WorkGroup, number>;
  total: number;
  groups: Record<WorkGroup, ChecklistItem[]>;
  people: Person[];
}

export interface WorkFilters {
  file: string;
  waitingOn: string;
}

export interface TemplateItem {
  key: string;
  title: string;
  owner: { kind: 'opener' | 'nobody' | 'admin' } | { kind: 'person'; userId: string };
  due: { anchor: DueAnchor; businessDays: number };
  milestone: boolean;
  waitingOn: string;
  financedOnly?: boolean;
  disbursement?: boolean;
}

export interface ChecklistTemplate {
  transactionType: string;
  items: TemplateItem[];
  custom: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface ChecklistApi {
  checklist(orderGuid: string): Observable<{ result: FileChecklist }>;
  add(orderGuid: string, task: NewTask): Observable<{ result: ChecklistItem }>;
  /** `version`: the item as it was read; a change built on an older one is refused (412). */
  change(orderGuid: string, taskId: string, patch: TaskPatch, version: number): Observable<{ result: ChecklistItem }>;
  remove(orderGuid: string, taskId: string): Observable<unknown>;
  myWork(person: string | null, filters: WorkFilters, today: string): Observable<{ result: MyWork }>;
  reassign(from: string, to: string | null, taskIds?: string[]): Observable<{ result: { moved: number } }>;
  templates(): Observable<{ result: { templates: ChecklistTemplate[]; waitingOn: string[]; people: Person[] } }>;
  saveTemplate(transactionType: string, items: TemplateItem[]): Observable<{ result: ChecklistTemplate }>;
}

export function createChecklistApi(http: HttpClient, endpoints: Endpoints): ChecklistApi {
  return {
    checklist: (orderGuid) => http.get(endpoints.url('orderChecklist', { orderGuid })),
    add: (orderGuid, task) => http.post(endpoints.url('orderChecklist', { orderGuid }), task),
    change: (orderGuid, taskId, patch, version) => http.patch(endpoints.url('orderChecklistItem', { orderGuid, taskId }), patch, { headers: { 'If-Match': `"${version}"` } }),
    remove: (orderGuid, taskId) => http.delete(endpoints.url('orderChecklistItem', { orderGuid, taskId })),
    myWork: (person, filters, today) => {
      const params = new URLSearchParams({ today });
      if (person) params.set('person', person);
      if (filters.file.trim()) params.set('file', filters.file.trim());
      if (filters.waitingOn) params.set('waitingOn', filters.waitingOn);
      return http.get(endpoints.url('myWork', {}, `?${params.toString()}`));
    },
    reassign: (from, to, taskIds) => http.post(endpoints.url('myWorkReassign'), { from, to, ...(taskIds ? { taskIds } : {}) }),
    templates: () => http.get(endpoints.url('checklistTemplates')),
    saveTemplate: (transactionType, items) => http.put(endpoints.url('checklistTemplate', { transactionType }), { items }),
  };
}
