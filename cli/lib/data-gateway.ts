import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AccountError, addUser, ApiError, ApprovalError, approveTenant, findTenantByText, generatePassword } from '../../mock-api/index.ts';
import { demoAccounts, DEMO_PASSWORD, linkLifetimesFrom, OperatorTeam, outboxMailer, readLock, seedOrders, seedTenants } from '../../mock-api/index.ts';
import type { Mailer } from '../../mock-api/index.ts';
import { describeRegistration, referenceFromText, rejectRegistration, removeRegistrationsOlderThan, tenantNamesIn } from '../../mock-api/index.ts';
import type { Credential, LockInfo, OperatorSent, OperatorTeamMember, RegistrationRow, Store, TenantReference } from '../../mock-api/index.ts';
import { dataFileOf, requireDataFile, withStore } from './data-file.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { callOperatorApi, cliErrorOf } from './operator-api.ts';
import { requireAcceptablePassword } from './password-rules.ts';

/** The app address the links in e-mails point at when no server runs (a server puts its own). */
export const DEFAULT_APP_URL = 'http://localhost:4200';

/** A tenant as the operator named it: by --id or --name, or by one argument read against the tenant list. */
export interface TenantNamed {
  reference: TenantReference | null;
  text: string;
}

export interface TenantRow {
  id: number;
  name: string;
  status: string;
  createdAt: string;
  contact: string | null;
}

export interface TenantApproval {
  by: string;
  tenant: string;
  tenantId: number;
  email: string;
  /** Null in a dry run: no e-mail was written. */
  emlPath: string | null;
  reissued: boolean;
}

export interface NewUser {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Generated when not given. */
  password?: string;
}

export interface AddedUser {
  tenant: string;
  name: string;
  email: string;
  password: string;
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

export interface SeedResult {
  createdFile: boolean;
  accounts: Credential[];
  skipped: string[];
  ordersAdded: { tenant: string; added: number }[];
}

/** How far seeding the orders is, for a progress bar. */
export interface SeedProgress {
  update(done: number, total: number): void;
  stop(): void;
}

/**
 * What title-cli reads and changes in the data. The operations and their answers are the same
 * whichever way the data is reached, and so are their refusals (message and exit code).
 */
export interface DataGateway {
  /** The data file the command names. */
  readonly file: string;
  /** The data is reached through the running mock API that holds the file. */
  readonly throughServer: boolean;
  listTenants(): Promise<TenantRow[]>;
  /** `onFound` hears which tenant is approved before it is, when the file is worked on here. */
  approveTenant(tenant: TenantNamed, options: { signInUrl: string; onFound?: (reference: TenantReference) => void }): Promise<TenantApproval>;
  rejectRegistration(tenant: TenantNamed): Promise<RegistrationRow[]>;
  rejectRegistrationsOlderThan(seconds: number): Promise<RegistrationRow[]>;
  addUser(user: NewUser): Promise<AddedUser>;
  listMembers(tenant: string | undefined): Promise<OperatorTeamMember[]>;
  invite(tenant: string, invitation: Invitation): Promise<OperatorSent>;
  changeMember(email: string, wanted: Record<string, unknown>): Promise<OperatorTeamMember>;
  sendPasswordLink(email: string): Promise<OperatorSent>;
  seed(options: { tenants: number; seed: number; orders: number }, progress?: SeedProgress): Promise<SeedResult>;
}

/**
 * The one place title-cli decides how to reach the data. A running mock API owns its data file
 * (writing beside it would be lost, or corrupt it), so while one holds the file's lock the CLI goes
 * through its operator routes with the key it published in the lock; otherwise it opens the file.
 * Only a command told to create the file (seed --create) may name one that is not there.
 */
export function openDataGateway(file: string, { create = false, appUrl }: { create?: boolean; appUrl?: string } = {}): DataGateway {
  if (!create) requireDataFile(file);
  const owner = existsSync(file) ? readLock(file) : null;
  return owner ? serverGateway(file, owner) : fileGateway(file, { create, appUrl: appUrl ?? DEFAULT_APP_URL });
}

/** The gateway to the data file a command names with --db (or MOCK_DB), its e-mails' links to --app-url. */
export function dataGatewayOf(command: Command, { create = false } = {}): DataGateway {
  const { appUrl } = command.optsWithGlobals<{ appUrl?: string }>();
  return openDataGateway(dataFileOf(command), { create, appUrl });
}

function serverGateway(file: string, owner: LockInfo): DataGateway {
  /**
   * The operator routes name the tenant explicitly, so an argument that could be an id or a name
   * is read here, against the server's list, as it is against the data file.
   */
  async function routeFor({ reference, text }: TenantNamed, action: 'approve' | 'reject'): Promise<string> {
    const found = reference ?? referenceFromText(text, (await callOperatorApi<{ tenants: TenantRow[] }>(owner, 'GET', 'tenants')).tenants.map((tenant) => tenant.name));
    return found.by === 'id' ? `tenants/by-id/${found.id}/${action}` : `tenants/by-name/${encodeURIComponent(found.name)}/${action}`;
  }
  return {
    file,
    throughServer: true,
    listTenants: async () => (await callOperatorApi<{ tenants: TenantRow[] }>(owner, 'GET', 'tenants')).tenants,
    approveTenant: async (tenant) => callOperatorApi<TenantApproval>(owner, 'POST', await routeFor(tenant, 'approve')),
    rejectRegistration: async (tenant) => (await callOperatorApi<{ rejected: RegistrationRow[] }>(owner, 'POST', await routeFor(tenant, 'reject'))).rejected,
    rejectRegistrationsOlderThan: async (olderThanSeconds) =>
      (await callOperatorApi<{ rejected: RegistrationRow[] }>(owner, 'POST', 'registrations/reject', { olderThanSeconds })).rejected,
    addUser: async (user) => {
      if (user.password !== undefined) {
        // The server's route takes any password of 8 characters: the product's policy is applied
        // here, with the agency's name when the tenant is known (an unknown one is the server's 404).
        const tenants = (await callOperatorApi<{ tenants: TenantRow[] }>(owner, 'GET', 'tenants')).tenants;
        const found = tenantRowNamed(tenants, user.tenant);
        if (found) await requireAcceptablePassword(user.password, { ...user, agency: found.name });
      }
      return callOperatorApi<AddedUser>(owner, 'POST', 'users', user);
    },
    listMembers: async (tenant) =>
      (await callOperatorApi<{ members: OperatorTeamMember[] }>(owner, 'GET', `team${tenant === undefined ? '' : `?tenant=${encodeURIComponent(tenant)}`}`)).members,
    invite: (tenant, invitation) => callOperatorApi<OperatorSent>(owner, 'POST', 'team/invitations', { tenant, ...invitation }),
    changeMember: async (email, wanted) => (await callOperatorApi<{ member: OperatorTeamMember }>(owner, 'POST', 'team/change', { email, ...wanted })).member,
    sendPasswordLink: (email) => callOperatorApi<OperatorSent>(owner, 'POST', 'team/password-link', { email }),
    seed: async ({ tenants, seed, orders }) => {
      // No time limit: seeding many orders takes as long as it takes.
      const result = await callOperatorApi<{ created: Credential[]; skipped: string[]; ordersAdded: SeedResult['ordersAdded'] }>(owner, 'POST', 'seed', { tenants, seed, orders }, null);
      return { createdFile: false, accounts: result.created, skipped: result.skipped, ordersAdded: result.ordersAdded };
    },
  };
}

/** How a gateway on the data file reaches the store and where its e-mails go. */
export interface FileAccess {
  open: <T>(work: (store: Store, created: boolean) => Promise<T>) => Promise<T>;
  /** Where approvals write the credentials e-mail. */
  outboxDir: string;
  /** How the team's e-mails (invitations, password links) are sent. */
  mailer: Mailer;
  appUrl: string;
}

function fileGateway(file: string, { create, appUrl }: { create: boolean; appUrl: string }): DataGateway {
  const outboxDir = path.join(path.dirname(file), 'outbox');
  return gatewayOnStore(file, { open: (work) => withStore(file, work, { create }), outboxDir, mailer: outboxMailer(outboxDir), appUrl });
}

/** The operations run here, on a store: the data file itself, or (dry-run-gateway.ts) a copy in memory. */
export function gatewayOnStore(file: string, { open, outboxDir, mailer, appUrl }: FileAccess): DataGateway {
  /** The server's team actions, run here on the file; a refusal reads and exits as the server's answer would. */
  async function withTeam<T>(work: (team: OperatorTeam) => Promise<T> | T): Promise<T> {
    let lifetimes;
    try {
      lifetimes = linkLifetimesFrom(process.env);
    } catch (error) {
      throw new CliError((error as Error).message, EXIT.usage);
    }
    return open(async (store) => {
      const team = new OperatorTeam(store, { mailer, appUrl: appUrl.replace(/\/+$/, ''), lifetimes });
      try {
        return await work(team);
      } catch (error) {
        if (error instanceof ApiError) throw cliErrorOf(error);
        throw error;
      }
    });
  }

  return {
    file,
    throughServer: false,
    listTenants: () =>
      open(async (store) =>
        store.list('tenants').map((tenant) => ({ ...tenant, contact: typeof tenant.registration?.email === 'string' ? tenant.registration.email : null })),
      ),
    approveTenant: ({ reference, text }, { signInUrl, onFound }) =>
      open(async (store) => {
        const found = reference ?? referenceFromText(text, tenantNamesIn(store));
        onFound?.(found);
        const approval = await approveTenant(store, found, { outboxDir, signInUrl }).catch((error: unknown) => {
          // The approval's own refusals carry an HTTP-like status: 404 is a tenant not found.
          if (error instanceof ApprovalError) throw new CliError(error.message, error.status === 404 ? EXIT.notFound : EXIT.usage);
          throw error;
        });
        return { by: found.by, tenant: approval.tenant.name, tenantId: approval.tenant.id, email: approval.user.email, emlPath: approval.emlPath, reissued: approval.reissued };
      }),
    rejectRegistration: ({ reference, text }) =>
      open(async (store) => [describeRegistration(await rejectRegistration(store, reference ?? referenceFromText(text, tenantNamesIn(store))))]),
    rejectRegistrationsOlderThan: (seconds) => open(async (store) => (await removeRegistrationsOlderThan(store, seconds)).map(describeRegistration)),
    addUser: (user) =>
      open(async (store) => {
        const tenant = tenantNamedBy(store, user.tenant);
        if (!tenant) throw new CliError(`There is no tenant "${user.tenant}". Known tenants: ${store.list('tenants').map((t) => t.name).join(', ')}`, EXIT.notFound);
        if (tenant.status !== 'active') throw new CliError(`${tenant.name} is not active yet; approve it first.`, EXIT.usage);
        if (user.password !== undefined) await requireAcceptablePassword(user.password, { ...user, agency: tenant.name });
        const password = user.password ?? generatePassword();
        try {
          const added = await addUser(store, tenant, { ...user, password, mustChangePassword: true });
          return { tenant: tenant.name, name: `${added.firstName} ${added.lastName}`, email: added.email, password };
        } catch (error) {
          if (error instanceof AccountError) throw new CliError(error.message, EXIT.usage);
          throw error;
        }
      }),
    listMembers: (tenant) => withTeam((team) => team.list(tenant)),
    invite: (tenant, invitation) => withTeam((team) => team.invite(tenant, invitation)),
    changeMember: (email, wanted) => withTeam((team) => team.change(email, wanted)),
    sendPasswordLink: (email) => withTeam((team) => team.sendPasswordLink(email)),
    seed: (options, progress) =>
      open(async (store, createdFile) => {
        const { created, skipped } = await seedTenants(store, options);
        const ordersAdded = options.orders
          ? await seedOrders(store, { count: options.orders, seed: options.seed, onProgress: progress?.update }).finally(() => progress?.stop())
          : [];
        // A new file starts with the demo tenants, whose accounts share one known password.
        const demo: Credential[] = createdFile
          ? demoAccounts.map(({ tenant, user }) => ({ tenant: tenant.name, name: `${user.firstName} ${user.lastName}`, email: user.email, password: DEMO_PASSWORD }))
          : [];
        return { createdFile, accounts: [...demo, ...created], skipped, ordersAdded };
      }),
  };
}

/** The tenant the --tenant option names; a reference that is both an id and a name is refused. */
function tenantNamedBy(store: Store, reference: string) {
  try {
    return findTenantByText(store, reference);
  } catch (error) {
    if (error instanceof ApprovalError) throw new CliError(error.message, EXIT.usage);
    throw error;
  }
}

/** The tenant row --tenant names in the server's list, read as the data file's tenants are. */
function tenantRowNamed(tenants: TenantRow[], text: string): TenantRow | undefined {
  try {
    const reference = referenceFromText(text, tenants.map((tenant) => tenant.name));
    return reference.by === 'id' ? tenants.find((tenant) => tenant.id === reference.id) : tenants.find((tenant) => tenant.name.toLowerCase() === reference.name.trim().toLowerCase());
  } catch {
    // Both an id and a name: the server names the problem.
    return undefined;
  }
}
