import { Formik } from 'formik';
import { FocusableButton } from '../../ui/focusable-button.tsx';
import { Form } from '../../ui/form.tsx';
import { FormikUnsavedGuard } from '../../ui/unsaved-changes-guard.tsx';
import { FormikDraft, draftDiscarded } from '../../drafts/index.ts';
import { scheduleALabel } from '../schedule-a-labels.ts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { CurrencyField } from '../../ui/decimal-fields.tsx';
import { optionsOf, SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { scheduleASchema, type ScheduleA } from '../commitment-schemas.ts';
import { scheduleASaveRequested, scheduleATheirsKept } from '../commitment-slice.ts';
import { scheduleADefaults } from '../schedule-a-defaults.ts';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import { TextArea } from '../../ui/text-area-field.tsx';
import { Checkbox } from '../../ui/checkbox-field.tsx';
import { FormSection } from '../../ui/form-section.tsx';
import { ServerFieldErrors } from '../../ui/server-field-errors.tsx';
import { SaveStateLabel } from '../../ui/save-state-label.tsx';
import { StaleSaveNotice } from './stale-save-notice.tsx';
import { ScheduleADifferences } from './schedule-a-summary.tsx';
import { Heading, Loading, useCommitment } from './commitment-frame.tsx';
import { ScheduleALiveChanges } from './schedule-a-live-changes.tsx';
import { usePresenceFocus } from '../../activity/index.ts';

/** Schedule A of the open order's commitment: offered from the order until first saved. */
export function ScheduleAPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { commitment, detail, orderGuid, ready } = useCommitment();
  const focus = usePresenceFocus(orderGuid);
  if (!ready || !detail) return <Loading error={commitment.error} />;
  const offered = commitment.scheduleA === null;
  const initial = commitment.scheduleA ?? scheduleADefaults(detail, user?.TenantName ?? '', new Date());
  return (
    <section className="page" aria-labelledby="schedule-a-heading">
      <Heading detail={detail} title="Schedule A" />
      <h2 id="schedule-a-heading" className="visually-hidden">
        Schedule A of file {detail.fileNumber}
      </h2>
      {offered && <p className="notice">These values come from the order. Check them, then save Schedule A.</p>}
      <Formik<ScheduleA>
        // Taking a colleague's Schedule A starts the form afresh from it; the agent's own save does
        // not, so text typed while it was on its way stays.
        key={commitment.scheduleAReplacements}
        initialValues={initial}
        validationSchema={scheduleASchema}
        onSubmit={(values) => {
          dispatch(scheduleASaveRequested({ orderGuid, scheduleA: scheduleASchema.cast(values) as ScheduleA, version: commitment.versions.scheduleA }));
        }}
      >
        {({ values }) => (
        <Form noValidate className="order-form" idPrefix="schedule-a" onFocus={focus.onFocus} onBlur={focus.onBlur}>
          {commitment.scheduleASave.state === 'conflict' && (
            <StaleSaveNotice
              what="Schedule A"
              by={commitment.scheduleASave.by ?? null}
              lead="Where theirs and yours differ:"
              theirs={<ScheduleADifferences theirs={commitment.scheduleASave.theirs as ScheduleA | null} mine={values} />}
              onKeepTheirs={() => {
                // Their Schedule A replaces the form: the agent's draft must not come back over it.
                dispatch(draftDiscarded(`schedule-a:${orderGuid}`));
                dispatch(scheduleATheirsKept());
              }}
              onKeepMine={() => {
                const save = commitment.scheduleASave;
                if (save.state === 'conflict') dispatch(scheduleASaveRequested({ orderGuid, scheduleA: scheduleASchema.cast(values) as ScheduleA, version: save.version }));
              }}
            />
          )}
          <ScheduleALiveChanges stored={commitment.scheduleA} elsewhere={commitment.scheduleAElsewhere} />
          <ServerFieldErrors errors={commitment.fieldErrors} />
          <FormikUnsavedGuard what="Schedule A" saved={commitment.scheduleASave.state === 'saved'} />
          <FormikDraft
            draftKey={`schedule-a:${orderGuid}`}
            labelOf={scheduleALabel}
            next="Save Schedule A to keep them."
            paused={commitment.scheduleASave.state === 'saving' || commitment.scheduleASave.state === 'waiting'}
          />
          <FormSection title="Owner's policy" level={3}>
            <SelectField name="ownerPolicyType" label="Owner Policy Type" options={optionsOf(commitment.lists.ownersPolicyTypes)} placeholder="Select a policy" />
            <TextField name="ownerProposeInsuredName" label="Proposed Insured (Owner)" />
            <CurrencyField name="ownersCoverageAmount" label="Owner's Coverage Amount" />
          </FormSection>
          <FormSection title="Loan policy" level={3}>
            <SelectField name="loanPolicyType" label="Loan Policy Type" options={optionsOf(commitment.lists.loanPolicyTypes)} placeholder="Select a policy" />
            <TextField name="loanProposedInsuredName" label="Proposed Insured (Lender)" />
            <CurrencyField name="loanCoverageAmount" label="Loan Coverage Amount" />
          </FormSection>
          <FormSection title="Commitment" level={3}>
            <DateTimeField name="commitmentEffectiveDateTime" label="Effective Date and Time" />
            <SelectField name="ownershipInterest" label="Ownership Interest" options={optionsOf(commitment.lists.ownershipInterests)} placeholder="Select an interest" />
            <TextField name="requirementExpire" label="Requirements Expire After (days)" inputMode="numeric" />
            <TextField name="commitmentOwnedBy" label="Title Vested In" />
            <TextField name="companyName" label="Company Name" />
            <TextField name="commitmentBy" label="Commitment By" />
            <TextField name="commitmentTilte" label="Title" className="form-grid__wide" />
            <TextArea name="legalDescription" label="Legal Description" rows={5} />
            <TextArea name="legalSummary" label="Legal Summary" rows={2} />
            <TextField name="counterSignature" label="Countersignature" />
            <Checkbox name="isSeperatePageForLegal" label="Print the legal description on a separate page" />
          </FormSection>
          <div className="order-form__actions">
            <SaveStateLabel save={commitment.scheduleASave} />
            <FocusableButton type="submit" className="button button--primary" unavailable={commitment.scheduleASave.state === 'saving' || commitment.scheduleASave.state === 'waiting'}>
              Save Schedule A
            </FocusableButton>
          </div>
        </Form>
        )}
      </Formik>
    </section>
  );
}
