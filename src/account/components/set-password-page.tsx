import { Formik, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { object, ref, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { personalWords } from '../../lib/password-policy.ts';
import { Alert } from '../../ui/alert.tsx';
import { Form } from '../../ui/form.tsx';
import { SignedOutPanel } from '../../ui/signed-out-panel.tsx';
import { showServerErrors } from '../../ui/server-field-errors.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { passwordChosen, passwordLinkOpened, selectAccount } from '../account-slice.ts';
import { PasswordAdvice } from './password-advice.tsx';
import { strongPassword } from './strong-password.ts';

interface Choice {
  password: string;
  confirmation: string;
}

/**
 * Choosing a password through a one-time link (an invitation or a reset). The link's secret is in
 * the address's fragment, which the browser never sends to a server or in a Referer; the server
 * decides, the page only tells as the person types what the server will say.
 */
export function SetPasswordPage() {
  const dispatch = useAppDispatch();
  const { link } = useAppSelector(selectAccount);
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const form = useRef<FormikProps<Choice>>(null);

  useEffect(() => {
    dispatch(passwordLinkOpened(token));
  }, [dispatch, token]);
  // A used link has no business in the address bar or the history: Back would open a dead link.
  useEffect(() => {
    if (link.status === 'saved' && window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [link.status]);
  useEffect(() => showServerErrors(form.current, link.fieldErrors.password ? { password: link.fieldErrors.password } : {}), [link.fieldErrors]);

  const owner = link.owner;
  const userInputs = useMemo(() => (owner ? personalWords(owner.firstName, owner.lastName, owner.email, owner.tenantName) : []), [owner]);
  const schema = useMemo(
    () =>
      object({
        password: string()
          .required('Please choose a password.')
          .test('strong', strongPassword(userInputs)),
        confirmation: string()
          .required('Please type the password again.')
          .oneOf([ref('password')], 'The two passwords are not the same.'),
      }),
    [userInputs],
  );

  return (
    <div className="set-password">
      <SignedOutPanel>
        <div className="card login__card">
      {link.status === 'checking' && (
        <div className="page-loading" role="status">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span className="visually-hidden">Checking your link…</span>
        </div>
      )}
      {link.status === 'invalid' && (
        <section aria-labelledby="link-heading">
          <h1 id="link-heading" className="login__title">
            This link does not work
          </h1>
          <Alert message={link.error ?? 'This link has expired or has already been used.'} />
          <p className="set-password__ways">
            <Link to={paths.forgotPassword}>Get a new link (Forgot password?)</Link>
            <Link to={paths.login}>Go to the sign-in page</Link>
          </p>
        </section>
      )}
      {link.status === 'saved' && (
        <section aria-labelledby="saved-heading">
          <h1 id="saved-heading" className="login__title" tabIndex={-1} ref={(element) => element?.focus()}>
            Your password is set
          </h1>
          <p>Sign in with {owner?.email ?? 'your e-mail'} and your new password.</p>
          <Link className="button button--primary" to={paths.login}>
            SIGN IN
          </Link>
        </section>
      )}
      {owner && (link.status === 'valid' || link.status === 'saving') && (
        <section aria-labelledby="choose-heading">
          <h1 id="choose-heading" className="login__title">
            {owner.purpose === 'invitation' ? `Welcome, ${owner.firstName}` : 'Choose a new password'}
          </h1>
          <p className="set-password__lead">
            {owner.purpose === 'invitation'
              ? `Choose your password to join ${owner.tenantName} on TitleTrack.`
              : `For ${owner.tenantName}. Your current password works until you choose the new one.`}
          </p>
          {link.error && <Alert message={link.error} />}
          <Formik
            innerRef={form}
            initialValues={{ password: '', confirmation: '' }}
            validationSchema={schema}
            onSubmit={(values) => void dispatch(passwordChosen({ token, password: values.password }))}
          >
            {({ isValid, dirty }) => (
              <Form idPrefix="set-password" className="form-stack" noValidate>
                {/* The user name, for the browser's password manager to save with the new password. */}
                <input type="email" name="username" autoComplete="username" value={owner.email} readOnly hidden />
                <TextField name="password" label="New Password" type="password" autoComplete="new-password" hintId="password-advice" />
                <PasswordAdvice id="password-advice" field="password" userInputs={userInputs} />
                <TextField name="confirmation" label="New Password Again" type="password" autoComplete="new-password" />
                <SubmitButton block busy={link.status === 'saving'} disabled={!(isValid && dirty)}>
                  SET PASSWORD
                </SubmitButton>
              </Form>
            )}
          </Formik>
        </section>
      )}
        </div>
      </SignedOutPanel>
    </div>
  );
}
