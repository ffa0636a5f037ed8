import { useId, useRef, useState, type ReactNode } from 'react';
import type { ChecklistItem, Person } from '../checklist-api.ts';
import type { TaskPatch } from '../checklist-schemas.ts';
import { dueText, isOverdue, ruleText, shortDate } from '../due-text.ts';
import { AssigneeField, WaitingOnField } from './item-fields.tsx';

interface ChecklistRowProps {
  item: ChecklistItem;
  today: string;
  /** People the item can be given to; none: the row offers no assignment. */
  people: readonly Person[];
  waitingOnChoices: readonly string[];
  saving: boolean;
  problem: string | null;
  onChange: (patch: TaskPatch, basedOn?: number) => void;
  /** Shown before the title's line: My work names the file. */
  context?: ReactNode;
  /** Whether the row offers its details to edit (My work only ticks). */
  editable?: boolean;
  /** Whether the row says whom the item is assigned to (My work's are all the person's own). */
  showAssignee?: boolean;
}

/**
 * One checklist item: a checkbox named by its title (ticking it marks it done, unticking reopens
 * it), what it waits on and when it is due ("Overdue" when past), and its details to change. The
 * details keep what the agent typed until it is saved; a refusal is said beside them.
 */
export function ChecklistRow({ item, today, people, waitingOnChoices, saving, problem, onChange, context, editable = true, showAssignee = true }: ChecklistRowProps) {
  const id = useId();
  const overdue = isOverdue(item, today);
  const assignee = people.find((person) => person.id === item.assigneeId)?.name ?? item.assignee;
  const done = item.status === 'done';
  return (
    <li className={`checklist-row${done ? ' checklist-row--done' : ''}${overdue ? ' checklist-row--overdue' : ''}`} aria-busy={saving || undefined}>
      <div className="checklist-row__main">
        {/* aria-disabled, not disabled: the box keeps the keyboard's focus while its change is on its way. */}
        <input
          id={`${id}-done`}
          type="checkbox"
          className="checklist-row__check"
          checked={done}
          aria-disabled={saving || undefined}
          onChange={(event) => {
            if (!saving) onChange({ status: event.target.checked ? 'done' : 'open' });
          }}
        />
        <div className="checklist-row__body">
          {context}
          <label htmlFor={`${id}-done`} className="checklist-row__title">
            {item.title}
          </label>
          <p className="checklist-row__meta">
            {overdue && <span className="badge badge--overdue">Overdue</span>}
            {item.milestone && <span className="badge badge--milestone">Milestone</span>}
            {item.requirement && <span className="badge badge--curative">Curative</span>}
            <span>{dueText(item)}</span>
            {showAssignee && (assignee ? <span>Assigned to {assignee}</span> : <span>Not assigned</span>)}
            {item.waitingOn && <span>Waiting on {item.waitingOn}</span>}
            {done && item.doneBy && <span>Done by {item.doneBy}{item.doneAt ? ` on ${shortDate(item.doneAt.slice(0, 10))}` : ''}</span>}
          </p>
          {item.note && <p className="checklist-row__note">{item.note}</p>}
          {problem && (
            <p className="checklist-row__problem" role="alert">
              {problem}
            </p>
          )}
          {editable && <ItemDetails item={item} people={people} waitingOnChoices={waitingOnChoices} saving={saving} onChange={onChange} />}
        </div>
      </div>
    </li>
  );
}

function ItemDetails({ item, people, waitingOnChoices, saving, onChange }: Pick<ChecklistRowProps, 'item' | 'people' | 'waitingOnChoices' | 'saving' | 'onChange'>) {
  const id = useId();
  // The item as the form opened on it: only what the agent changed from it is sent, naming its version.
  const [opened, setOpened] = useState<ChecklistItem | null>(null);
  const [draft, setDraft] = useState({ assigneeId: item.assigneeId ?? '', due: item.due ?? '', waitingOn: item.waitingOn, note: item.note });
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(null);
    // Back to where the agent was: the Change button of this item.
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const save = () => {
    if (!opened) return;
    const patch: TaskPatch = {};
    if ((draft.assigneeId || null) !== opened.assigneeId) patch.assigneeId = draft.assigneeId || null;
    if ((draft.due || null) !== opened.due) patch.due = draft.due || null;
    if (draft.waitingOn.trim() !== opened.waitingOn) patch.waitingOn = draft.waitingOn.trim();
    if (draft.note !== opened.note) patch.note = draft.note;
    if (Object.keys(patch).length > 0) onChange(patch, opened.version);
    close();
  };
  if (!opened) {
    return (
      <button
        ref={toggle}
        type="button"
        className="button button--outline button--small checklist-row__edit"
        aria-label={`Change ${item.title}`}
        onClick={() => {
          setDraft({ assigneeId: item.assigneeId ?? '', due: item.due ?? '', waitingOn: item.waitingOn, note: item.note });
          setOpened(item);
        }}
      >
        Change
      </button>
    );
  }
  return (
    <fieldset
      className="checklist-details"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <legend className="visually-hidden">Change {item.title}</legend>
      <div className="checklist-details__grid">
        {/* The form opened on the agent's request: its first field is where they go next. */}
        <AssigneeField id={`${id}-assignee`} autoFocus value={draft.assigneeId} people={people} onChange={(assigneeId) => setDraft({ ...draft, assigneeId })} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-due`}>
            Due
          </label>
          <input id={`${id}-due`} type="date" className="field__input" value={draft.due} onChange={(event) => setDraft({ ...draft, due: event.target.value })} />
          {item.dueRule && <p className="field__description">Now {ruleText(item.dueRule)}; a date chosen here stays put.</p>}
        </div>
        <WaitingOnField id={`${id}-waiting`} value={draft.waitingOn} choices={waitingOnChoices} onChange={(waitingOn) => setDraft({ ...draft, waitingOn })} />
        <div className="field checklist-details__note">
          <label className="field__label" htmlFor={`${id}-note`}>
            Note
          </label>
          <textarea id={`${id}-note`} className="field__input" rows={2} maxLength={2000} value={draft.note} onChange={(event) => setDraft({ ...draft, note: event.target.value })} />
        </div>
      </div>
      <div className="checklist-details__actions">
        <button type="button" className="button button--primary" disabled={saving} onClick={save}>
          Save
        </button>
        <button type="button" className="button button--outline" onClick={close}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
