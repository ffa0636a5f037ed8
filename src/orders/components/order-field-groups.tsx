import { normalizeZip, ZIP_INPUT_LENGTH } from '../../lib/validation.ts';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormSection as Section } from '../../ui/form-section.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { CurrencyField } from '../../ui/decimal-fields.tsx';
import { optionsOf, SelectField } from '../../ui/select-field.tsx';
import { StateSelectField } from '../../ui/state-select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { DISCLOSURE_TYPES, TRANSACTION_TYPES, type OrderDetail } from '../order-schemas.ts';
import type { FieldSave } from '../orders-slice.ts';
import type { ConflictActions } from './field-save-state.tsx';
import { Parties } from './parties.tsx';

/** How a form frames each field: plainly (new order) or with its own save state (order entry). */
export type FieldFrame = (field: keyof OrderDetail, control: ReactNode, wide?: boolean) => ReactNode;

function CashOrFinance() {
  const [field, , helpers] = useField<string>('cashClosing');
  return (
    <fieldset className="radio-group">
      <legend className="field__label">Cash or Finance</legend>
      <div className="radio-group__options">
        {['Cash', 'Finance'].map((choice) => (
          <label key={choice} className="radio">
            <input type="radio" name="cashClosing" value={choice} checked={field.value === choice} onChange={() => void helpers.setValue(choice)} />
            <span>{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface OrderFieldGroupsProps {
  values: OrderDetail;
  frame: FieldFrame;
  /** Shown first in the Property section (the new order's "Paste a full address"). */
  propertyLead?: ReactNode;
  /** Order entry: each party list's save state and the conflict choices. */
  partySaves?: Partial<Record<keyof OrderDetail, FieldSave>>;
  actions?: ConflictActions;
}

/** The fields of baseOrderDetail (docs/behaviour.md#orders-and-the-file-list) in their sections, shared by the new order and order entry. */
export function OrderFieldGroups({ values, frame, propertyLead, partySaves, actions = {} }: OrderFieldGroupsProps) {
  const financed = values.cashClosing === 'Finance';
  return (
    <>
      <Section title="File">
        {frame('fileNumber', <TextField name="fileNumber" label="File Number" placeholder="e.g. DTE-2026-00123" />)}
        {frame('transactionType', <SelectField name="transactionType" label="Transaction Type" options={optionsOf(TRANSACTION_TYPES)} placeholder="Select a type" />)}
        {frame('disclosureType', <SelectField name="disclosureType" label="Disclosure Type" options={optionsOf(DISCLOSURE_TYPES)} placeholder="Select a disclosure" />)}
        {frame('cashClosing', <CashOrFinance />)}
      </Section>

      <Section title="Property">
        {propertyLead}
        {frame('address', <TextField name="address" label="Address" autoComplete="off" />, true)}
        {frame('city', <TextField name="city" label="City" />)}
        {frame('state', <StateSelectField name="state" label="State" />)}
        {frame('zip', <TextField name="zip" label="Zip" placeholder="xxxxx" inputMode="numeric" maxLength={ZIP_INPUT_LENGTH} normalize={normalizeZip} />)}
        {frame('county', <TextField name="county" label="County" />)}
        {frame('municipality', <TextField name="municipality" label="Municipality" />)}
        {frame('subdivision', <TextField name="subdivision" label="Subdivision" />)}
        {frame('lot', <TextField name="lot" label="Lot" />)}
        {frame('parcelId', <TextField name="parcelId" label="Parcel ID" />)}
        {frame('brieflegal', <TextField name="brieflegal" label="Brief Legal" />, true)}
      </Section>

      <Section title="Amounts and dates">
        {frame('salesPrice', <CurrencyField name="salesPrice" label="Sales Price" />)}
        {financed && frame('loanAmount', <CurrencyField name="loanAmount" label="Loan Amount" />)}
        {frame('closingDate', <DateField name="closingDate" label="Closing Date" />)}
        {frame('disbursementDate', <DateField name="disbursementDate" label="Disbursement Date" />)}
      </Section>

      {financed && (
        <Section title="Lender">
          {frame('lenderName', <TextField name="lenderName" label="Lender Name" />)}
          {frame('financeInstitute', <TextField name="financeInstitute" label="Finance Institute" />)}
          {frame('loanNumber', <TextField name="loanNumber" label="Loan Number" />)}
        </Section>
      )}

      <section className="card form-section" aria-label="Parties">
        <Parties name="buyer" title="Buyers" saves={partySaves} actions={actions} />
        <Parties name="seller" title="Sellers" saves={partySaves} actions={actions} />
      </section>

      <Section title="Contacts">
        {frame('dealAgentName', <TextField name="dealAgentName" label="Deal Agent Name" />)}
        {frame('mobNumOfDealAgent', <TextField name="mobNumOfDealAgent" label="Deal Agent Mobile" inputMode="tel" />)}
        {frame('agencyOwnerName', <TextField name="agencyOwnerName" label="Agency Owner Name" />)}
        {frame('agencyContactNumber', <TextField name="agencyContactNumber" label="Agency Contact Number" inputMode="tel" />)}
      </Section>
    </>
  );
}
