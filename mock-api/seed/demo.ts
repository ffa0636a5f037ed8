import type { DbData, Tenant, User } from '../store/model.ts';
import { hashPassword } from '../auth/passwords.ts';
import { randomBytes } from 'node:crypto';
import { generateOrders } from './orders.ts';
import { seededChecklist } from './checklists.ts';
import { holdDisbursements, seededPayees } from './payees.ts';
import { FileHistory } from '../history/file-history.ts';
import { openingEntries } from '../history/opening-entries.ts';
import { Store } from '../store/store.ts';

export const DEMO_PASSWORD = 'Closing#2021';

export const demoAccounts = [
  {
    prefix: 'DTE',
    tenant: {
      id: 1,
      guid: '7d1f6a52-3c4e-4b8a-9f57-1a2b3c4d5e01',
      name: 'Demo Title & Escrow',
      underwriters: [
        'First American Title Insurance Company',
        'Stewart Title Guaranty Company',
        'Old Republic National Title Insurance Company',
      ],
    },
    user: { id: 'u-dana', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test' },
    colleague: { id: 'u-riley', firstName: 'Riley', lastName: 'Chen', email: 'riley@demo-title.test' },
  },
  {
    prefix: 'HCS',
    tenant: {
      id: 2,
      guid: '0b9e2d47-8f61-4c3a-b2d5-6e7f8a9b0c02',
      name: 'Harbor Closing Services',
      underwriters: ['Fidelity National Title Insurance Company', 'Chicago Title Insurance Company'],
    },
    user: { id: 'u-sam', firstName: 'Sam', lastName: 'Harbor', email: 'sam@harbor-closing.test' },
    colleague: { id: 'u-morgan', firstName: 'Morgan', lastName: 'Reyes', email: 'morgan@harbor-closing.test' },
  },
] as const;

const SEEDED_AT = '2021-01-04T09:00:00.000Z';

export const DEMO_ORDERS_PER_TENANT = 300;

/**
 * The two demo tenants and their users (an admin and an agent each, one password), with a fresh token key unless one is given, and a few
 * hundred orders each with dates spread around `today`.
 */
export async function createDemoData(jwtSecret = randomBytes(32).toString('base64url'), today = new Date()): Promise<DbData> {
  const tenants: Tenant[] = demoAccounts.map(({ tenant }) => ({
    ...tenant,
    underwriters: [...tenant.underwriters],
    status: 'active',
    createdAt: SEEDED_AT,
  }));
  // Each demo agency: its admin (who registered it) and an agent colleague, so teamwork can be tried at once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: User[] = demoAccounts.flatMap(({ tenant, user, colleague }) => [
    { ...user, tenantId: tenant.id, role: 'admin' as const, passwordHash, createdAt: SEEDED_AT },
    { ...colleague, tenantId: tenant.id, role: 'agent' as const, passwordHash, createdAt: SEEDED_AT },
  ]);
  const orders = demoAccounts.flatMap(({ tenant, prefix }) => generateOrders(DEMO_ORDERS_PER_TENANT, { tenantId: tenant.id, prefix, seed: tenant.id, today }));
  // Each file's checklist, shared between the agency's two people, some of it overdue.
  const peopleOf = (tenantId: number) => users.filter((user) => user.tenantId === tenantId).map((user) => ({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` }));
  const people = new Map(tenants.map((tenant) => [tenant.id, peopleOf(tenant.id)]));
  const vaultKey = randomBytes(32).toString('base64url');
  // Files settling now have their payees, most wires verified by a second person; a file with a
  // wire nobody verified has not disbursed.
  const payees = orders.flatMap((order) => seededPayees(order, people.get(order.tenantId) ?? [], vaultKey, today));
  const data: DbData = {
    meta: { seq: 0, jwtSecret, nextTenantId: tenants.length + 1, createdAt: new Date().toISOString(), vaultKey },
    tenants,
    users,
    orders,
    tasks: holdDisbursements(orders.flatMap((order) => seededChecklist(order, people.get(order.tenantId) ?? [], today)), payees),
    payees,
  };
  // Each file's "opened file" entry, as title-cli seed writes it, so the audit checks demo files too.
  return { ...data, history: openingEntries(new FileHistory(Store.memory({ ...data, orders: [], tasks: [], payees: [] })), orders, payees) };
}
