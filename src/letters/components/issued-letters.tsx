import type { IssuedLetter } from '../letters-api';

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
        <div className="table-scroll" role="region" aria-label="Letters issued, scrolls sideways" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Letter</th>
                <th scope="col">Lender</th>
                <th scope="col">Underwriter</th>
                <th scope="col">Issued</th>
              </tr>
            </thead>
            <tbody>
              {letters.map((letter) => (
                <tr key={letter.letterId}>
                  <td>{letter.letterNumber}</td>
                  <td>{letter.lenderName}</td>
                  <td>{letter.underwriter}</td>
                  <td>{letter.issuedAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
