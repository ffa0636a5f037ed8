import type { FormikProps, FormikTouched } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
// The sign-up's fields are the authentication state's (docs/behaviour.md#authentication-state), read through auth's entry.
// It also keeps the auth slice in the chunk every screen shares: a screen that reached none of auth
// split it into a chunk of its own, one JavaScript request more on every screen.
import { errorDismissed, selectAuth } from '../../auth/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { Logo } from '../../ui/logo.tsx';
import { showServerErrors } from '../../ui/server-field-errors.tsx';
import { registrationDataRequested, registrationPageOpened, signUpRequested } from '../registration-actions.ts';
import type { OrganizationValues, UserValues } from '../registration-schemas.ts';
import { buildTenantPayload } from '../tenant-payload.ts';
import { emptyOrganization, OrganizationForm } from './organization-form.tsx';
import { RegistrationSuccess } from './registration-success.tsx';
import { emptyUser, UserForm } from './user-form.tsx';

type Step = 1 | 2;

function pick<T extends object>(errors: Record<string, string>, shape: T): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field in shape));
}

function StepDots({ step }: { step: Step }) {
  return (
    <ol className="step-dots" aria-label={`Step ${step} of 2`}>
      {[1, 2].map((dot) => (
        <li key={dot} className={`step-dots__dot${dot === step ? ' step-dots__dot--current' : ''}`} aria-current={dot === step ? 'step' : undefined}>
          <span className="visually-hidden">Step {dot}</span>
        </li>
      ))}
    </ol>
  );
}

export function RegistrationPage() {
  const dispatch = useAppDispatch();
  const { error, fieldErrors, isLoading, registration, RegistrationPageAPIData } = useAppSelector(selectAuth);
  const [step, setStep] = useState<Step>(1);
  const organizationForm = useRef<FormikProps<OrganizationValues>>(null);
  const userForm = useRef<FormikProps<UserValues>>(null);
  const headings = useRef<Record<Step, HTMLHeadingElement | null>>({ 1: null, 2: null });
  const shownStep = useRef<Step>(step);

  useEffect(() => {
    dispatch(registrationPageOpened());
    dispatch(registrationDataRequested());
  }, [dispatch]);

  // A failed sign-up about the agency (such as a taken name) brings the agency step back into view.
  const [answeredErrors, setAnsweredErrors] = useState(fieldErrors);
  if (answeredErrors !== fieldErrors) {
    setAnsweredErrors(fieldErrors);
    if (Object.keys(pick(fieldErrors, emptyOrganization)).length > 0 && !registration.isSuccess) {
      setStep(1);
    }
  }

  useEffect(() => {
    showServerErrors(organizationForm.current, pick(fieldErrors, emptyOrganization));
    showServerErrors(userForm.current, pick(fieldErrors, emptyUser));
  }, [fieldErrors]);

  useEffect(() => {
    // Move focus with the slide, so keyboard and screen-reader users land on the new step. Only
    // when the step changed: an effect run again for the same step (React's development checks
    // run every effect twice) must not pull focus out of the field the person is typing in.
    if (shownStep.current !== step) headings.current[step]?.focus();
    shownStep.current = step;
  }, [step]);

  const goTo = (next: Step) => setStep(next);

  async function submit(user: UserValues) {
    const organization = organizationForm.current;
    if (!organization) return;
    const organizationErrors = await organization.validateForm();
    if (Object.keys(organizationErrors).length > 0) {
      void organization.setTouched(
        Object.fromEntries(Object.keys(organizationErrors).map((field) => [field, true])) as FormikTouched<OrganizationValues>,
        false,
      );
      goTo(1);
      return;
    }
    dispatch(signUpRequested(buildTenantPayload(organization.values, user)));
  }

  const complete = registration.isSuccess;
  return (
    <div className="register">
      <aside className={`register__art register__art--step-${complete ? 2 : step}`} aria-hidden="true">
        <div className="register__art-inner">
          <p className="register__tagline">
            {complete ? 'Welcome aboard.' : step === 1 ? 'Bring your agency to TitleTrack.' : 'Almost there: tell us who you are.'}
          </p>
        </div>
      </aside>
      <div className="register__panel">
        <header className="register__header">
          <Logo />
        </header>
        <main className="register__main">
          <div className="card register__card">
            {complete ? (
              <RegistrationSuccess error={error} onDismissError={() => dispatch(errorDismissed())} />
            ) : (
              <>
                <StepDots step={step} />
                <Alert message={error} onDismiss={() => dispatch(errorDismissed())} />
                <div className="register__viewport">
                  <div className={`register__track register__track--step-${step}`}>
                    <section className="register__step" aria-labelledby="step-1-heading" inert={step !== 1} aria-hidden={step !== 1}>
                      <h1 id="step-1-heading" className="register__title" ref={(element) => {
                          headings.current[1] = element;
                        }} tabIndex={-1}>
                        Your Agency Details
                      </h1>
                      <OrganizationForm data={RegistrationPageAPIData} formRef={organizationForm} onNext={() => goTo(2)} />
                    </section>
                    <section className="register__step" aria-labelledby="step-2-heading" inert={step !== 2} aria-hidden={step !== 2}>
                      <h1 id="step-2-heading" className="register__title" ref={(element) => {
                          headings.current[2] = element;
                        }} tabIndex={-1}>
                        A little bit about yourself
                      </h1>
                      <UserForm formRef={userForm} isSubmitting={isLoading} onBack={() => goTo(1)} onSubmit={(values) => void submit(values)} />
                    </section>
                  </div>
                </div>
              </>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
