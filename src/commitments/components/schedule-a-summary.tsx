import { type ScheduleA } from '../commitment-schemas';

/** A colleague's saved Schedule A in brief, for the stale-save notice and the print page. */
export function ScheduleASummary({ scheduleA }: { scheduleA: ScheduleA | null }) {
  if (!scheduleA) return <p className="panel__muted">(not saved yet)</p>;
  return (
    <dl className="commitment-conflict__summary">
      <dt>Owner policy</dt>
      <dd>
        {scheduleA.ownerPolicyType || '—'}, {scheduleA.ownerProposeInsuredName || '—'}, {money(scheduleA.ownersCoverageAmount)}
      </dd>
      <dt>Loan policy</dt>
      <dd>
        {scheduleA.loanPolicyType || '—'}, {scheduleA.loanProposedInsuredName || '—'}, {money(scheduleA.loanCoverageAmount)}
      </dd>
      <dt>Effective</dt>
      <dd>{scheduleA.commitmentEffectiveDateTime || '—'}</dd>
    </dl>
  );
}

/** An amount as dollars and cents. */
export function money(value: number | undefined): string {
  return (value ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
