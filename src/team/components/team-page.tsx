import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { fullNameOf, isAgencyAdmin } from '../../lib/auth-token.ts';
import { RetryAlert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { invitationFormClosed, selectTeam, teamRequested } from '../team-slice.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow } from './member-row.tsx';

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
