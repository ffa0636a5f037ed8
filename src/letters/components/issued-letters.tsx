import type { IssuedLetter } from '../letters-api.ts';
import { ScrollTable } from '../../ui/scroll-table.tsx';

/** The letters already issued for the order, newest first, or that there are none yet. */
export function IssuedLetters({ letters }: { letters: IssuedLetter[] }) {
  return (
    <section className="card panel" aria-labelledby="issued-heading">
      <h2 id="issued-heading" className="panel__title">
        Letters issued for this order
      </h2>
      {letters.length === 0 ? (
        <p className="panel__muted">No letters yet.</p>
      ) : (
        <ScrollTable name="Letters issued" columns={['Letter', 'Lender', 'Underwriter', 'Issued']}>
          {letters.map((letter) => (
            <tr key={letter.letterId}>
              <td>{letter.letterNumber}</td>
              <td>{letter.lenderName}</td>
              <td>{letter.underwriter}</td>
              <td>{letter.issuedAt.slice(0, 10)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
