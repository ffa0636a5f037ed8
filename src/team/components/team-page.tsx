import { Formik, type FormikProps } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { object, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { fullNameOf, isAgencyAdmin } from '../../lib/auth-token.ts';
import { emailField, nameText } from '../../lib/validation.ts';
import { Alert, RetryAlert } from '../../ui/alert.tsx';
import { Form } from '../../ui/form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { showServerErrors } from '../../ui/server-field-errors.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { formatWhen as when } from '../../lib/format-when.ts';
import type { Invitation, Role, TeamMember } from '../team-api.ts';
import { invitationFormClosed, invitationSent, memberChangeRequested, selectTeam, teamRequested } from '../team-slice.ts';
import { PageHead } from '../../ui/page-head.tsx';

const ROLE_OPTIONS = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Administrator' },
];
const ROLE_LABEL: Record<Role, string> = { admin: 'Administrator', agent: 'Agent' };
const STATUS_LABEL: Record<TeamMember['status'], string> = { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' };

const invitationSchema = object({
  firstName: nameText('Please enter the first name.', 'first name'),
  lastName: nameText('Please enter the last name.', 'last name'),
  email: emailField("Please enter your colleague's e-mail address."),
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

/** A change that waits for the admin to confirm it: it signs someone out, removes an invitation or changes what they may do. */
type Pending = { kind: 'deactivate' } | { kind: 'cancel' } | { kind: 'role'; role: Role };

function confirmationOf(pending: Pending, name: string): { question: string; confirm: string; danger: boolean } {
  switch (pending.kind) {
    case 'deactivate':
      return { question: `Deactivate ${name}? They are signed out at once.`, confirm: 'Deactivate', danger: true };
    case 'cancel':
      return { question: `Cancel the invitation to ${name}? The link in it stops working.`, confirm: 'Cancel invitation', danger: true };
    case 'role':
      return pending.role === 'admin'
        ? { question: `Make ${name} an administrator? They can then manage the team.`, confirm: 'Make administrator', danger: false }
        : { question: `Make ${name} an agent? They can no longer manage the team.`, confirm: 'Make agent', danger: false };
  }
}

/**
 * One colleague. A role chosen in the list, a deactivation and a cancelled invitation wait for
 * a confirmation in the row: a keyboard user moves through a select's options with the arrow
 * keys, and each move is a change, so acting on it at once made an administrator of whoever the
 * arrow passed over.
 */
function MemberRow({ member, isYou, busy }: { member: TeamMember; isYou: boolean; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending | null>(null);
  const roleSelect = useRef<HTMLSelectElement>(null);
  const name = `${member.firstName} ${member.lastName}`;

  const keep = () => {
    const wasRole = pending?.kind === 'role';
    setPending(null);
    if (wasRole) window.requestAnimationFrame(() => roleSelect.current?.focus());
  };
  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'deactivate') dispatch(memberChangeRequested({ kind: 'active', id: member.id, active: false }));
    else if (pending.kind === 'cancel') dispatch(memberChangeRequested({ kind: 'cancel', id: member.id }));
    else dispatch(memberChangeRequested({ kind: 'role', id: member.id, role: pending.role }));
  };
  const act = (label: string, onClick: () => void) => (
    <button type="button" className="button button--small button--outline" disabled={busy} onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </button>
  );

  let actions: ReactNode;
  if (pending) {
    const { question, confirm: confirmLabel, danger } = confirmationOf(pending, name);
    actions = (
      <div className="team__confirm" role="group" aria-label={question}>
        <span>{question}</span>
        <button type="button" className={`button button--small ${danger ? 'button--danger' : 'button--primary'}`} disabled={busy} onClick={confirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--small button--outline" onClick={keep} autoFocus>
          Keep
        </button>
      </div>
    );
  } else {
    actions = (
      <div className="team__row-actions">
        {member.status === 'invited' && (
          <>
            {act('Send again', () => dispatch(memberChangeRequested({ kind: 'resend', id: member.id })))}
            {act('Cancel invitation', () => setPending({ kind: 'cancel' }))}
          </>
        )}
        {member.status === 'active' && !isYou && (
          <>
            {act('Send password link', () => dispatch(memberChangeRequested({ kind: 'passwordLink', id: member.id })))}
            {act('Deactivate', () => setPending({ kind: 'deactivate' }))}
          </>
        )}
        {member.status === 'deactivated' && act('Reactivate', () => dispatch(memberChangeRequested({ kind: 'active', id: member.id, active: true })))}
      </div>
    );
  }

  return (
    <tr aria-busy={busy}>
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
            ref={roleSelect}
            className="team__role"
            aria-label={`Role of ${name}`}
            value={pending?.kind === 'role' ? pending.role : member.role}
            disabled={busy}
            onChange={(event) => {
              const role = event.target.value as Role;
              setPending(role === member.role ? null : { kind: 'role', role });
            }}
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
          {member.status === 'invited' && member.invitationExpiresAt && <InvitationExpiry expiresAt={member.invitationExpiresAt} />}
        </div>
      </td>
      <td data-label="Last sign-in">{when(member.lastSignInAt)}</td>
      <td data-label="Actions" className={isYou ? 'team__no-actions' : undefined}>
        {actions}
      </td>
    </tr>
  );
}

/** When an invitation's link stops working, or that it has (send it again). */
function InvitationExpiry({ expiresAt }: { expiresAt: string }) {
  // The time the list was shown is close enough: the page loads the team afresh when opened.
  const [shownAt] = useState(Date.now);
  const expired = Date.parse(expiresAt) <= shownAt;
  return <span className={`team__email${expired ? ' team__expired' : ''}`}>{expired ? 'link expired: send again' : `link until ${when(expiresAt)}`}</span>;
}

/** The agency's people, for its admins: who they are, their role and status, and what can be done. */
export function TeamPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { members, status, error, busyId, notice } = useAppSelector(selectTeam);
  const [inviting, setInviting] = useState(false);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The token says what the menu offers; the server decides (403 while the token lags behind).
  const forbidden = !isAgencyAdmin(user) || status === 'forbidden';

  useEffect(() => {
    if (isAgencyAdmin(user)) dispatch(teamRequested());
  }, [dispatch, user]);

  // An action's button goes away or waits while it runs, and the focus with it: give the keyboard
  // the outcome instead of the top of the page.
  useEffect(() => {
    if (notice && (document.activeElement === null || document.activeElement === document.body)) noticeRef.current?.focus();
  }, [notice]);

  const closeInvite = () => {
    setInviting(false);
    dispatch(invitationFormClosed());
    window.requestAnimationFrame(() => inviteButton.current?.focus());
  };
  const youId = members.find((member) => member.email === user?.email?.toLowerCase())?.id;

  return (
    <section className="page team" aria-labelledby="team-heading">
      <PageHead
        title="Team"
        titleId="team-heading"
        lead={<p className="page__lead">The people of {user ? <strong>{user.TenantName}</strong> : 'your agency'} who work in TitleTrack.</p>}
        action={
          !inviting &&
          !forbidden && (
            <button ref={inviteButton} type="button" className="button button--primary" onClick={() => setInviting(true)}>
              Invite a colleague
            </button>
          )
        }
      />

      <p ref={noticeRef} tabIndex={-1} className={`team__notice${notice?.kind === 'error' ? ' team__notice--error' : ''}`} role="status" aria-live="polite">
        {notice?.text}
      </p>

      {inviting && <InviteForm onClose={closeInvite} />}

      {forbidden ? (
        <div className="card empty-state">
          <h2 className="empty-state__title">For administrators</h2>
          <p className="empty-state__text">Only your agency&apos;s administrators manage its people. Ask one of them to invite a colleague or change a role.</p>
        </div>
      ) : null}

      {!forbidden && error && status === 'failed' && (
        <RetryAlert message={error} onRetry={() => dispatch(teamRequested())} />
      )}

      {forbidden ? null : status !== 'loaded' && members.length === 0 ? (
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
              {members.map((member) => (
                <MemberRow key={member.id} member={member} isYou={member.id === youId} busy={busyId === member.id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {user && <p className="team__hint">Signed in as {fullNameOf(user)}. Administrators manage the team; agents work on files.</p>}
    </section>
  );
}
