import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { paths } from '../../config/paths.ts';
import { printRequested } from '../../shell/index.ts';
import { scheduleADefaults } from '../schedule-a-defaults.ts';
import { money } from './schedule-a-summary.tsx';
import { Loading, useCommitment } from './commitment-frame.tsx';

/** The commitment as the document an agent sends: Schedule A, B-I and B-II. */
export function CommitmentPrintPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { commitment, detail, orderGuid, ready } = useCommitment();
  if (!ready || !detail) return <Loading error={commitment.error} />;
  const a = commitment.scheduleA ?? scheduleADefaults(detail, user?.TenantName ?? '', new Date());
  const effective = a.commitmentEffectiveDateTime ? `${a.commitmentEffectiveDateTime.slice(0, 10)} at ${a.commitmentEffectiveDateTime.slice(11, 16)}` : '';
  const legal = (
    <section className="document__section">
      <h3>Legal description</h3>
      <p className="document__legal">{a.legalDescription || '—'}</p>
    </section>
  );
  return (
    <article className="document" aria-labelledby="document-title">
      <div className="document__tools no-print">
        <Link to={paths.scheduleA(orderGuid)}>Back to Schedule A</Link>
        {commitment.scheduleA === null && <span className="notice">Schedule A is not saved yet; this shows the values offered from the order.</span>}
        <button type="button" className="button button--primary" onClick={() => dispatch(printRequested())}>
          Print
        </button>
      </div>
      <header className="document__header">
        <p className="document__company">{a.companyName}</p>
        <h1 id="document-title">{a.commitmentTilte || 'Commitment for Title Insurance'}</h1>
        <p>
          File No. {detail.fileNumber} · Issued by {a.companyName}
          {a.commitmentBy ? ` · Prepared by ${a.commitmentBy}` : ''}
        </p>
      </header>
      <section className="document__section">
        <h2>Schedule A</h2>
        <table className="document__table">
          <tbody>
            <tr>
              <th scope="row">1. Commitment date</th>
              <td>{effective}</td>
            </tr>
            <tr>
              <th scope="row">2. Policy to be issued (owner)</th>
              <td>
                {a.ownerPolicyType || '—'} · Proposed insured: {a.ownerProposeInsuredName || '—'} · Amount: {money(a.ownersCoverageAmount)}
              </td>
            </tr>
            <tr>
              <th scope="row">Policy to be issued (loan)</th>
              <td>
                {a.loanPolicyType || '—'} · Proposed insured: {a.loanProposedInsuredName || '—'} · Amount: {money(a.loanCoverageAmount)}
              </td>
            </tr>
            <tr>
              <th scope="row">3. Estate or interest</th>
              <td>{a.ownershipInterest}</td>
            </tr>
            <tr>
              <th scope="row">4. Title vested in</th>
              <td>{a.commitmentOwnedBy || '—'}</td>
            </tr>
            <tr>
              <th scope="row">5. The land</th>
              <td>{a.legalSummary}</td>
            </tr>
          </tbody>
        </table>
        {!a.isSeperatePageForLegal && legal}
      </section>
      <section className="document__section document__section--break">
        <h2>Schedule B, Part I — Requirements</h2>
        <p>All of the following requirements must be met. They expire {a.requirementExpire} days after the commitment date.</p>
        <ol className="document__list">
          {commitment.requirements.items.map((item, index) => (
            <li key={index}>{item.text}</li>
          ))}
        </ol>
        {commitment.requirements.items.length === 0 && <p>None.</p>}
      </section>
      <section className="document__section">
        <h2>Schedule B, Part II — Exceptions</h2>
        <p>The policy will not insure against loss or damage resulting from the terms and provisions of the following:</p>
        <ol className="document__list">
          {commitment.exceptions.items.map((item, index) => (
            <li key={index}>{item.text}</li>
          ))}
        </ol>
        {commitment.exceptions.items.length === 0 && <p>None.</p>}
      </section>
      {a.isSeperatePageForLegal && <div className="document__section--break">{legal}</div>}
      <footer className="document__signature">
        <p>Countersigned: {a.counterSignature || '______________________________'}</p>
      </footer>
    </article>
  );
}
