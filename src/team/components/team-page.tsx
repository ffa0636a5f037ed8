import { Formik, type FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { object, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserInfo } from '../../auth';
import { fullNameOf } from '../../lib/auth-token';
import { emailField, requiredText } from '../../lib/validation';
import { Alert } from '../../ui/alert';
import { Form } from '../../ui/form';
import { SelectField } from '../../ui/select-field';
import { showServerErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { formatWhen as when } from '../format-when';
import type { Invitation, Role, TeamMember } from '../team-api';
import { invitationFormClosed, invitationSent, memberChangeRequested, selectTeam, teamRequested } from '../team-slice';

const ROLE_OPTIONS = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Administrator' },
];
const ROLE_LABEL: Record<Role, string> = { admin: 'Administrator', agent: 'Agent' };
const STATUS_LABEL: Record<TeamMember['status'], string> = { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' };

const invitationSchema = object({
  firstName: requiredText('Please enter the first name.', 100),
  lastName: requiredText('Please enter the last name.', 100),
  email: emailField(),
  role: string().oneOf(['agent', 'admin'], 'Please choose a role.').required('Please choose a role.'),
});

const emptyInvitation: Invitation = { firstName: '', lastName: '', email: '', role: 'agent' };


function InviteForm({ onClose }: { onClose: () => void }) {
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

function MemberActions({ member, isYou, busy }: { member: TeamMember; isYou: boolean; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  if (confirming) {
    return (
      <div className="team__confirm" role="group" aria-label={`Deactivate ${name}?`}>
        <span>Deactivate {name}? They are signed out at once.</span>
        <button
          type="button"
          className="button button--small button--danger"
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            dispatch(memberChangeRequested({ kind: 'active', id: member.id, active: false }));
          }}
        >
          Deactivate
        </button>
        <button type="button" className="button button--small button--outline" onClick={() => setConfirming(false)} autoFocus>
          Keep
        </button>
      </div>
    );
  }
  const act = (label: string, onClick: () => void, extra = '') => (
    <button type="button" className={`button button--small button--outline ${extra}`} disabled={busy} onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </button>
  );
  return (
    <div className="team__row-actions">
      {member.status === 'invited' && (
        <>
          {act('Send again', () => dispatch(memberChangeRequested({ kind: 'resend', id: member.id })))}
          {act('Cancel invitation', () => dispatch(memberChangeRequested({ kind: 'cancel', id: member.id })))}
        </>
      )}
      {member.status === 'active' && !isYou && (
        <>
          {act('Send password link', () => dispatch(memberChangeRequested({ kind: 'passwordLink', id: member.id })))}
          {act('Deactivate', () => setConfirming(true))}
        </>
      )}
      {member.status === 'deactivated' && act('Reactivate', () => dispatch(memberChangeRequested({ kind: 'active', id: member.id, active: true })))}
    </div>
  );
}

/** The agency's people, for its admins: who they are, their role and status, and what can be done. */
export function TeamPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { members, status, error, busyId, notice } = useAppSelector(selectTeam);
  const [inviting, setInviting] = useState(false);
  const inviteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    dispatch(teamRequested());
  }, [dispatch]);

  const closeInvite = () => {
    setInviting(false);
    dispatch(invitationFormClosed());
    window.requestAnimationFrame(() => inviteButton.current?.focus());
  };
  const youId = members.find((member) => member.email === user?.email?.toLowerCase())?.id;

  return (
    <section className="page team" aria-labelledby="team-heading">
      <div className="page__head">
        <div>
          <h1 id="team-heading" className="page__title">
            Team
          </h1>
          <p className="page__lead">The people of {user ? <strong>{user.TenantName}</strong> : 'your agency'} who work in TitleTrack.</p>
        </div>
        {!inviting && (
          <button ref={inviteButton} type="button" className="button button--primary" onClick={() => setInviting(true)}>
            Invite a colleague
          </button>
        )}
      </div>

      <p className={`team__notice${notice?.kind === 'error' ? ' team__notice--error' : ''}`} role="status" aria-live="polite">
        {notice?.text}
      </p>

      {inviting && <InviteForm onClose={closeInvite} />}

      {error && status === 'failed' && (
        <div className="dashboard__error">
          <Alert message={error} />
          <button type="button" className="button button--outline" onClick={() => dispatch(teamRequested())}>
            Try again
          </button>
        </div>
      )}

      {status !== 'loaded' && members.length === 0 ? (
        status === 'failed' ? null : (
          <div className="page-loading" role="status">
            <span className="spinner spinner--large" aria-hidden="true" />
            <span className="visually-hidden">Loading the team…</span>
          </div>
        )
      ) : members.length === 0 ? (
        <div className="card empty-state">
          <h2 className="empty-state__title">No colleagues yet</h2>
          <p className="empty-state__text">Invite the people of your agency so that each works under their own name.</p>
        </div>
      ) : (
        <div className="card team__list">
          <table className="data-table team__table">
            <caption className="visually-hidden">Colleagues, their role and status</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const isYou = member.id === youId;
                const name = `${member.firstName} ${member.lastName}`;
                return (
                  <tr key={member.id} aria-busy={busyId === member.id}>
                    <td data-label="Name">
                      <div>
                        <span className="team__name">
                          {name}
                          {isYou && <span className="team__you"> (you)</span>}
                        </span>
                        <span className="team__email">{member.email}</span>
                      </div>
                    </td>
                    <td data-label="Role">
                      {isYou || member.status === 'deactivated' ? (
                        ROLE_LABEL[member.role]
                      ) : (
                        <select
                          className="team__role"
                          aria-label={`Role of ${name}`}
                          value={member.role}
                          disabled={busyId === member.id}
                          onChange={(event) => dispatch(memberChangeRequested({ kind: 'role', id: member.id, role: event.target.value as Role }))}
                        >
                          {ROLE_OPTIONS.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td data-label="Status">
                      <div>
                        <span className={`badge team__status team__status--${member.status}`}>{STATUS_LABEL[member.status]}</span>
                        {member.status === 'invited' && member.invitationExpiresAt && <span className="team__email">link until {when(member.invitationExpiresAt)}</span>}
                      </div>
                    </td>
                    <td data-label="Last sign-in">{when(member.lastSignInAt)}</td>
                    <td data-label="Actions" className={isYou ? 'team__no-actions' : undefined}>
                      <MemberActions member={member} isYou={isYou} busy={busyId === member.id} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {user && <p className="team__hint">Signed in as {fullNameOf(user)}. Administrators manage the team; agents work on files.</p>}
    </section>
  );
}
