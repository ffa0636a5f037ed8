import { Formik } from 'formik';
import { Form } from '../../ui/form.tsx';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { ServerFieldErrors } from '../../ui/server-field-errors.tsx';
import { SignedOutPanel } from '../../ui/signed-out-panel.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthFooter } from './auth-footer.tsx';
import { errorDismissed, loginPageOpened, loginRequested, selectAuth, sessionEndNoticeDismissed } from '../auth-slice.ts';
import { loginSchema, type LoginValues } from '../auth-schemas.ts';
import { initialErrorsOf } from '../../lib/initial-errors.ts';

const initialValues: LoginValues = { email: '', password: '' };
/** SIGN IN starts disabled, in the prerendered page too. */
const initialErrors = initialErrorsOf(loginSchema, initialValues);

export function LoginPage() {
  const dispatch = useAppDispatch();
  const { error, fieldErrors, isLoading, sessionEndNotice } = useAppSelector(selectAuth);

  useEffect(() => {
    dispatch(loginPageOpened());
  }, [dispatch]);

  return (
    <div className="login">
      <aside className="login__art" aria-hidden="true">
        <div className="login__art-inner">
          <p className="login__tagline">Every file, from order entry to closing, in one place.</p>
          <svg className="login__illustration" viewBox="0 0 320 220" focusable="false">
            <rect x="40" y="30" width="170" height="170" rx="12" fill="rgba(255,255,255,0.1)" />
            <rect x="62" y="58" width="100" height="10" rx="5" fill="rgba(255,255,255,0.55)" />
            <rect x="62" y="82" width="126" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
            <rect x="62" y="100" width="112" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
            <rect x="62" y="118" width="120" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
            <rect x="62" y="150" width="60" height="22" rx="6" fill="var(--color-accent)" />
            <path d="M196 118l54-44 54 44v70a6 6 0 0 1-6 6h-96a6 6 0 0 1-6-6z" fill="rgba(255,255,255,0.92)" />
            <rect x="238" y="150" width="24" height="44" rx="3" fill="var(--color-brand)" />
            <rect x="212" y="134" width="18" height="18" rx="2" fill="#c9d7e8" />
            <rect x="270" y="134" width="18" height="18" rx="2" fill="#c9d7e8" />
          </svg>
        </div>
      </aside>

      <SignedOutPanel footer={<AuthFooter />}>
        <section className="card login__card" aria-labelledby="login-heading">
          <h1 id="login-heading" className="login__title">
            Login
          </h1>
          <Alert tone="info" message={sessionEndNotice} onDismiss={() => dispatch(sessionEndNoticeDismissed())} />
          <Alert message={error} onDismiss={() => dispatch(errorDismissed())} />
          <Formik
            initialValues={initialValues}
            initialErrors={initialErrors}
            validationSchema={loginSchema}
            onSubmit={(values) => {
              dispatch(loginRequested({ email: values.email.trim(), password: values.password }));
            }}
          >
            {({ isValid }) => (
              <Form noValidate className="form-stack" idPrefix="login" schema={loginSchema}>
                <ServerFieldErrors errors={fieldErrors} />
                <TextField name="email" label="User Name" type="email" placeholder="Enter User Name" autoComplete="username" />
                <TextField name="password" label="Password" type="password" placeholder="Enter Password" autoComplete="current-password" />
                <Link to={paths.forgotPassword} className="login__forgot">
                  Forgot password?
                </Link>
                <SubmitButton busy={isLoading} disabled={!isValid} block>
                  SIGN IN
                </SubmitButton>
              </Form>
            )}
          </Formik>
          <div className="login__signup">
            <p className="login__signup-label">New to the System?</p>
            <Link to={paths.tenantRegister} className="button button--outline button--block">
              SIGN UP NOW
            </Link>
          </div>
        </section>
      </SignedOutPanel>
    </div>
  );
}

// Chunk shaping (not used here): the select field is in every form screen but the login; named
// here, it joins the forms' shared chunk instead of a request of its own on the file's screens.
export { SelectField } from '../../ui/select-field.tsx';
