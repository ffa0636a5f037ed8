import { useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { formatWhen as when } from '../../lib/format-when.ts';
import type { Role, TeamMember } from '../team-api.ts';
import { memberChangeRequested } from '../team-slice.ts';
import { ROLE_OPTIONS } from './role-options.ts';

const ROLE_LABEL: Record<Role, string> = { admin: 'Administrator', agent: 'Agent' };
const STATUS_LABEL: Record<TeamMember['status'], string> = { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' };

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
export function MemberRow({ member, isYou, busy }: { member: TeamMember; isYou: boolean; busy: boolean }) {
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
