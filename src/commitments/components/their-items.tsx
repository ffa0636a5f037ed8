import { type ScheduleBItem } from '../commitment-schemas.ts';

/** A Schedule B list as it was sent: trimmed. */
export const trimmed = (items: ScheduleBItem[]) => items.map((item) => ({ ...item, text: item.text.trim() }));

/** A colleague's saved list, for the stale-save notice. */
export function TheirItems({ items }: { items: ScheduleBItem[] }) {
  if (items.length === 0) return <p className="panel__muted">(none)</p>;
  return (
    <ol className="commitment-conflict__list">
      {items.map((item, index) => (
        <li key={index}>
          {item.code && <strong>{item.code} </strong>}
          {item.text}
        </li>
      ))}
    </ol>
  );
}
