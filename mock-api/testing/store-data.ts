import type { DbData, Tenant } from '../store/model.ts';

/** A database with nothing in it yet, for the store's tests. */
export const emptyData = (): DbData => ({
  meta: { seq: 0, jwtSecret: 'secret', nextTenantId: 1, createdAt: '2021-01-01T00:00:00Z' },
  tenants: [],
  users: [],
  orders: [],
});

/** An active agency with the given id, for the store's tests. */
export const tenant = (id: number, name = `Agency ${id}`): Tenant => ({
  id,
  guid: `guid-${id}`,
  name,
  status: 'active',
  createdAt: '2021-01-01T00:00:00Z',
  underwriters: [],
});
