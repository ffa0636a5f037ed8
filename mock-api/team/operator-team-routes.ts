import { Router } from 'express';
import { handle } from '../http/api-errors.ts';
import type { Store } from '../store/store.ts';
import { OperatorTeam } from './operator-team.ts';
import type { LinkMail } from './send-link.ts';

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/**
 * title-cli's users commands while the server runs (the server owns the data file, so it writes).
 * Mounted behind the operator key at /operator/team.
 */
export function operatorTeamRoutes(store: Store, mail: LinkMail): Router {
  const router = Router();
  const team = new OperatorTeam(store, mail);

  router.get(
    '/',
    handle((req, res) => {
      res.json({ result: { members: team.list(req.query.tenant) } });
      return Promise.resolve();
    }),
  );
  router.post(
    '/invitations',
    handle(async (req, res) => {
      const { tenant, ...invitation } = bodyOf(req.body);
      res.status(201).json({ result: await team.invite(tenant, invitation) });
    }),
  );
  router.post(
    '/change',
    handle(async (req, res) => {
      const { email, ...change } = bodyOf(req.body);
      res.json({ result: { member: await team.change(email, change) } });
    }),
  );
  router.post(
    '/password-link',
    handle(async (req, res) => {
      res.json({ result: await team.sendPasswordLink(bodyOf(req.body).email) });
    }),
  );
  return router;
}
