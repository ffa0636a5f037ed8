import { Formik, useField, type FormikProps } from 'formik';
import { Form } from '../../ui/form.tsx';
import type { Ref } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { initialErrorsOf } from '../../lib/initial-errors.ts';
import { userSchema, type UserValues } from '../registration-schemas.ts';

export const emptyUser: UserValues = {
  firstName: '',
  lastName: '',
  email: '',
  isPrimaryContact: true,
  primaryFirstName: '',
  primaryLastName: '',
  primaryEmail: '',
};

/** SUBMIT starts disabled, in the prerendered page too. */
const initialErrors = initialErrorsOf(userSchema, emptyUser);

const PRIMARY_CONTACT_QUESTION = 'Are you the primary contact in your organization?';

function PrimaryContactQuestion() {
  const [field, , helpers] = useField<boolean>('isPrimaryContact');
  return (
    <fieldset className="radio-group">
      <legend className="field__label">{PRIMARY_CONTACT_QUESTION}</legend>
      <div className="radio-group__options">
        {[
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ].map((option) => (
          <label key={option.label} className="radio">
            <input
              type="radio"
              name="isPrimaryContact"
              value={String(option.value)}
              checked={field.value === option.value}
              onChange={() => void helpers.setValue(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface UserFormProps {
  formRef: Ref<FormikProps<UserValues>>;
  isSubmitting: boolean;
  onBack: () => void;
  onSubmit: (values: UserValues) => void;
}

/** Step 2, 'A little bit about yourself'. */
export function UserForm({ formRef, isSubmitting, onBack, onSubmit }: UserFormProps) {
  return (
    <Formik innerRef={formRef} initialValues={emptyUser} initialErrors={initialErrors} validationSchema={userSchema} onSubmit={onSubmit}>
      {({ isValid, values }) => (
        <Form noValidate className="register__form" idPrefix="registration" schema={userSchema}>
          <div className="form-grid">
            <TextField name="firstName" label="First Name" placeholder="Enter First Name" autoComplete="given-name" />
            <TextField name="lastName" label="Last Name" placeholder="Enter Last Name" autoComplete="family-name" />
            <TextField className="form-grid__wide" name="email" label="Email" type="email" placeholder="Enter Email" autoComplete="email" />
            <div className="form-grid__wide">
              <PrimaryContactQuestion />
            </div>
            {!values.isPrimaryContact && (
              <fieldset className="form-grid__wide form-grid subform">
                <legend className="subform__title">Primary contact</legend>
                <TextField name="primaryFirstName" label="Primary Contact First Name" placeholder="Enter First Name" autoComplete="section-primary given-name" />
                <TextField name="primaryLastName" label="Primary Contact Last Name" placeholder="Enter Last Name" autoComplete="section-primary family-name" />
                <TextField className="form-grid__wide" name="primaryEmail" label="Primary Contact Email" type="email" placeholder="Enter Email" autoComplete="section-primary email" />
              </fieldset>
            )}
          </div>
          <div className="register__actions">
            <button type="button" className="button button--outline" onClick={onBack}>
              BACK
            </button>
            <SubmitButton busy={isSubmitting} disabled={!isValid}>
              SUBMIT
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
