import { normalizeZip, ZIP_INPUT_LENGTH } from '../../lib/validation.ts';
import { Formik, type FormikProps } from 'formik';
import { Form } from '../../ui/form.tsx';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import type { Option } from '../../ui/multi-select.tsx';
import { MultiSelectField } from '../../ui/multi-select-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { initialErrorsOf } from '../../lib/initial-errors.ts';
import type { RegistrationPageData } from '../registration-api.ts';
import { organizationHints, organizationSchema, type OrganizationValues } from '../registration-schemas.ts';

export const emptyOrganization: OrganizationValues = {
  organizationName: '',
  organizationAddress1: '',
  city: '',
  state: '',
  zip: '',
  businessTypes: [],
  transactionsType: [],
  underwritersBusiness: [],
  businessStates: [],
  usersRange: '',
};

/** NEXT starts disabled, in the prerendered page too. */
const initialErrors = initialErrorsOf(organizationSchema, emptyOrganization);

interface OrganizationFormProps {
  data: RegistrationPageData | null;
  formRef: Ref<FormikProps<OrganizationValues>>;
  onNext: () => void;
}

const byName = (items: readonly { name: string }[] | undefined): Option[] =>
  (items ?? []).map(({ name }) => ({ value: name, label: name }));

/** Step 1, 'Your Agency Details'. */
export function OrganizationForm({ data, formRef, onNext }: OrganizationFormProps) {
  const states: Option[] = (data?.states ?? []).map(({ code, name }) => ({ value: code, label: name }));
  const ranges: Option[] = (data?.numberOfUsers ?? []).map(({ range }) => ({ value: range, label: range }));
  return (
    <Formik innerRef={formRef} initialValues={emptyOrganization} initialErrors={initialErrors} validationSchema={organizationSchema} onSubmit={onNext}>
      {({ isValid, values }) => {
        const hints = organizationHints(values);
        return (
          <Form noValidate className="register__form" idPrefix="registration" schema={organizationSchema}>
            <div className="form-grid">
              <TextField className="form-grid__wide" name="organizationName" label="Agency Name" placeholder="Enter Agency Name" autoComplete="organization" />
              <TextField className="form-grid__wide" name="organizationAddress1" label="Agency Address" placeholder="Street address" autoComplete="street-address" />
              <TextField name="city" label="City" placeholder="Enter City" autoComplete="address-level2" />
              <SelectField name="state" label="State" options={states} placeholder="Select State" hint={hints.state} autoComplete="address-level1" />
              <TextField name="zip" label="Zip Code" placeholder="xxxxx" inputMode="numeric" maxLength={ZIP_INPUT_LENGTH} normalize={normalizeZip} autoComplete="postal-code" />
              <SelectField name="usersRange" label="Number of Employee" options={ranges} placeholder="Select a range" />
              <MultiSelectField name="businessTypes" label="Business Type" options={byName(data?.businessTypes)} placeholder="Select business types" />
              <MultiSelectField name="transactionsType" label="Deals Type" options={byName(data?.transactionTypes)} placeholder="Select deal types" />
              <MultiSelectField
                name="underwritersBusiness"
                label="Business Location"
                options={states}
                placeholder="Select states"
                hint={hints.underwritersBusiness}
              />
              <MultiSelectField name="businessStates" label="Dealing States" options={states} placeholder="Select states" hint={hints.businessStates} />
            </div>
            <div className="register__actions">
              <Link to={paths.login} className="button button--outline">
                BACK
              </Link>
              <button type="submit" className="button button--primary" disabled={!isValid}>
                NEXT
              </button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
