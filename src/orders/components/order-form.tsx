import { FieldArray, Form, Formik, useField, useFormikContext, type FormikErrors, type FormikProps, type FormikTouched } from 'formik';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { parseAddress, US_STATES } from '../../lib/format/address';
import { DateField } from '../../ui/date-field';
import { CurrencyField } from '../../ui/decimal-fields';
import { Icon } from '../../ui/icon';
import type { Option } from '../../ui/multi-select';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FormikUnsavedGuard, UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import { FormikDraft } from '../../drafts';
import { orderFieldLabel } from '../order-field-labels';
import { DISCLOSURE_TYPES, ORDER_FIELDS, orderDetailSchema, PARTY_TYPES, TRANSACTION_TYPES, type OrderDetail, type Party } from '../order-schemas';
import type { FieldSave } from '../orders-slice';

const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
const STATE_OPTIONS: Option[] = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

export const emptyParty = (): Party => ({ FirstName: '', MiddleName: '', LastName: '', Type: 'Individual' });

/** Every field present (Formik marks only known fields touched on submit, so all must be here). */
export function emptyOrderDetail(): OrderDetail {
  const defaults = orderDetailSchema.cast({ cashClosing: 'Finance', buyer: [emptyParty()], seller: [emptyParty()] }, { assert: false }) as OrderDetail;
  return { ...defaults, fileNumber: '', transactionType: '', address: '', city: '', state: '', zip: '' };
}

interface OrderFormProps {
  initialValues: OrderDetail;
  mode: 'create' | 'edit';
  /** Create mode: the form's submit. */
  onCreate?: (detail: OrderDetail) => void;
  creating?: boolean;
  /** Create mode: the order exists now, so the typed values are no longer a draft. */
  created?: boolean;
  /** Where unsaved values are kept until saved (see drafts/), e.g. `order:<orderGuid>`. */
  draftKey: string;
  /** Edit mode: a restored draft's field that a colleague changed since, for the agent to decide. */
  onChangedSince?: (field: keyof OrderDetail, mine: unknown) => void;
  /** Edit mode: one field to save (it has changed and passes its rules). */
  onSaveField?: (field: keyof OrderDetail, value: unknown) => void;
  /** Edit mode: a field is back to its saved value (an earlier failure no longer applies). */
  onRevertField?: (field: keyof OrderDetail) => void;
  /** Edit mode: a colleague changed the field meanwhile and the agent keeps their value. */
  onKeepTheirs?: (field: keyof OrderDetail) => void;
  /** Edit mode: the agent saves their own value over the colleague's. */
  onKeepMine?: (field: keyof OrderDetail, value: unknown) => void;
  /** Edit mode: the order as last saved; a field that differs from it is saved. */
  saved?: OrderDetail;
  fieldSaves?: Partial<Record<keyof OrderDetail, FieldSave>>;
  serverErrors?: Record<string, string>;
  formRef?: React.Ref<FormikProps<OrderDetail>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves each edited field on its own: 700 ms after the last change, or at once when the form
 * loses focus. A value that breaks its rule is shown as an error and not sent; a failed save
 * keeps what was typed.
 */
interface AutoSaveProps {
  saved: OrderDetail;
  saves: Partial<Record<keyof OrderDetail, FieldSave>>;
  onSaveField: (field: keyof OrderDetail, value: unknown) => void;
  onRevertField?: (field: keyof OrderDetail) => void;
}

function AutoSave({ saved, saves, onSaveField, onRevertField }: AutoSaveProps) {
  const { values, setFieldTouched } = useFormikContext<OrderDetail>();
  const timers = useRef(new Map<keyof OrderDetail, { timer: number; run: () => void }>());
  const latest = useRef({ values, saved, saves, onSaveField, setFieldTouched });
  useEffect(() => {
    latest.current = { values, saved, saves, onSaveField, setFieldTouched };
  });

  useEffect(() => {
    const pending = timers.current;
    for (const field of ORDER_FIELDS) {
      const existing = pending.get(field);
      // A field in conflict waits for the agent's choice; saving it would repeat the conflict.
      if (same(values[field], saved[field]) || latest.current.saves[field]?.state === 'conflict') {
        if (existing) window.clearTimeout(existing.timer);
        pending.delete(field);
        continue;
      }
      if (existing) window.clearTimeout(existing.timer);
      const run = () => {
        pending.delete(field);
        const current = latest.current;
        if (same(current.values[field], current.saved[field]) || current.saves[field]?.state === 'conflict') return;
        orderDetailSchema
          .validateAt(field, current.values)
          .then(() => current.onSaveField(field, current.values[field]))
          .catch(() => void current.setFieldTouched(field, true, true));
      };
      pending.set(field, { timer: window.setTimeout(run, 700), run });
    }
  }, [values, saved]);

  // A field typed back to its saved value has nothing left unsaved, whenever its failure arrived.
  useEffect(() => {
    for (const field of ORDER_FIELDS) {
      if (saves[field]?.state === 'failed' && same(values[field], saved[field])) onRevertField?.(field);
    }
  }, [values, saved, saves, onRevertField]);

  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      for (const { timer, run } of [...pending.values()]) {
        window.clearTimeout(timer);
        run();
      }
    };
    // Leaving the page must not drop a change that is still waiting.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return null;
}

/**
 * Order entry saves as the agent types, so leaving is safe unless a change could not be saved: a
 * failed save, a value that breaks its rule, or a colleague's change waiting for the agent's
 * choice. Those ask before the agent leaves (changes still waiting are sent on the way out).
 */
function UnsavedFields({ saved, saves }: { saved: OrderDetail; saves: Partial<Record<keyof OrderDetail, FieldSave>> }) {
  const { values, errors } = useFormikContext<OrderDetail>();
  const stuck = ORDER_FIELDS.filter(
    (field) => !same(values[field], saved[field]) && (errors[field] !== undefined || saves[field]?.state === 'failed' || saves[field]?.state === 'conflict'),
  );
  return <UnsavedChangesGuard when={stuck.length > 0} what={stuck.map(orderFieldLabel).join(', ')} />;
}

/** A stored value as the agent reads it, for the conflict notice. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) {
    const names = value.map((party: Partial<Party>) => [party.FirstName, party.MiddleName, party.LastName].filter(Boolean).join(' ')).filter(Boolean);
    return names.length > 0 ? names.join(', ') : '(none)';
  }
  if (typeof value === 'number') return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T/.exec(value) : null;
  if (day) return `${day[2]}-${day[3]}-${day[1]}`;
  return String(value);
}

/** A colleague saved another value since the agent read this field: both are shown, the agent chooses. */
function FieldConflict({ field, save, actions }: { field: keyof OrderDetail; save: Extract<FieldSave, { state: 'conflict' }>; actions: ConflictActions }) {
  const { values, setFieldValue } = useFormikContext<OrderDetail>();
  return (
    <div className="field-conflict" role="alert">
      <p className="field-conflict__text">
        Someone else changed this while you were editing. Theirs: <strong>{describeValue(save.theirs)}</strong>. Yours:{' '}
        <strong>{describeValue(values[field])}</strong>.
      </p>
      <div className="field-conflict__choices">
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => {
            void setFieldValue(field, save.theirs);
            actions.onKeepTheirs?.(field);
          }}
        >
          Keep theirs
        </button>
        <button type="button" className="button button--outline button--small" onClick={() => actions.onKeepMine?.(field, values[field])}>
          Save mine instead
        </button>
      </div>
    </div>
  );
}

type ConflictActions = Pick<OrderFormProps, 'onKeepTheirs' | 'onKeepMine'>;

function SaveState({ save, field, actions }: { save: FieldSave | undefined; field: keyof OrderDetail; actions?: ConflictActions }) {
  if (!save) return null;
  if (save.state === 'conflict') return actions ? <FieldConflict field={field} save={save} actions={actions} /> : null;
  if (save.state === 'saving') return <span className="save-state save-state--saving">Saving…</span>;
  if (save.state === 'saved') return <span className="save-state save-state--saved">Saved</span>;
  return <FailedSave field={field} message={save.message} onRetry={actions?.onKeepMine} />;
}

/** A save that failed keeps the typed value and offers to send it again (after a network drop). */
function FailedSave({ field, message, onRetry }: { field: keyof OrderDetail; message: string; onRetry?: (field: keyof OrderDetail, value: unknown) => void }) {
  const { values } = useFormikContext<OrderDetail>();
  return (
    <>
      <span className="save-state save-state--failed" role="alert">
        Not saved: {message}
      </span>
      {onRetry && (
        <button type="button" className="link-button save-state__retry" onClick={() => onRetry(field, values[field])}>
          Try again
        </button>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      <div className="form-grid form-grid--3">{children}</div>
    </section>
  );
}

/** A field with its save state beside it (edit mode). */
function Saved({
  field,
  saves,
  actions,
  children,
  wide,
}: {
  field: keyof OrderDetail;
  saves?: OrderFormProps['fieldSaves'];
  actions: ConflictActions;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`saved-field${wide ? ' form-grid__wide' : ''}`}>
      {children}
      <SaveState save={saves?.[field]} field={field} actions={actions} />
    </div>
  );
}

function CashOrFinance() {
  const [field, , helpers] = useField<string>('cashClosing');
  return (
    <fieldset className="radio-group">
      <legend className="field__label">Cash or Finance</legend>
      <div className="radio-group__options">
        {['Cash', 'Finance'].map((choice) => (
          <label key={choice} className="radio">
            <input type="radio" name="cashClosing" checked={field.value === choice} onChange={() => void helpers.setValue(choice)} />
            <span>{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A pasted one-line address is split into street, city, state and zip by the address parser. */
function AddressPaste() {
  const { setFieldValue } = useFormikContext<OrderDetail>();
  const [line, setLine] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const id = useId();
  // A paste stands for the whole address: every field it covers is filled, or emptied when the
  // line has no such part, so nothing of an earlier paste (a state, a zip) stays behind.
  const apply = () => {
    const parsed = parseAddress(line);
    const code = Object.entries(US_STATES).find(([abbreviation, name]) => abbreviation === parsed.state.toUpperCase() || name.toLowerCase() === parsed.state.toLowerCase())?.[0];
    const parts: { field: keyof OrderDetail; label: string; value: string }[] = [
      { field: 'address', label: 'street', value: parsed.street_address1 },
      { field: 'city', label: 'city', value: parsed.city },
      { field: 'state', label: 'state', value: code ?? '' },
      { field: 'zip', label: 'zip', value: /^\d{5}/.test(parsed.postal_code) ? parsed.postal_code.slice(0, 5) : '' },
    ];
    const filled = parts.filter((part) => part.value !== '');
    if (filled.length === 0) {
      setResult('No address parts were recognised; please fill the fields in.');
      return;
    }
    for (const part of parts) void setFieldValue(part.field, part.value);
    const cleared = parts.filter((part) => part.value === '').map((part) => part.label);
    setResult(`Filled in ${filled.map((part) => part.label).join(', ')}.${cleared.length > 0 ? ` Not in the line, so emptied: ${cleared.join(', ')}.` : ''}`);
  };
  return (
    <div className="field form-grid__wide address-paste">
      <label className="field__label" htmlFor={id}>
        Paste a full address
      </label>
      <div className="address-paste__row">
        <input
          id={id}
          className="field__input"
          placeholder="1200 Lakeshore Dr, Austin, TX 78701"
          value={line}
          onChange={(event) => setLine(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="button button--outline" onClick={apply} disabled={line.trim() === ''}>
          Split into fields
        </button>
      </div>
      <p className="field__description" aria-live="polite">
        {result ?? 'Street, city, state and zip are filled in from the line.'}
      </p>
    </div>
  );
}

function Parties({ name, title, saves, actions }: { name: 'buyer' | 'seller'; title: string; saves?: OrderFormProps['fieldSaves']; actions?: ConflictActions }) {
  const { values } = useFormikContext<OrderDetail>();
  const parties = values[name] ?? [];
  const singular = name === 'buyer' ? 'buyer' : 'seller';
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <div className="parties form-grid__wide">
          <div className="parties__head">
            <h3 className="parties__title">{title}</h3>
            <SaveState save={saves?.[name]} field={name} actions={actions} />
          </div>
          {parties.length === 0 && <p className="panel__muted">No {singular}s yet.</p>}
          {parties.map((_party, index) => (
            <div key={index} className="parties__row" role="group" aria-label={`${title} ${index + 1}`}>
              <TextField name={`${name}.${index}.FirstName`} label="First Name" />
              <TextField name={`${name}.${index}.MiddleName`} label="Middle Name" />
              <TextField name={`${name}.${index}.LastName`} label="Last Name" />
              <SelectField name={`${name}.${index}.Type`} label="Type" options={options(PARTY_TYPES)} placeholder="Select a type" />
              <button type="button" className="icon-button parties__remove" aria-label={`Remove ${singular} ${index + 1}`} onClick={() => remove(index)}>
                <Icon name="close" />
              </button>
            </div>
          ))}
          <button type="button" className="button button--outline parties__add" onClick={() => push(emptyParty())}>
            <Icon name="plus" size={18} /> Add {singular}
          </button>
        </div>
      )}
    </FieldArray>
  );
}

/** Puts server field errors on the fields they name and marks them touched. */
function ServerErrors({ errors }: { errors?: Record<string, string> }) {
  const { setErrors, setTouched } = useFormikContext<OrderDetail>();
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    void setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])) as FormikTouched<OrderDetail>, false);
    setErrors(errors as FormikErrors<OrderDetail>);
  }, [errors, setErrors, setTouched]);
  return null;
}

/** The order-entry form of spec section 3's baseOrderDetail, for a new order or an existing one. */
export function OrderForm({
  initialValues,
  mode,
  onCreate,
  creating,
  created = false,
  draftKey,
  onChangedSince,
  onSaveField,
  onRevertField,
  onKeepTheirs,
  onKeepMine,
  saved,
  fieldSaves,
  serverErrors,
  formRef,
}: OrderFormProps) {
  const edit = mode === 'edit';
  const actions: ConflictActions = { onKeepTheirs, onKeepMine };
  return (
    <Formik<OrderDetail>
      innerRef={formRef}
      initialValues={initialValues}
      validationSchema={orderDetailSchema}
      enableReinitialize={false}
      onSubmit={(values) => onCreate?.(orderDetailSchema.cast(values) as OrderDetail)}
    >
      {({ values }) => {
        const financed = values.cashClosing === 'Finance';
        const wrap = (field: keyof OrderDetail, node: ReactNode, wide = false) =>
          edit ? (
            <Saved field={field} saves={fieldSaves} actions={actions} wide={wide}>
              {node}
            </Saved>
          ) : wide ? (
            <div className="form-grid__wide">{node}</div>
          ) : (
            node
          );
        return (
          <Form noValidate className="order-form">
            {edit && onSaveField && <AutoSave saved={saved ?? initialValues} saves={fieldSaves ?? {}} onSaveField={onSaveField} onRevertField={onRevertField} />}
            <ServerErrors errors={serverErrors} />
            {!edit && <FormikUnsavedGuard what="the new order" saved={false} paused={creating || created} />}
            {edit && <UnsavedFields saved={saved ?? initialValues} saves={fieldSaves ?? {}} />}
            <FormikDraft
              draftKey={draftKey}
              baseline={(edit ? (saved ?? initialValues) : initialValues) as unknown as Record<string, unknown>}
              labelOf={orderFieldLabel}
              paused={creating}
              done={created}
              discardable={!edit}
              next={edit ? 'Each is saved as you left it.' : 'Create the order to keep them.'}
              onRestored={(restore) => {
                for (const field of restore.changedSince) onChangedSince?.(field as keyof OrderDetail, restore.values[field]);
              }}
            />
            <Section title="File">
              {wrap('fileNumber', <TextField name="fileNumber" label="File Number" placeholder="e.g. DTE-2026-00123" />)}
              {wrap('transactionType', <SelectField name="transactionType" label="Transaction Type" options={options(TRANSACTION_TYPES)} placeholder="Select a type" />)}
              {wrap('disclosureType', <SelectField name="disclosureType" label="Disclosure Type" options={options(DISCLOSURE_TYPES)} placeholder="Select a disclosure" />)}
              {wrap('cashClosing', <CashOrFinance />)}
            </Section>

            <Section title="Property">
              {!edit && <AddressPaste />}
              {wrap('address', <TextField name="address" label="Address" autoComplete="off" />, true)}
              {wrap('city', <TextField name="city" label="City" />)}
              {wrap('state', <SelectField name="state" label="State" options={STATE_OPTIONS} placeholder="Select State" />)}
              {wrap('zip', <TextField name="zip" label="Zip" placeholder="xxxxx" inputMode="numeric" maxLength={9} />)}
              {wrap('county', <TextField name="county" label="County" />)}
              {wrap('municipality', <TextField name="municipality" label="Municipality" />)}
              {wrap('subdivision', <TextField name="subdivision" label="Subdivision" />)}
              {wrap('lot', <TextField name="lot" label="Lot" />)}
              {wrap('parcelId', <TextField name="parcelId" label="Parcel ID" />)}
              {wrap('brieflegal', <TextField name="brieflegal" label="Brief Legal" />, true)}
            </Section>

            <Section title="Amounts and dates">
              {wrap('salesPrice', <CurrencyField name="salesPrice" label="Sales Price" />)}
              {financed && wrap('loanAmount', <CurrencyField name="loanAmount" label="Loan Amount" />)}
              {wrap('closingDate', <DateField name="closingDate" label="Closing Date" />)}
              {wrap('disbursementDate', <DateField name="disbursementDate" label="Disbursement Date" />)}
            </Section>

            {financed && (
              <Section title="Lender">
                {wrap('lenderName', <TextField name="lenderName" label="Lender Name" />)}
                {wrap('financeInstitute', <TextField name="financeInstitute" label="Finance Institute" />)}
                {wrap('loanNumber', <TextField name="loanNumber" label="Loan Number" />)}
              </Section>
            )}

            <section className="card form-section" aria-label="Parties">
              <Parties name="buyer" title="Buyers" saves={edit ? fieldSaves : undefined} actions={actions} />
              <Parties name="seller" title="Sellers" saves={edit ? fieldSaves : undefined} actions={actions} />
            </section>

            <Section title="Contacts">
              {wrap('dealAgentName', <TextField name="dealAgentName" label="Deal Agent Name" />)}
              {wrap('mobNumOfDealAgent', <TextField name="mobNumOfDealAgent" label="Deal Agent Mobile" inputMode="tel" />)}
              {wrap('agencyOwnerName', <TextField name="agencyOwnerName" label="Agency Owner Name" />)}
              {wrap('agencyContactNumber', <TextField name="agencyContactNumber" label="Agency Contact Number" inputMode="tel" />)}
            </Section>

            {!edit && (
              <div className="order-form__actions">
                <button type="submit" className="button button--primary" disabled={creating} aria-busy={creating}>
                  {creating && <span className="spinner" aria-hidden="true" />}
                  Create order
                </button>
              </div>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
