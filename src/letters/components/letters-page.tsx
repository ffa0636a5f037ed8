import { Formik } from 'formik';
import { Form } from '../../ui/form.tsx';
import { FormikUnsavedGuard } from '../../ui/unsaved-changes-guard.tsx';
import { FormikDraft } from '../../drafts/index.ts';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectTenantUnderwriters, selectUserInfo, tenantUnderwritersRequested } from '../../auth/index.ts';
import { useCommitment } from '../../commitments/index.ts';
import { FormSection } from '../../ui/form-section.tsx';
import { StateSelectField } from '../../ui/state-select-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { selectOpenOrder } from '../../orders/index.ts';
import { Alert } from '../../ui/alert.tsx';
import type { Option } from '../../ui/multi-select.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { letterFormSchema } from '../letter-form-schema.ts';
import { IssuedLetters } from './issued-letters.tsx';
import { LenderPicker } from './lender-picker.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { letterMessageDismissed, letterRequested, lettersOpened, selectLetters, type LetterForm } from '../letters-slice.ts';
import { PageHead } from '../../ui/page-head.tsx';


const LETTER_PARTS: Record<string, string> = { underwriter: 'the underwriter', lender: 'the lender', agent: 'the agent details' };
const letterPartLabel = (part: string) => LETTER_PARTS[part] ?? part;

export function LettersPage() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  // The commitment (its Schedule A goes into the request) loads the way the commitments area says.
  useCommitment();
  const user = useAppSelector(selectUserInfo);
  const underwriters = useAppSelector(selectTenantUnderwriters);
  const letters = useAppSelector(selectLetters);
  const orderGuid = open?.orderGuid ?? '';

  useEffect(() => {
    if (!orderGuid) return;
    dispatch(lettersOpened(orderGuid));
    dispatch(tenantUnderwritersRequested());
  }, [dispatch, orderGuid]);

  // The form starts from the tenant's underwriters (the first is chosen), so it waits for their
  // answer; a failed load answers with none, and the agent types what is missing.
  if (!open || letters.orderGuid !== orderGuid || letters.status === 'loading' || letters.status === 'idle' || underwriters === null) {
    return (
      <PageLoading />
    );
  }

  const { detail } = open;
  const lenderName = String(detail.lenderName ?? '');
  const clause = letters.mortgageClauses.find((candidate) => candidate.lenderName === lenderName);
  const tenantId = String(user?.TenantId ?? '0');
  const initial: LetterForm = {
    underwriter: underwriters?.[0]?.name ?? '',
    lender: clause ? { ...clause, address2: '' } : { lenderName, mortgageClause: '', address1: '', address2: '', city: '', state: '', zip: '' },
    agent: {
      agentNumber: `AG-${tenantId.padStart(5, '0')}`,
      customerNumber: `C-${tenantId.padStart(6, '0')}`,
      locationNumber: '001',
      locationAddress1: '',
      locationAddress2: '',
      locationCity: '',
      locationStateCode: String(detail.state ?? ''),
      locationZipCode: '',
      locationPhoneNumber: '',
      locationFaxNumber: '',
    },
  };
  const underwriterOptions: Option[] = (underwriters ?? []).map(({ name }) => ({ value: name, label: name }));
  const submitting = letters.submit.state === 'submitting';

  return (
    <section className="page" aria-labelledby="letters-heading">
      <PageHead
        title="Closing protection letter"
        titleId="letters-heading"
        eyebrow={`File ${String(detail.fileNumber)}`}
        lead={<p className="page__lead">A lender CPL from the underwriter, requested through the broker.</p>}
      />

      {letters.submit.state === 'issued' && letters.lastLetter && (
        <p className="notice notice--success" role="status">
          Letter {letters.lastLetter.letterNumber} issued for {letters.lastLetter.lenderName} by {letters.lastLetter.underwriter}.
        </p>
      )}
      {letters.submit.message && (
        <div role="alert" className="alert alert--danger letters__error">
          <div>
            <p className="alert__message">{letters.submit.message}</p>
            {letters.submit.missing.length > 0 && <p className="alert__message">Missing: {letters.submit.missing.join(', ')}</p>}
          </div>
          <button type="button" className="alert__dismiss" aria-label="Dismiss message" onClick={() => dispatch(letterMessageDismissed())}>
            ×
          </button>
        </div>
      )}

      <Formik<LetterForm>
        initialValues={initial}
        validationSchema={letterFormSchema}
        onSubmit={(form) => {
          dispatch(letterRequested({ orderGuid, form }));
        }}
      >
        <Form noValidate className="order-form" idPrefix="letter">
          <FormikUnsavedGuard what="the letter request" saved={letters.submit.state === 'issued'} paused={submitting} />
          <FormikDraft draftKey={`letter:${orderGuid}`} labelOf={letterPartLabel} next="Request the letter to use them." paused={submitting} />
          <FormSection title="Underwriter and lender">
            <SelectField name="underwriter" label="Underwriter" options={underwriterOptions} placeholder="Choose the underwriter" />
            <LenderPicker clauses={letters.mortgageClauses} />
            <TextField name="lender.lenderName" label="Lender Name" />
            <TextField name="lender.mortgageClause" label="Mortgage Clause" className="form-grid__wide" />
            <TextField name="lender.address1" label="Lender Address" />
            <TextField name="lender.city" label="Lender City" />
            <StateSelectField name="lender.state" label="Lender State" />
            <TextField name="lender.zip" label="Lender Zip" inputMode="numeric" maxLength={5} />
          </FormSection>
          <FormSection title="Agent">
            <TextField name="agent.agentNumber" label="Agent Number" />
            <TextField name="agent.customerNumber" label="Customer Number" />
            <TextField name="agent.locationNumber" label="Location Number" />
            <TextField name="agent.locationAddress1" label="Office Address" />
            <TextField name="agent.locationAddress2" label="Office Address Line 2" />
            <TextField name="agent.locationCity" label="Office City" />
            <StateSelectField name="agent.locationStateCode" label="Office State" />
            <TextField name="agent.locationZipCode" label="Office Zip" inputMode="numeric" maxLength={5} />
            <TextField name="agent.locationPhoneNumber" label="Office Phone" inputMode="tel" />
            <TextField name="agent.locationFaxNumber" label="Office Fax" inputMode="tel" />
          </FormSection>
          <div className="order-form__actions">
            <SubmitButton busy={submitting}>Request letter</SubmitButton>
          </div>
        </Form>
      </Formik>

      <IssuedLetters letters={letters.letters} />
      {letters.status === 'failed' && <Alert message="The letters issued before could not be loaded." />}
    </section>
  );
}
