import { Formik, type FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { object, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { emailField, nameText } from '../../lib/validation.ts';
import { Alert } from '../../ui/alert.tsx';
import { Form } from '../../ui/form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { showServerErrors } from '../../ui/server-field-errors.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { Invitation } from '../team-api.ts';
import { invitationSent, selectTeam } from '../team-slice.ts';
import { ROLE_OPTIONS } from './role-options.ts';

const invitationSchema = object({
  firstName: nameText('Please enter the first name.', 'first name'),
  lastName: nameText('Please enter the last name.', 'last name'),
  email: emailField("Please enter your colleague's e-mail address."),
  role: string().oneOf(['agent', 'admin'], 'Please choose a role.').required('Please choose a role.'),
});

const emptyInvitation: Invitation = { firstName: '', lastName: '', email: '', role: 'agent' };

/** The Team page's form to invite a colleague; it closes once the invitation is sent. */
export function InviteForm({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { invitation } = useAppSelector(selectTeam);
  const form = useRef<FormikProps<Invitation>>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => showServerErrors(form.current, invitation.fieldErrors), [invitation.fieldErrors]);
  useEffect(() => {
    if (invitation.status === 'sent') onClose();
  }, [invitation.status, onClose]);
  return (
    <section className="card team__invite" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="team__invite-title" tabIndex={-1} ref={heading}>
        Invite a colleague
      </h2>
      <p className="team__hint">They get an e-mail with a link to choose their password. The link works once, for 72 hours.</p>
      {invitation.error && <Alert message={invitation.error} />}
      <Formik innerRef={form} initialValues={emptyInvitation} validationSchema={invitationSchema} onSubmit={(values) => void dispatch(invitationSent({ ...values, email: values.email.trim() }))}>
        <Form idPrefix="invite" noValidate>
          <div className="form-grid">
            <TextField name="firstName" label="First Name" autoComplete="off" />
            <TextField name="lastName" label="Last Name" autoComplete="off" />
            <TextField className="form-grid__wide" name="email" label="Email" type="email" autoComplete="off" />
            <SelectField name="role" label="Role" options={ROLE_OPTIONS} placeholder="Choose a role" />
          </div>
          <div className="team__actions">
            <SubmitButton busy={invitation.status === 'sending'}>SEND INVITATION</SubmitButton>
            <button type="button" className="button button--outline" onClick={onClose}>
              Cancel
            </button>
          </div>
        </Form>
      </Formik>
    </section>
  );
}
