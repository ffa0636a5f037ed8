import { Formik } from 'formik';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { emailField } from '../../lib/validation.ts';
import { Alert } from '../../ui/alert.tsx';
import { Form } from '../../ui/form.tsx';
import { SignedOutPanel } from '../../ui/signed-out-panel.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { resetLinkRequested, selectAccount } from '../account-slice.ts';

const schema = object({ email: emailField() });

/**
 * "Forgot password?": the person's e-mail, and a link to choose a new password is e-mailed to it
 * if it has an account. The page says the same either way, as the server does.
 */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const { resetRequest } = useAppSelector(selectAccount);
  return (
    <div className="set-password">
      <SignedOutPanel>
        <section className="card login__card" aria-labelledby="forgot-heading">
          <h1 id="forgot-heading" className="login__title">
            Forgot your password?
          </h1>
          {resetRequest.status === 'sent' ? (
            <>
              <p role="status">{resetRequest.message}</p>
              <p className="set-password__lead">No e-mail after a few minutes? Check the address, or ask your agency&apos;s administrator to send you a link.</p>
            </>
          ) : (
            <>
              <p className="set-password__lead">Enter the e-mail you sign in with. We will send you a link to choose a new password.</p>
              {resetRequest.status === 'failed' && resetRequest.message && <Alert message={resetRequest.message} />}
              <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={(values) => void dispatch(resetLinkRequested(values.email.trim()))}>
                {({ isValid, dirty }) => (
                  <Form idPrefix="forgot" className="form-stack" noValidate>
                    <TextField name="email" label="Email" type="email" autoComplete="username" />
                    <SubmitButton block busy={resetRequest.status === 'sending'} disabled={!(isValid && dirty)}>
                      SEND LINK
                    </SubmitButton>
                  </Form>
                )}
              </Formik>
            </>
          )}
          <p>
            <Link to={paths.login}>Back to sign in</Link>
          </p>
        </section>
      </SignedOutPanel>
    </div>
  );
}
