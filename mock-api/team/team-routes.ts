import { Router, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { mixed, object } from 'yup';
import { emailField, requiredText } from '../../src/lib/validation';
import { ApiError, handle, validateBody } from '../api-errors';
import { callerOf, type ApiContext } from '../context';
import { BusyError, emailKey, exclusively } from '../keyed-locks';
import type { Role, User } from '../model';
import { requireAuth } from '../require-auth';
import { methodNotAllowed } from '../routes/method-not-allowed';
import { UNPRINTABLE } from '../unprintable';
import { sendPasswordLink, type LinkMail } from './send-link';
import { activeAdmins, roleOf, ROLES, statusOf, type MemberStatus } from './roles';

export const ADMINS_ONLY = "Only your agency's administrators can manage its people.";
export const NO_SUCH_MEMBER = 'There is no such colleague in your agency.';
export const LAST_ADMIN = "Your agency needs at least one active administrator: make a colleague an administrator first.";
export const NOT_YOURSELF = 'You cannot deactivate or demote yourself here; ask another administrator.';
export const EMAIL_HAS_ACCOUNT = 'This e-mail address already has a TitleTrack account.';
export const NOT_INVITED = 'This colleague has already accepted the invitation.';
export const DEACTIVATED_MEMBER = 'This colleague is deactivated: reactivate them first.';

export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: MemberStatus;
  lastSignInAt: string | null;
  invitationExpiresAt: string | null;
}

export type TeamOptions = LinkMail;

const name = (label: string) =>
  requiredText(`Please enter the ${label}.`, 100).test('printable', `The ${label} cannot hold control or invisible characters.`, (value) => !UNPRINTABLE.test(value ?? ''));
const roleField = mixed<Role>().oneOf([...ROLES], `The role must be one of ${ROLES.join(', ')}.`);

const invitationSchema = object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailField(),
  role: roleField.required(`The role must be one of ${ROLES.join(', ')}.`),
});

const changeSchema = object({
  role: roleField.optional(),
  active: mixed<boolean>()
    .test('boolean', 'active must be true or false.', (value) => value === undefined || typeof value === 'boolean')
    .optional(),
});

/** A colleague as the Team page lists them (never their hashes, links or sessions). */
export function memberOf(context: ApiContext, user: User): TeamMember {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: roleOf(context.store, user),
    status: statusOf(user),
    lastSignInAt: user.lastSignInAt ?? null,
    invitationExpiresAt: statusOf(user) === 'invited' ? (user.passwordLink?.expiresAt ?? null) : null,
  };
}

/**
 * The agency's people, managed by its admins (api.md "Team"): list, invite, re-send or cancel an
 * invitation, change a role, deactivate and reactivate, send a password link. Every rule is the
 * server's: an agent gets 403, another agency's user is a 404 as for files, and the agency keeps
 * an active admin whatever is asked. Deactivation ends the colleague's sessions in the same write.
 */
export function teamRoutes(context: ApiContext, options: TeamOptions): Router {
  const { store } = context;
  const router = Router();
  const authenticated = requireAuth(context);

  const adminOf = (res: Response) => {
    const caller = callerOf(res);
    const user = store.get('users', caller.userId);
    if (!user || roleOf(store, user) !== 'admin') throw new ApiError(403, { message: ADMINS_ONLY });
    return { caller, admin: user };
  };
  const colleague = (tenantId: number, id: unknown): User => {
    const user = typeof id === 'string' ? store.get('users', id) : undefined;
    if (!user || user.tenantId !== tenantId) throw new ApiError(404, { message: NO_SUCH_MEMBER });
    return user;
  };

  const sendLink = (user: User, purpose: 'invitation' | 'reset', from: User | null) => sendPasswordLink(store, options, user, purpose, from);

  router.get(
    '/team',
    authenticated,
    handle((_req, res) => {
      const { caller } = adminOf(res);
      const members: TeamMember[] = [];
      for (const user of store.values('users')) if (user.tenantId === caller.tenantId) members.push(memberOf(context, user));
      members.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.email.localeCompare(b.email));
      res.json({ result: { members } });
      return Promise.resolve();
    }),
  );
  router.all('/team', methodNotAllowed('GET'));

  router.post(
    '/team/invitations',
    authenticated,
    handle(async (req, res) => {
      const { caller, admin } = adminOf(res);
      const input = validateBody(invitationSchema, req.body);
      const email = input.email.trim().toLowerCase();
      const taken = () => {
        if (store.find('users', (user) => user.email === email)) {
          throw new ApiError(409, { message: EMAIL_HAS_ACCOUNT, ExceptionList: [{ Type: 'Email', Message: EMAIL_HAS_ACCOUNT }] });
        }
      };
      taken();
      // One account per e-mail, as for approvals and title-cli users add.
      const invited = await exclusively(store, [emailKey(email)], async () => {
        taken();
        const now = new Date().toISOString();
        const user: User = {
          id: randomUUID(),
          tenantId: caller.tenantId,
          email,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role: input.role,
          passwordHash: '',
          invitedAt: now,
          createdAt: now,
        };
        return sendLink(user, 'invitation', admin);
      }).catch((error: unknown) => {
        if (error instanceof BusyError) throw new ApiError(409, { message: EMAIL_HAS_ACCOUNT, ExceptionList: [{ Type: 'Email', Message: EMAIL_HAS_ACCOUNT }] });
        throw error;
      });
      res.status(201).json({ result: { isSuccess: true, message: `Invitation sent to ${email}.`, member: memberOf(context, invited) } });
    }),
  );
  router.all('/team/invitations', methodNotAllowed('POST'));

  router.post(
    '/team/:id/invitation',
    authenticated,
    handle(async (req, res) => {
      const { caller, admin } = adminOf(res);
      const user = colleague(caller.tenantId, req.params.id);
      if (statusOf(user) !== 'invited') throw new ApiError(409, { message: NOT_INVITED });
      const updated = await sendLink(user, 'invitation', admin);
      res.json({ result: { isSuccess: true, message: `Invitation sent again to ${user.email}.`, member: memberOf(context, updated) } });
    }),
  );
  router.delete(
    '/team/:id/invitation',
    authenticated,
    handle(async (req, res) => {
      const { caller } = adminOf(res);
      const user = colleague(caller.tenantId, req.params.id);
      if (statusOf(user) !== 'invited') throw new ApiError(409, { message: NOT_INVITED });
      await store.delete('users', user.id);
      res.json({ result: { isSuccess: true, message: `The invitation to ${user.email} is cancelled.` } });
    }),
  );
  router.all('/team/:id/invitation', methodNotAllowed('POST', 'DELETE'));

  router.patch(
    '/team/:id',
    authenticated,
    handle(async (req, res) => {
      const { caller } = adminOf(res);
      const user = colleague(caller.tenantId, req.params.id);
      const change = validateBody(changeSchema, req.body);
      const demoted = change.role === 'agent' && roleOf(store, user) === 'admin';
      const deactivated = change.active === false && statusOf(user) !== 'deactivated';
      if ((demoted || deactivated) && user.id === caller.userId) throw new ApiError(409, { message: NOT_YOURSELF });
      if ((demoted || deactivated) && statusOf(user) === 'active' && roleOf(store, user) === 'admin' && activeAdmins(store, caller.tenantId).length <= 1) {
        throw new ApiError(409, { message: LAST_ADMIN });
      }
      let updated: User = { ...user, role: change.role ?? roleOf(store, user) };
      if (deactivated) {
        // Sessions and any pending link end with the deactivation, in one durable write.
        const { sessions: _ended, passwordLink: _link, nextPasswordHashes: _next, ...rest } = updated;
        updated = { ...rest, deactivatedAt: new Date().toISOString() };
      } else if (change.active === true && user.deactivatedAt) {
        const { deactivatedAt: _was, ...rest } = updated;
        updated = rest;
      }
      await store.put('users', updated);
      res.json({ result: { isSuccess: true, member: memberOf(context, updated) } });
    }),
  );
  router.all('/team/:id', methodNotAllowed('PATCH'));

  router.post(
    '/team/:id/password-reset',
    authenticated,
    handle(async (req, res) => {
      const { caller, admin } = adminOf(res);
      const user = colleague(caller.tenantId, req.params.id);
      if (statusOf(user) === 'deactivated') throw new ApiError(409, { message: DEACTIVATED_MEMBER });
      if (statusOf(user) === 'invited') throw new ApiError(409, { message: 'This colleague has not accepted the invitation yet: send the invitation again instead.' });
      await sendLink(user, 'reset', admin);
      res.json({ result: { isSuccess: true, message: `A link to choose a new password was sent to ${user.email}.` } });
    }),
  );
  router.all('/team/:id/password-reset', methodNotAllowed('POST'));
  return router;
}
