import { useId, useState } from 'react';
import type { Person } from '../checklist-api.ts';
import type { NewTask } from '../checklist-schemas.ts';
import { checklistMessages } from '../checklist-schemas.ts';
import { AssigneeField, WaitingOnField } from './item-fields.tsx';

interface AddItemFormProps {
  people: readonly Person[];
  saving: boolean;
  error: string | null;
  onAdd: (task: NewTask) => void;
}

/** A step of this file's own, added to its checklist. What is typed stays until it is added. */
export function AddItemForm({ people, saving, error, onAdd }: AddItemFormProps) {
  const id = useId();
  const [task, setTask] = useState({ title: '', assigneeId: '', due: '', waitingOn: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const title = task.title.trim();
    if (!title) {
      setProblem(checklistMessages.title);
      return;
    }
    setProblem(null);
    onAdd({ title, assigneeId: task.assigneeId || null, due: task.due || null, waitingOn: task.waitingOn.trim(), note: '' });
  };
  return (
    <form
      className="card add-item"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-heading`} className="add-item__heading">
        Add an item
      </h2>
      <div className="add-item__grid">
        <div className="field add-item__title">
          <label className="field__label" htmlFor={`${id}-title`}>
            What needs doing
          </label>
          <input
            id={`${id}-title`}
            className="field__input"
            maxLength={200}
            value={task.title}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setTask({ ...task, title: event.target.value })}
          />
          {problem && (
            <p id={`${id}-problem`} className="field__error">
              {problem}
            </p>
          )}
        </div>
        <AssigneeField id={`${id}-assignee`} value={task.assigneeId} people={people} onChange={(assigneeId) => setTask({ ...task, assigneeId })} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-due`}>
            Due
          </label>
          <input id={`${id}-due`} type="date" className="field__input" value={task.due} onChange={(event) => setTask({ ...task, due: event.target.value })} />
        </div>
        <WaitingOnField id={`${id}-waiting`} value={task.waitingOn} onChange={(waitingOn) => setTask({ ...task, waitingOn })} />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Adding…' : 'Add item'}
      </button>
    </form>
  );
}
