import type { Person } from '../checklist-api.ts';
import { WAITING_ON_CHOICES } from '../waiting-on.ts';

/** "Assigned to": the agency's people, or nobody yet (adding an item and changing one). */
export function AssigneeField({ id, value, people, onChange, autoFocus = false }: { id: string; value: string; people: readonly Person[]; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Assigned to
      </label>
      <select id={id} autoFocus={autoFocus} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Nobody yet</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Waiting on": free text, offering the usual parties (buyer, lender, HOA, …). */
export function WaitingOnField({ id, value, onChange, choices = WAITING_ON_CHOICES }: { id: string; value: string; onChange: (value: string) => void; choices?: readonly string[] }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Waiting on
      </label>
      <input id={id} className="field__input" list={`${id}-list`} maxLength={60} value={value} onChange={(event) => onChange(event.target.value)} />
      <datalist id={`${id}-list`}>
        {choices.map((choice) => (
          <option key={choice} value={choice} />
        ))}
      </datalist>
    </div>
  );
}
