import { diffWords } from 'diff';

/**
 * Two versions of a long text as one, words removed struck through and words added underlined;
 * screen readers hear "removed" and "added" before each, since <del> and <ins> are not announced.
 */
export function ValueDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <p className="value-diff">
      {parts.map((part, index) => {
        if (part.added) {
          return (
            <ins key={index} className="value-diff__added">
              <span className="visually-hidden">added: </span>
              {part.value}
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={index} className="value-diff__removed">
              <span className="visually-hidden">removed: </span>
              {part.value}
            </del>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}
