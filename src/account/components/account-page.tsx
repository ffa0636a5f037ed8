import { Formik, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { object, ref, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { fullNameOf } from '../../lib/auth-token.ts';
import { personalWords } from '../../lib/password-policy.ts';
import { Alert } from '../../ui/alert.tsx';
import { Form } from '../../ui/form.tsx';
import { showServerErrors } from '../../ui/server-field-errors.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { formatWhen as when } from '../../lib/format-when.ts';
import { PasswordAdvice } from './password-advice.tsx';
import { strongPassword } from './strong-password.ts';
import { passwordChangeRequested, selectAccount, sessionEndRequested, sessionsRequested, signOutEverywhereRequested } from '../account-slice.ts';
import { PageHead } from '../../ui/page-head.tsx';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmation: '' };

function ChangePassword({ userInputs }: { userInputs: string[] }) {
  const dispatch = useAppDispatch();
  const { password } = useAppSelector(selectAccount);
  const form = useRef<FormikProps<PasswordChange>>(null);
  useEffect(() => showServerErrors(form.current, password.fieldErrors), [password.fieldErrors]);
  useEffect(() => {
    if (password.status === 'saved') form.current?.resetForm();
  }, [password.status]);
  const schema = useMemo(
    () =>
      object({
        currentPassword: string().required('Please enter your current password.'),
        newPassword: string()
          .required('Please choose a password.')
          .test('strong', strongPassword(userInputs)),
        confirmation: string().required('Please type the new password again.').oneOf([ref('newPassword')], 'The two passwords are not the same.'),
      }),
    [userInputs],
  );
  return (
    <section className="card account__section" aria-labelledby="password-heading">
      <h2 id="password-heading" className="account__title">
        Change password
      </h2>
      <p className="team__hint">At least 12 characters; a few unrelated words make a strong password. Your other sessions are signed out.</p>
      {password.error && <Alert message={password.error} />}
      <Formik
        innerRef={form}
        initialValues={empty}
        validationSchema={schema}
        onSubmit={(values) => void dispatch(passwordChangeRequested({ currentPassword: values.currentPassword, newPassword: values.newPassword }))}
      >
        <Form idPrefix="account" className="form-stack account__form" noValidate>
          <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
          <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" hintId="new-password-advice" />
          <PasswordAdvice id="new-password-advice" field="newPassword" userInputs={userInputs} />
          <TextField name="confirmation" label="New Password Again" type="password" autoComplete="new-password" />
          <div>
            <SubmitButton busy={password.status === 'saving'}>CHANGE PASSWORD</SubmitButton>
          </div>
        </Form>
      </Formik>
    </section>
  );
}

function Sessions() {
  const dispatch = useAppDispatch();
  const { sessions, sessionsStatus, sessionsError, endingId } = useAppSelector(selectAccount);
  const [confirmAll, setConfirmAll] = useState(false);
  return (
    <section className="card account__section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="account__title">
        Where you are signed in
      </h2>
      {sessionsError && <Alert message={sessionsError} />}
      {sessionsStatus !== 'loaded' && sessions.length === 0 ? (
        sessionsStatus === 'failed' ? null : (
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading your sessions…</span>
          </div>
        )
      ) : (
        <ul className="account__sessions">
          {sessions.map((session) => (
            <li key={session.id} className="account__session">
              <div>
                <p className="team__name">
                  {session.browser}
                  {session.current && <span className="team__you"> (this window)</span>}
                </p>
                <p className="team__email">
                  Signed in {when(session.startedAt)} · last active {when(session.lastActiveAt)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="button button--small button--outline"
                  disabled={endingId !== null}
                  aria-label={`Sign out: ${session.browser}, signed in ${when(session.startedAt)}`}
                  onClick={() => dispatch(sessionEndRequested(session.id))}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirmAll ? (
        <div className="team__confirm" role="group" aria-label="Sign out everywhere?">
          <span>Sign out everywhere, this window too?</span>
          <button type="button" className="button button--small button--danger" disabled={endingId !== null} onClick={() => dispatch(signOutEverywhereRequested())}>
            Sign out everywhere
          </button>
          <button type="button" className="button button--small button--outline" onClick={() => setConfirmAll(false)} autoFocus>
            Keep
          </button>
        </div>
      ) : (
        <div>
          <button type="button" className="button button--outline" onClick={() => setConfirmAll(true)}>
            Sign out everywhere
          </button>
        </div>
      )}
    </section>
  );
}

/** My account: the password and the sessions of the person signed in. */
export function AccountPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { notice } = useAppSelector(selectAccount);
  useEffect(() => {
    dispatch(sessionsRequested());
  }, [dispatch]);
  const userInputs = useMemo(() => (user ? personalWords(user.FirstName, user.LastName, user.email, user.TenantName) : []), [user]);
  return (
    <section className="page account" aria-labelledby="account-heading">
      <PageHead title="My account" titleId="account-heading" lead={user && <p className="page__lead">{`${fullNameOf(user)} · ${user.email} · ${user.TenantName}`}</p>} />
      <p className={`team__notice${notice?.kind === 'error' ? ' team__notice--error' : ''}`} role="status" aria-live="polite">
        {notice?.text}
      </p>
      {user?.pwd_change && (
        <Alert
          tone="info"
          message="Choose your own password before you go on: the one you signed in with was chosen for you and sent by e-mail, so others may know it."
        />
      )}
      <div className="account__grid">
        <ChangePassword userInputs={userInputs} />
        <Sessions />
      </div>
    </section>
  );
}
