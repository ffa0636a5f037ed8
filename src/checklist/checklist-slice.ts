import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChecklistItem, ChecklistTemplate, FileChecklist, MyWork, Person, TemplateItem, WorkFilters } from './checklist-api.ts';
import type { NewTask, TaskPatch } from './checklist-schemas.ts';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The checklist area (docs/checklists.md): the open file's checklist, the signed-in person's My
 * work (or, for an administrator, a colleague's), and the agency's templates. `saving` marks the
 * items with a change on its way; `problems` keeps, per item, why its last change was refused.
 */
export interface ChecklistState {
  file: { orderGuid: string | null; data: FileChecklist | null; status: Status; error: string | null };
  work: { person: string | null; filters: WorkFilters; data: MyWork | null; status: Status; error: string | null; notice: string | null };
  templates: { list: ChecklistTemplate[]; waitingOn: string[]; people: Person[]; status: Status; error: string | null; saving: boolean; notice: string | null };
  saving: Record<string, boolean>;
  problems: Record<string, string>;
  adding: { status: 'idle' | 'saving' | 'failed'; error: string | null; added: number };
}

const initialState: ChecklistState = {
  file: { orderGuid: null, data: null, status: 'idle', error: null },
  work: { person: null, filters: { file: '', waitingOn: '' }, data: null, status: 'idle', error: null, notice: null },
  templates: { list: [], waitingOn: [], people: [], status: 'idle', error: null, saving: false, notice: null },
  saving: {},
  problems: {},
  adding: { status: 'idle', error: null, added: 0 },
};

/** My work is open, for the signed-in person (null) or a colleague an administrator chose. */
export const myWorkOpened = createAction<{ person: string | null }>('checklist/myWorkOpened');
export const myWorkLeft = createAction('checklist/myWorkLeft');
export const templatesOpened = createAction('checklist/templatesOpened');

export const checklistSlice = createSlice({
  name: 'checklist',
  initialState,
  reducers: {
    /** On opening a file's Checklist page (its live changes are followed until another file's opens), and to fetch it again. */
    checklistRequested(state, action: PayloadAction<{ orderGuid: string; quiet?: boolean }>) {
      if (state.file.orderGuid !== action.payload.orderGuid) state.file = { orderGuid: action.payload.orderGuid, data: null, status: 'loading', error: null };
      else if (!action.payload.quiet) state.file.status = state.file.data ? 'loaded' : 'loading';
    },
    checklistLoaded(state, action: PayloadAction<{ orderGuid: string; data: FileChecklist }>) {
      if (state.file.orderGuid !== action.payload.orderGuid) return;
      state.file.data = action.payload.data;
      state.file.status = 'loaded';
      state.file.error = null;
    },
    checklistLoadFailed(state, action: PayloadAction<{ orderGuid: string; error: string }>) {
      if (state.file.orderGuid !== action.payload.orderGuid) return;
      state.file.status = state.file.data ? 'loaded' : 'failed';
      state.file.error = action.payload.error;
    },
    /** `basedOn`: the version the change was made on (a details form opened earlier); a newer one is refused, not overwritten. */
    itemChangeRequested(state, action: PayloadAction<{ item: ChecklistItem; patch: TaskPatch; basedOn?: number }>) {
      state.saving[action.payload.item.id] = true;
      delete state.problems[action.payload.item.id];
    },
    itemChanged(state, action: PayloadAction<ChecklistItem>) {
      const item = action.payload;
      delete state.saving[item.id];
      replaceItem(state, item);
    },
    itemChangeFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      delete state.saving[action.payload.id];
      state.problems[action.payload.id] = action.payload.error;
    },
    itemAddRequested(state, _action: PayloadAction<{ orderGuid: string; task: NewTask }>) {
      state.adding = { ...state.adding, status: 'saving', error: null };
    },
    itemAdded(state, action: PayloadAction<ChecklistItem>) {
      state.adding = { status: 'idle', error: null, added: state.adding.added + 1 };
      if (state.file.data && state.file.orderGuid === action.payload.orderGuid && !state.file.data.items.some((item) => item.id === action.payload.id)) {
        state.file.data.items.push(action.payload);
      }
    },
    itemAddFailed(state, action: PayloadAction<string>) {
      state.adding = { ...state.adding, status: 'failed', error: action.payload };
    },
    myWorkRequested(state, action: PayloadAction<{ quiet?: boolean } | undefined>) {
      if (!action.payload?.quiet) state.work.status = state.work.data ? 'loaded' : 'loading';
    },
    myWorkPersonChosen(state, action: PayloadAction<string | null>) {
      state.work.person = action.payload;
      state.work.data = null;
      state.work.status = 'loading';
      state.work.notice = null;
    },
    myWorkFiltersChanged(state, action: PayloadAction<WorkFilters>) {
      state.work.filters = action.payload;
    },
    myWorkLoaded(state, action: PayloadAction<MyWork>) {
      state.work.data = action.payload;
      state.work.status = 'loaded';
      state.work.error = null;
    },
    myWorkLoadFailed(state, action: PayloadAction<string>) {
      state.work.status = state.work.data ? 'loaded' : 'failed';
      state.work.error = action.payload;
    },
    reassignRequested(state, _action: PayloadAction<{ from: string; to: string | null; toName: string; taskIds?: string[] }>) {
      state.work.notice = null;
    },
    reassigned(state, action: PayloadAction<{ moved: number; toName: string }>) {
      state.work.notice = `${action.payload.moved.toLocaleString('en-US')} ${action.payload.moved === 1 ? 'item' : 'items'} reassigned to ${action.payload.toName}.`;
      state.work.error = null;
    },
    reassignFailed(state, action: PayloadAction<string>) {
      state.work.error = action.payload;
    },
    templatesLoaded(state, action: PayloadAction<{ templates: ChecklistTemplate[]; waitingOn: string[]; people: Person[] }>) {
      state.templates = { ...state.templates, list: action.payload.templates, waitingOn: action.payload.waitingOn, people: action.payload.people, status: 'loaded', error: null };
    },
    templatesLoadFailed(state, action: PayloadAction<string>) {
      state.templates = { ...state.templates, status: 'failed', error: action.payload };
    },
    templateSaveRequested(state, _action: PayloadAction<{ transactionType: string; items: TemplateItem[] }>) {
      state.templates = { ...state.templates, saving: true, error: null, notice: null };
    },
    templateSaved(state, action: PayloadAction<ChecklistTemplate>) {
      const index = state.templates.list.findIndex((template) => template.transactionType === action.payload.transactionType);
      if (index >= 0) state.templates.list[index] = action.payload;
      state.templates = { ...state.templates, saving: false, notice: `The ${action.payload.transactionType} checklist is saved. Files opened from now on follow it.` };
    },
    templateSaveFailed(state, action: PayloadAction<string>) {
      state.templates = { ...state.templates, saving: false, error: action.payload };
    },
  },
});

/** An item's new state, wherever it is shown: the open file's checklist and My work. */
function replaceItem(state: ChecklistState, item: ChecklistItem): void {
  const file = state.file.data;
  if (file && state.file.orderGuid === item.orderGuid) {
    const index = file.items.findIndex((candidate) => candidate.id === item.id);
    if (index >= 0) file.items[index] = item;
    const milestones = file.items.filter((candidate) => candidate.milestone);
    file.milestones = { done: milestones.filter((candidate) => candidate.status === 'done').length, total: milestones.length };
  }
  const work = state.work.data;
  if (work) {
    for (const group of Object.values(work.groups)) {
      const index = group.findIndex((candidate) => candidate.id === item.id);
      if (index >= 0) group[index] = item;
    }
  }
}

export const {
  checklistRequested,
  checklistLoaded,
  checklistLoadFailed,
  itemChangeRequested,
  itemChanged,
  itemChangeFailed,
  itemAddRequested,
  itemAdded,
  itemAddFailed,
  myWorkRequested,
  myWorkPersonChosen,
  myWorkFiltersChanged,
  myWorkLoaded,
  myWorkLoadFailed,
  reassignRequested,
  reassigned,
  reassignFailed,
  templatesLoaded,
  templatesLoadFailed,
  templateSaveRequested,
  templateSaved,
  templateSaveFailed,
} = checklistSlice.actions;

export const selectChecklist = (state: { checklist: ChecklistState }) => state.checklist;
