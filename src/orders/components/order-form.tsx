import { Form, Formik, useField, type FormikProps } from 'formik';
import { useId, type ReactNode } from 'react';
import { US_STATES } from '../../lib/format/address';
import { DateField } from '../../ui/date-field';
import { CurrencyField } from '../../ui/decimal-fields';
import type { Option } from '../../ui/multi-select';
import { optionsOf, SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ServerFieldErrors } from '../../ui/server-field-errors';
import { FormikUnsavedGuard } from '../../ui/unsaved-changes-guard';
import { FormikDraft } from '../../drafts';
import { orderFieldLabel } from '../order-field-labels';
import { DISCLOSURE_TYPES, orderDetailSchema, TRANSACTION_TYPES, type OrderDetail } from '../order-schemas';
import type { FieldSave } from '../orders-slice';
import { AutoSave, UnsavedFields } from './auto-save';
import { Saved, type ConflictActions } from './field-save-state';
import { AddressPaste } from './address-paste';
import { Parties } from './parties';

const STATE_OPTIONS: Option[] = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

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
            <ServerFieldErrors errors={serverErrors} />
            {!edit && <FormikUnsavedGuard what="the new order" saved={false} paused={creating || created} />}
            {edit && <UnsavedFields saved={saved ?? initialValues} saves={fieldSaves ?? {}} />}
            <FormikDraft
              draftKey={draftKey}
              baseline={(edit ? (saved ?? initialValues) : initialValues) as unknown as Record<string, unknown>}
              labelOf={orderFieldLabel}
              paused={creating}
              done={created}
              offerFirst={edit}
              next={edit ? 'Put them back to save them, or discard them.' : 'Create the order to keep them.'}
              onRestored={(restore) => {
                for (const field of restore.changedSince) onChangedSince?.(field as keyof OrderDetail, restore.values[field]);
              }}
            />
            <Section title="File">
              {wrap('fileNumber', <TextField name="fileNumber" label="File Number" placeholder="e.g. DTE-2026-00123" />)}
              {wrap('transactionType', <SelectField name="transactionType" label="Transaction Type" options={optionsOf(TRANSACTION_TYPES)} placeholder="Select a type" />)}
              {wrap('disclosureType', <SelectField name="disclosureType" label="Disclosure Type" options={optionsOf(DISCLOSURE_TYPES)} placeholder="Select a disclosure" />)}
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

