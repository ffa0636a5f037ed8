import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { isAgencyAdmin } from '../../lib/auth-token.ts';
import { selectOpenOrder } from '../../orders/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { VERIFICATION_METHODS, type VerificationInput } from '../payee-schemas.ts';
import type { Payee } from '../payees-api.ts';
import { accountHidden, payeeRemoveRequested, payeeRevealRequested, payeeSaveRequested, payeesRequested, payeeVerifyRequested, selectPayees } from '../payees-slice.ts';
import { PayeeForm } from './payee-form.tsx';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const METHOD_NAMES: Record<(typeof VERIFICATION_METHODS)[number], string> = { 'call-back': 'Call-back', 'in-person': 'In person', 'verification-service': 'Verification service' };
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Who is paid at the file's closing, and whether each wire is verified by a second person. */
export function PayeesPage() {
  const { orderGuid = '' } = useParams();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  const state = useAppSelector(selectPayees);
  const user = useAppSelector(selectUserInfo);
  // The payee being changed, and its version when the form opened: a colleague's change since is refused.
  const [editing, setEditing] = useState<{ id: string; version: number } | null>(null);

  useEffect(() => {
    dispatch(payeesRequested({ orderGuid }));
  }, [dispatch, orderGuid]);

  if (!open) return null;
  const waiting = state.payees.filter((payee) => payee.status === 'not-verified');
  return (
    <section className="page payees-page" aria-labelledby="payees-title">
      <PageHead title="Payees" titleId="payees-title" eyebrow={`File ${open.detail.fileNumber}`} lead={<p className="page__lead">Who receives money at closing. Wires are paid only once a second person has verified them.</p>} />
      {state.status === 'loading' && <PageLoading what="Loading the payees…" />}
      <Alert message={state.error} />
      {state.status === 'loaded' && (
        <p className="payees-summary" role="status">
          {state.payees.length === 0 ? 'No payees yet.' : waiting.length > 0 ? `${waiting.length} ${waiting.length === 1 ? 'wire is' : 'wires are'} not verified: disbursement waits for ${waiting.length === 1 ? 'it' : 'them'}.` : 'Every wire is verified.'}
        </p>
      )}
      <ul className="payees">
        {state.payees.map((payee) =>
          editing?.id === payee.id ? (
            <li key={payee.id}>
              <PayeeForm
                key={`${payee.id}:${state.saved}`}
                payee={payee}
                saving={state.saving}
                problem={state.problems[payee.id] ?? null}
                onCancel={() => setEditing(null)}
                onSave={(input) => dispatch(payeeSaveRequested({ orderGuid, payeeId: payee.id, payee: input, version: editing.version }))}
              />
            </li>
          ) : (
            <PayeeCard
              key={payee.id}
              payee={payee}
              me={user?.email ?? ''}
              admin={isAgencyAdmin(user)}
              revealed={state.revealed[payee.id] ?? null}
              problem={state.problems[payee.id] ?? null}
              verifyProblem={state.problems[`verify-${payee.id}`] ?? null}
              saving={state.saving}
              onEdit={() => setEditing({ id: payee.id, version: payee.version })}
              onRemove={() => dispatch(payeeRemoveRequested({ orderGuid, payeeId: payee.id }))}
              onVerify={(verification, version) => dispatch(payeeVerifyRequested({ orderGuid, payeeId: payee.id, verification, version }))}
              onReveal={() => dispatch(payeeRevealRequested({ orderGuid, payeeId: payee.id }))}
              onHide={() => dispatch(accountHidden(payee.id))}
            />
          ),
        )}
      </ul>
      <h2 className="payees__heading">Add a payee</h2>
      <PayeeForm key={`new:${state.added}`} payee={null} saving={state.saving} problem={state.problems.new ?? null} onSave={(input) => dispatch(payeeSaveRequested({ orderGuid, payeeId: null, payee: input, version: 0 }))} />
    </section>
  );
}

interface PayeeCardProps {
  payee: Payee;
  me: string;
  admin: boolean;
  revealed: string | null;
  problem: string | null;
  verifyProblem: string | null;
  saving: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onVerify: (verification: VerificationInput, version: number) => void;
  onReveal: () => void;
  onHide: () => void;
}

function PayeeCard({ payee, admin, revealed, problem, verifyProblem, saving, onEdit, onRemove, onVerify, onReveal, onHide }: PayeeCardProps) {
  const headingId = useId();
  // The version the Verify form opened on: the instructions the verifier is vouching for.
  const [verifying, setVerifying] = useState<number | null>(null);
  const wire = payee.wire;
  // The form closes once the payee is verified; a refusal leaves it open with what was typed.
  if (verifying !== null && payee.status === 'verified') setVerifying(null);
  return (
    <li className={`card payee payee--${payee.status}`} aria-labelledby={headingId}>
      <div className="payee__head">
        <h2 id={headingId} className="payee__name">
          {payee.name}
        </h2>
        <span className="payee__amount">{money.format(payee.amount)}</span>
      </div>
      <p className="payee__meta">
        {payee.role} · {payee.method === 'wire' ? 'Wire' : 'Check'}
      </p>
      {wire && (
        <dl className="payee__wire">
          <div>
            <dt>Bank</dt>
            <dd>{wire.bankName}</dd>
          </div>
          <div>
            <dt>Routing</dt>
            <dd>
              {wire.routingNumber}
              {wire.bankOnRecord && <span className="payee__known"> ({wire.bankOnRecord})</span>}
            </dd>
          </div>
          <div>
            <dt>Account</dt>
            <dd>{revealed ?? wire.account}</dd>
          </div>
          <div>
            <dt>Beneficiary</dt>
            <dd>{wire.beneficiaryName}</dd>
          </div>
          {wire.reference && (
            <div>
              <dt>Reference</dt>
              <dd>{wire.reference}</dd>
            </div>
          )}
        </dl>
      )}
      {payee.method === 'wire' && (
        <p className={`payee__status payee__status--${payee.status}`}>
          {payee.verification
            ? `Verified by ${payee.verification.by.name} (${METHOD_NAMES[payee.verification.method as keyof typeof METHOD_NAMES] ?? payee.verification.method}${payee.verification.numberCalled ? ` to ${payee.verification.numberCalled}` : ''}), ${when(payee.verification.at)}`
            : `Not verified. Entered or last changed by ${payee.changedBy.name}, ${when(payee.changedAt)}.`}
        </p>
      )}
      {(problem || verifyProblem) && (
        <p className="field__error" role="alert">
          {problem ?? verifyProblem}
        </p>
      )}
      <div className="payee__actions">
        {payee.status === 'not-verified' && verifying === null && (
          <button type="button" className="button button--primary button--small" onClick={() => setVerifying(payee.version)}>
            Verify
          </button>
        )}
        <button type="button" className="button button--outline button--small" onClick={onEdit}>
          Change
        </button>
        {admin && wire && (
          <button type="button" className="button button--outline button--small" onClick={revealed ? onHide : onReveal}>
            {revealed ? 'Hide' : 'Reveal account'}
          </button>
        )}
        <button type="button" className="button button--outline button--small" disabled={saving} onClick={onRemove}>
          Remove
        </button>
      </div>
      {verifying !== null && <VerifyForm saving={saving} onVerify={(verification) => onVerify(verification, verifying)} onCancel={() => setVerifying(null)} />}
    </li>
  );
}

function VerifyForm({ saving, onVerify, onCancel }: { saving: boolean; onVerify: (verification: VerificationInput) => void; onCancel: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<{ method: VerificationInput['method']; numberCalled: string; note: string }>({ method: 'call-back', numberCalled: '', note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="verify-form"
      aria-label="Verify the wire instructions"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.method === 'call-back' && draft.numberCalled.trim() === '') {
          setProblem('Enter the number you called (from an independent source).');
          return;
        }
        onVerify(draft);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-method`}>
          How
        </label>
        <select id={`${id}-method`} className="field__input" value={draft.method} onChange={(event) => setDraft({ ...draft, method: event.target.value as VerificationInput['method'] })}>
          {VERIFICATION_METHODS.map((method) => (
            <option key={method} value={method}>
              {METHOD_NAMES[method]}
            </option>
          ))}
        </select>
      </div>
      {draft.method === 'call-back' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-number`}>
            Number called (from an independent source)
          </label>
          <input id={`${id}-number`} className="field__input" inputMode="tel" maxLength={30} value={draft.numberCalled} onChange={(event) => setDraft({ ...draft, numberCalled: event.target.value })} />
          {problem && <p className="field__error">{problem}</p>}
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          Note
        </label>
        <input id={`${id}-note`} className="field__input" maxLength={1000} value={draft.note} onChange={(event) => setDraft({ ...draft, note: event.target.value })} />
      </div>
      <div className="payee-form__actions">
        <button type="submit" className="button button--primary button--small" disabled={saving}>
          Record verification
        </button>
        <button type="button" className="button button--outline button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
