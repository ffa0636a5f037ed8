import { randomUUID } from 'node:crypto';
import { ApiError, validateBody } from '../http/api-errors.ts';
import { BusyError, emailKey, exclusively } from '../store/keyed-locks.ts';
import { registrationHolding, userHolding } from '../auth/email-holders.ts';
import { emailSkeleton } from '../auth/email-key.ts';
import type { User } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import type { TeamMember } from '../../src/team/team-api.ts';
import { activeAdmins, roleOf, statusOf } from './roles.ts';
import { linksOf } from './password-links.ts';
import { sendPasswordLink, type LinkMail } from './send-link.ts';
import { changeSchema, invitationSchema } from './team-input.ts';

export const NO_SUCH_MEMBER = 'There is no such colleague in your agency.';
export const LAST_ADMIN = 'Your agency needs at least one active administrator: make a colleague an administrator first.';
export const NOT_YOURSELF = 'You cannot deactivate or demote yourself here; ask another administrator.';
export const EMAIL_HAS_ACCOUNT = 'This e-mail address already has a TitleTrack account.';
export const EMAIL_IN_REGISTRATION = "This e-mail address is in an agency's registration waiting for approval.";
export const NOT_INVITED = 'This colleague has already accepted the invitation.';
export const DEACTIVATED_MEMBER = 'This colleague is deactivated: reactivate them first.';
export const STILL_INVITED = 'This colleague has not accepted the invitation yet: send the invitation again instead.';

/** The wire shape is the app's own (src/team/team-api.ts): one definition for both sides. */
export type { TeamMember };

/**
 * Who asks for a change: an admin of the agency (their own account cannot be demoted or
 * deactivated by themselves) or the operator at the server (title-cli), who acts for the agency.
 */
export type TeamActor = { tenantId: number; admin: User } | { tenantId: number; admin: null; name: string };

/** A change that sent an e-mail says where it went (the outbox file), for the CLI to print. */
export interface Sent {
  member: TeamMember;
  emlPath: string | null;
}

const emailTaken = (message = EMAIL_HAS_ACCOUNT) => new ApiError(409, { message, ExceptionList: [{ Type: 'Email', Message: message }] });

const fromName = (actor: TeamActor) => (actor.admin ? `${actor.admin.firstName} ${actor.admin.lastName}` : actor.name);

/** A colleague as the Team page and title-cli list them (never their hashes, links or sessions). */
export function memberOf(store: Store, user: User): TeamMember {
  const status = statusOf(user);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: roleOf(store, user),
    status,
    lastSignInAt: user.lastSignInAt ?? null,
    invitationExpiresAt: status === 'invited' ? (user.passwordLink?.expiresAt ?? null) : null,
  };
}

/** The agency's people by last name, first name, e-mail. */
export function membersOf(store: Store, tenantId: number): TeamMember[] {
  const members: TeamMember[] = [];
  for (const user of store.values('users')) if (user.tenantId === tenantId) members.push(memberOf(store, user));
  return members.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.email.localeCompare(b.email));
}

/**
 * The agency's people and what may be done to them, one implementation for the Team page's routes
 * and the operator's title-cli. Every rule lives here: one account per e-mail across agencies
 * (and none for an e-mail a registration waiting for approval holds; look-alike addresses are the
 * same, auth/email-holders.ts), an agency always keeps an active admin, a colleague of another
 * agency is "no such colleague".
 * Each check and the write it guards run in the same synchronous turn (the store applies a write
 * to memory before it awaits the disk), so two admins acting at once cannot both pass a check
 * that only one of them may pass, such as demoting each other as the last two admins.
 */
export class Team {
  private readonly store: Store;
  private readonly mail: LinkMail;

  constructor(store: Store, mail: LinkMail) {
    this.store = store;
    this.mail = mail;
  }

  /** The user `id` names, if they belong to the actor's agency. */
  colleague(actor: TeamActor, id: unknown): User {
    const user = typeof id === 'string' ? this.store.get('users', id) : undefined;
    if (!user || user.tenantId !== actor.tenantId) throw new ApiError(404, { message: NO_SUCH_MEMBER });
    return user;
  }

  /** Invites a colleague (`body` as a client sent it: validated here, for the page and the CLI alike). */
  async invite(actor: TeamActor, body: unknown): Promise<Sent> {
    const input = validateBody(invitationSchema, body);
    const email = input.email.trim().toLowerCase();
    const holderOf = () => userHolding(this.store, email);
    /** An invitation whose link has run out holds the address for nobody: it gives way. */
    const lapsed = (user: User) => statusOf(user) === 'invited' && !linksOf(user).some((link) => Date.parse(link.expiresAt) > Date.now());
    const refuseTaken = () => {
      const holder = holderOf();
      if (holder && !lapsed(holder)) throw emailTaken();
      // The registrant of an agency waiting for approval becomes its account at approval.
      const registration = registrationHolding(this.store, email);
      if (registration && registration.id !== actor.tenantId) throw emailTaken(EMAIL_IN_REGISTRATION);
    };
    refuseTaken();
    try {
      // Look-alike addresses take one claim: two of them cannot be invited at once.
      return await exclusively(this.store, [emailKey(emailSkeleton(email))], async () => {
        refuseTaken();
        const stale = holderOf();
        if (stale) {
          await this.store.delete('users', stale.id);
          // Checked again after the wait: a registration may have come meanwhile. From here to the
          // new user's write nothing waits, so nothing else can.
          refuseTaken();
        }
        const now = new Date().toISOString();
        const user: User = {
          id: randomUUID(),
          tenantId: actor.tenantId,
          email,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role: input.role,
          passwordHash: '',
          invitedAt: now,
          createdAt: now,
        };
        return this.sent(await sendPasswordLink(this.store, this.mail, user, 'invitation', fromName(actor)));
      });
    } catch (error) {
      // Someone else is creating an account for this e-mail at this moment: it is taken.
      if (error instanceof BusyError) throw emailTaken();
      throw error;
    }
  }

  async resendInvitation(actor: TeamActor, user: User): Promise<Sent> {
    if (statusOf(user) !== 'invited') throw new ApiError(409, { message: NOT_INVITED });
    return this.sent(await sendPasswordLink(this.store, this.mail, user, 'invitation', fromName(actor)));
  }

  async cancelInvitation(_actor: TeamActor, user: User): Promise<void> {
    if (statusOf(user) !== 'invited') throw new ApiError(409, { message: NOT_INVITED });
    await this.store.delete('users', user.id);
  }

  /** A role change, a deactivation (sessions and any pending link end in the same write) or a reactivation. */
  async change(actor: TeamActor, user: User, body: unknown): Promise<TeamMember> {
    const { store } = this;
    const change = validateBody(changeSchema, body);
    const demoted = change.role !== undefined && change.role !== 'admin' && roleOf(store, user) === 'admin';
    const deactivated = change.active === false && statusOf(user) !== 'deactivated';
    if ((demoted || deactivated) && actor.admin?.id === user.id) throw new ApiError(409, { message: NOT_YOURSELF });
    if ((demoted || deactivated) && statusOf(user) === 'active' && roleOf(store, user) === 'admin' && activeAdmins(store, user.tenantId).length <= 1) {
      throw new ApiError(409, { message: LAST_ADMIN });
    }
    let updated: User = { ...user, role: change.role ?? roleOf(store, user) };
    if (deactivated) {
      const { sessions: _ended, passwordLink: _link, earlierResetLinks: _earlier, nextPasswordHashes: _next, ...rest } = updated;
      updated = { ...rest, deactivatedAt: new Date().toISOString() };
    } else if (change.active === true && user.deactivatedAt) {
      const { deactivatedAt: _was, ...rest } = updated;
      updated = rest;
    }
    await store.put('users', updated);
    return memberOf(store, updated);
  }

  async sendReset(actor: TeamActor, user: User): Promise<Sent> {
    if (statusOf(user) === 'deactivated') throw new ApiError(409, { message: DEACTIVATED_MEMBER });
    if (statusOf(user) === 'invited') throw new ApiError(409, { message: STILL_INVITED });
    return this.sent(await sendPasswordLink(this.store, this.mail, user, 'reset', fromName(actor)));
  }

  private sent({ user, emlPath }: { user: User; emlPath: string | null }): Sent {
    return { member: memberOf(this.store, user), emlPath };
  }
}
