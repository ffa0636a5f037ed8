import { useId, useState } from 'react';
import { bankOfRouting, isRoutingNumber } from '../routing-directory.ts';
import { PAYEE_ROLES, payeeMessages, payeeSchema, type PayeeInput } from '../payee-schemas.ts';
import type { Payee } from '../payees-api.ts';

interface PayeeFormProps {
  /** The payee to change, or none for a new one. */
  payee: Payee | null;
  saving: boolean;
  problem: string | null;
  onSave: (payee: PayeeInput) => void;
  onCancel?: () => void;
}

type Draft = Record<'name' | 'role' | 'amount' | 'method' | 'bankName' | 'routingNumber' | 'accountNumber' | 'accountNumberConfirm' | 'beneficiaryName' | 'reference' | 'contactPhone', string>;

const draftOf = (payee: Payee | null): Draft => ({
  name: payee?.name ?? '',
  role: payee?.role ?? PAYEE_ROLES[0],
  amount: payee ? payee.amount.toFixed(2) : '',
  method: payee?.method ?? 'wire',
  bankName: payee?.wire?.bankName ?? '',
  routingNumber: payee?.wire?.routingNumber ?? '',
  accountNumber: '',
  accountNumberConfirm: '',
  beneficiaryName: payee?.wire?.beneficiaryName ?? '',
  reference: payee?.wire?.reference ?? '',
  contactPhone: payee?.wire?.contactPhone ?? '',
});

/**
 * A payee and, for a wire, its instructions: the routing number checked as it is typed (and its
 * bank named where the directory knows it), the account number typed twice. Changing a payee
 * never shows the number on file: it is kept unless a new one is typed. What was typed stays
 * until the server takes it.
 */
export function PayeeForm({ payee, saving, problem, onSave, onCancel }: PayeeFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(payee));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Editing a field clears what was said about it: the message was about the old value.
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft({ ...draft, [field]: event.target.value });
    if (errors[field]) setErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)));
  };
  const routingKnown = isRoutingNumber(draft.routingNumber) ? bankOfRouting(draft.routingNumber) : null;

  const submit = () => {
    const wire = draft.method === 'wire';
    const input = {
      name: draft.name,
      role: draft.role,
      amount: Number(draft.amount.replace(/[$,\s]/g, '')),
      method: draft.method,
      wire: wire
        ? {
            bankName: draft.bankName,
            routingNumber: draft.routingNumber.trim(),
            ...(draft.accountNumber || !payee?.wire ? { accountNumber: draft.accountNumber.replace(/\s/g, ''), accountNumberConfirm: draft.accountNumberConfirm.replace(/\s/g, '') } : {}),
            beneficiaryName: draft.beneficiaryName,
            reference: draft.reference,
            contactPhone: draft.contactPhone,
          }
        : null,
    };
    try {
      payeeSchema.validateSync(input, { abortEarly: false });
      if (wire && !payee?.wire && !input.wire?.accountNumber) throw Object.assign(new Error(), { inner: [{ path: 'wire.accountNumber', message: payeeMessages.account }] });
      setErrors({});
      onSave(input as PayeeInput);
    } catch (error) {
      const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
      setErrors(Object.fromEntries(inner.map((failure) => [String(failure.path).replace(/^wire\./, ''), failure.message])));
    }
  };

  const field = (name: keyof Draft, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__input"
        value={draft[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] || hint ? `${id}-${name}-note` : undefined}
        {...props}
      />
      {(errors[name] || hint) && (
        <p id={`${id}-${name}-note`} className={errors[name] ? 'field__error' : 'field__description'}>
          {errors[name] ?? hint}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="card payee-form"
      aria-label={payee ? `Change ${payee.name}` : 'Add a payee'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="payee-form__grid">
        {field('name', 'Payee', { maxLength: 120, autoComplete: 'off' })}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>
            For
          </label>
          <select id={`${id}-role`} className="field__input" value={draft.role} onChange={set('role')}>
            {PAYEE_ROLES.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </select>
        </div>
        {field('amount', 'Amount ($)', { inputMode: 'decimal', autoComplete: 'off' })}
        <fieldset className="payee-form__method">
          <legend className="field__label">Paid by</legend>
          {(['wire', 'check'] as const).map((method) => (
            <label key={method}>
              <input type="radio" name={`${id}-method`} value={method} checked={draft.method === method} onChange={set('method')} /> {method === 'wire' ? 'Wire' : 'Check'}
            </label>
          ))}
        </fieldset>
      </div>
      {draft.method === 'wire' && (
        <fieldset className="payee-form__wire">
          <legend className="field__label">Wire instructions</legend>
          <div className="payee-form__grid">
            {field('bankName', 'Bank', { maxLength: 120, autoComplete: 'off' })}
            {field('routingNumber', 'Routing number', { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' }, routingKnown ? `The directory knows it: ${routingKnown}.` : '9 digits (ABA).')}
            {field('accountNumber', payee?.wire ? `New account number (on file: ${payee.wire.account})` : 'Account number', { inputMode: 'numeric', maxLength: 17, autoComplete: 'off', spellCheck: false }, payee?.wire ? 'Leave empty to keep the one on file.' : undefined)}
            {field('accountNumberConfirm', 'Account number again', { inputMode: 'numeric', maxLength: 17, autoComplete: 'off', spellCheck: false, onPaste: (event: { preventDefault: () => void }) => event.preventDefault() }, 'Typed again, not pasted.')}
            {field('beneficiaryName', 'Beneficiary', { maxLength: 120, autoComplete: 'off' })}
            {field('reference', 'Reference or further credit', { maxLength: 140, autoComplete: 'off' })}
            {field('contactPhone', 'Phone given with the instructions', { maxLength: 30, autoComplete: 'off', inputMode: 'tel' }, 'A call-back must use another number, from an independent source.')}
          </div>
        </fieldset>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="payee-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {payee ? 'Save changes' : 'Add payee'}
        </button>
        {onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
