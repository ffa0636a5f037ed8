import { type ScheduleA } from '../commitment-schemas.ts';
import { scheduleALabel } from '../schedule-a-labels.ts';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return money(value);
  return String(value);
};

/**
 * Every field where the colleague's saved Schedule A and the agent's differ, side by side, so that
 * saving over theirs never drops a change the agent has not seen.
 */
export function ScheduleADifferences({ theirs, mine }: { theirs: ScheduleA | null; mine: ScheduleA }) {
  if (!theirs) return <p className="panel__muted">(not saved yet)</p>;
  const fields = (Object.keys(mine) as (keyof ScheduleA)[]).filter(
    (field) => field !== 'orderGuid' && JSON.stringify(theirs[field] ?? '') !== JSON.stringify(mine[field] ?? ''),
  );
  if (fields.length === 0) return <p className="panel__muted">Theirs is the same as yours.</p>;
  return (
    <table className="commitment-conflict__differences">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Theirs</th>
          <th scope="col">Yours</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row">{scheduleALabel(field)}</th>
            <td>{shown(theirs[field])}</td>
            <td>{shown(mine[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An amount as dollars and cents. */
export function money(value: number | undefined): string {
  return (value ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
