import type { ChecklistItem } from '../checklist-api.ts';

/** A file's progress through its milestones: how many are reached, and the next one. */
export function MilestoneProgress({ items }: { items: readonly ChecklistItem[] }) {
  const milestones = items.filter((item) => item.milestone);
  if (milestones.length === 0) return null;
  const done = milestones.filter((item) => item.status === 'done').length;
  const next = milestones.find((item) => item.status === 'open');
  return (
    <div className="milestones">
      <div className="milestones__head">
        <span className="milestones__label" id="milestones-label">
          Milestones: {done} of {milestones.length} reached
        </span>
        {next && <span className="milestones__next">Next: {next.title}</span>}
      </div>
      <progress className="milestones__bar" max={milestones.length} value={done} aria-labelledby="milestones-label" />
      <ol className="milestones__steps" aria-label="Milestones">
        {milestones.map((item) => (
          <li key={item.id} className={item.status === 'done' ? 'milestones__step milestones__step--done' : 'milestones__step'}>
            <span className="visually-hidden">{item.status === 'done' ? 'Reached: ' : 'Not yet: '}</span>
            {item.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
