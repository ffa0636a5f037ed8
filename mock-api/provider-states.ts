import type { RequestHandler } from 'express';
import { providerStates } from '../contracts/pact-names';
import { ApiError, handle } from './api-errors';
import type { DbData } from './model';
import type { Store } from './store';
import { createTokenService } from './tokens';

export type StateValues = Record<string, string | number>;
export type StateHandler = () => Promise<StateValues>;

/**
 * Pact provider states for the mock API. They only add what a state needs (the demo accounts
 * as seeded), so they can also run against a store that holds other data.
 */
export function providerStateHandlers(store: Store, demo: DbData): Record<string, StateHandler> {
  const tokens = createTokenService(() => store.metadata.jwtSecret);

  async function ensureDemoAccounts(): Promise<void> {
    for (const tenant of demo.tenants) await store.put('tenants', tenant);
    for (const user of demo.users) await store.put('users', user);
  }

  return {
    [providerStates.demoTenants]: async () => {
      await ensureDemoAccounts();
      return {};
    },
    [providerStates.newAgencyUnregistered]: async () => {
      await ensureDemoAccounts();
      for (const tenant of store.list('tenants')) {
        if (tenant.name.toLowerCase() === 'lakeside title') await store.delete('tenants', tenant.id);
      }
      for (const user of store.list('users')) {
        if (user.email === 'lee@lakeside.test') await store.delete('users', user.id);
      }
      return {};
    },
    [providerStates.danaSignedIn]: async () => {
      await ensureDemoAccounts();
      const dana = demo.users.find((user) => user.email === 'dana@demo-title.test');
      const tenant = demo.tenants.find((candidate) => candidate.id === dana?.tenantId);
      const other = demo.tenants.find((candidate) => candidate.id !== tenant?.id);
      if (!dana || !tenant || !other) throw new Error('The demo data has no Dana or no second tenant');
      return { token: await tokens.issue(dana, tenant), tenantId: tenant.id, otherTenantId: other.id };
    },
  };
}

/** The provider-states set-up URL of Pact's verifier: POST {state, action}. */
export function providerStatesRoute(handlers: Record<string, StateHandler>): RequestHandler {
  return handle(async (req, res) => {
    const { state, action } = (req.body ?? {}) as { state?: unknown; action?: unknown };
    // The verifier also calls for interactions without a state; there is nothing to set up then.
    if (action === 'teardown' || state === undefined || state === null || state === '') {
      res.json({});
      return;
    }
    const handler = typeof state === 'string' ? handlers[state] : undefined;
    if (!handler) throw new ApiError(400, { message: `Unknown provider state: ${String(state)}` });
    res.json(await handler());
  });
}
