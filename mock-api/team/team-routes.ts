import { Router, type Request, type Response } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/anonymous-limits.ts';
import { ApiError, handle } from '../http/api-errors.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { emailSkeleton } from '../auth/email-key.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import type { User } from '../store/model.ts';
import type { LinkMail } from './send-link.ts';
import { roleOf } from './roles.ts';
import { membersOf, Team, type TeamActor } from './team-actions.ts';

export const ADMINS_ONLY = "Only your agency's administrators can manage its people.";

export type TeamOptions = LinkMail;

/**
 * E-mails an agency's admins may send in an hour (invitations, invitations again, password links),
 * and how many of them may go to one person: an admin's account, taken or careless, cannot turn
 * the server into a mailer for some outside address.
 */
export const TEAM_MAIL_LIMITS = { perAgency: { points: 50, duration: 3600 }, perPerson: { points: 5, duration: 3600 } } as const;

/**
 * The agency's people, managed by its admins (docs/api.md#calls-by-area): list, invite, re-send or cancel an
 * invitation, change a role, deactivate and reactivate, send a password link. These routes only
 * say who asks (an agent gets 403); what may be done is the Team's (team-actions.ts), shared with
 * the operator's title-cli.
 */
export function teamRoutes(context: ApiContext, options: TeamOptions): Router {
  const { store } = context;
  const router = Router();
  const authenticated = requireAuth(context);

  const team = new Team(store, options);
  const mailsPerAgency = new RateLimiterMemory({ keyPrefix: 'team-mail-agency', ...TEAM_MAIL_LIMITS.perAgency });
  const mailsPerPerson = new RateLimiterMemory({ keyPrefix: 'team-mail-person', ...TEAM_MAIL_LIMITS.perPerson });
  /** Counts one e-mail to `email` from the actor's agency, or refuses it (429, nothing sent). */
  const mayMail = async (actor: TeamActor, email: unknown) => {
    try {
      await mailsPerAgency.consume(String(actor.tenantId));
      // Look-alike addresses are one person here too (auth/email-key.ts).
      if (typeof email === 'string') await mailsPerPerson.consume(`${actor.tenantId} ${emailSkeleton(email)}`);
    } catch (refusal) {
      throw tooManyRequests(refusal);
    }
  };

  /** The caller as an actor on their agency's people; anyone but an admin is refused. */
  const adminOf = (res: Response): TeamActor => {
    const caller = callerOf(res);
    const user = store.get('users', caller.userId);
    if (!user || roleOf(store, user) !== 'admin') throw new ApiError(403, { message: ADMINS_ONLY });
    return { tenantId: caller.tenantId, admin: user };
  };

  /** A route for the agency's admins only: signed in, then refused (403) to anyone but an admin. */
  const byAdmin = (act: (actor: TeamActor, req: Request, res: Response) => Promise<void>) => [
    authenticated,
    handle((req, res) => act(adminOf(res), req, res)),
  ];
  /** An admin's route on one colleague (`:id`), who must be of the admin's agency (404 otherwise). */
  const onColleague = (act: (actor: TeamActor, user: User, req: Request, res: Response) => Promise<void>) =>
    byAdmin((actor, req, res) => act(actor, team.colleague(actor, req.params.id), req, res));

  router.get(
    '/team',
    byAdmin(async (actor, _req, res) => {
      res.json({ result: { members: membersOf(store, actor.tenantId) } });
    }),
  );
  router.all('/team', methodNotAllowed('GET'));

  router.post(
    '/team/invitations',
    byAdmin(async (actor, req, res) => {
      await mayMail(actor, (req.body as Record<string, unknown> | undefined)?.email);
      const { member } = await team.invite(actor, req.body);
      res.status(201).json({ result: { isSuccess: true, message: `Invitation sent to ${member.email}.`, member } });
    }),
  );
  router.all('/team/invitations', methodNotAllowed('POST'));

  router.post(
    '/team/:id/invitation',
    onColleague(async (actor, user, _req, res) => {
      await mayMail(actor, user.email);
      const { member } = await team.resendInvitation(actor, user);
      res.json({ result: { isSuccess: true, message: `Invitation sent again to ${member.email}.`, member } });
    }),
  );
  router.delete(
    '/team/:id/invitation',
    onColleague(async (actor, user, _req, res) => {
      await team.cancelInvitation(actor, user);
      res.json({ result: { isSuccess: true, message: `The invitation to ${user.email} is cancelled.` } });
    }),
  );
  router.all('/team/:id/invitation', methodNotAllowed('POST', 'DELETE'));

  router.patch(
    '/team/:id',
    onColleague(async (actor, user, req, res) => {
      const member = await team.change(actor, user, req.body);
      res.json({ result: { isSuccess: true, member } });
    }),
  );
  router.all('/team/:id', methodNotAllowed('PATCH'));

  router.post(
    '/team/:id/password-reset',
    onColleague(async (actor, user, _req, res) => {
      await mayMail(actor, user.email);
      const { member } = await team.sendReset(actor, user);
      res.json({ result: { isSuccess: true, message: `A link to choose a new password was sent to ${member.email}.` } });
    }),
  );
  router.all('/team/:id/password-reset', methodNotAllowed('POST'));
  return router;
}
