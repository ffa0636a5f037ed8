import { channelLabel, SECTION_LABELS, type HistoryEntry } from '../history-entry.ts';
import { formatValue, formatWhen, isLongText } from '../format-value.ts';
import { ValueDiff } from './value-diff.tsx';

/** One entry of a file's history: who did what, when and how, and each value before and after. */
export function HistoryEntryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="history-entry">
      <div className="history-entry__head">
        <p className="history-entry__what">
          <strong>{entry.actor.name}</strong> {entry.summary}
        </p>
        <p className="history-entry__meta">
          <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
          <span className="history-entry__tag">{SECTION_LABELS[entry.section] ?? entry.section}</span>
          <span className="history-entry__tag history-entry__tag--quiet">{channelLabel(entry)}</span>
        </p>
      </div>
      {entry.changes.length > 0 && (
        <dl className="history-entry__changes">
          {entry.changes.map((change) => (
            <div key={change.path} className="history-change">
              <dt className="history-change__label">{change.label}</dt>
              <dd className="history-change__values">
                {isLongText(change.before, change.after) ? (
                  <ValueDiff before={String(change.before)} after={String(change.after)} />
                ) : (
                  <>
                    <span className="history-change__before">
                      <span className="visually-hidden">from </span>
                      {formatValue(change.before)}
                    </span>
                    <span className="history-change__arrow" aria-hidden="true">
                      →
                    </span>
                    <span className="history-change__after">
                      <span className="visually-hidden"> to </span>
                      {formatValue(change.after)}
                    </span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
