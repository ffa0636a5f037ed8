import type { Command } from 'commander';
import path from 'node:path';
import { ApiError } from '../../mock-api';
import { linkLifetimesFrom } from '../../mock-api';
import { readLock } from '../../mock-api';
import { generatePassword } from '../../mock-api';
import { AccountError, addUser } from '../../mock-api';
import { ApprovalError, findTenantByText } from '../../mock-api';
import { dataFileOf, requireDataFile, withStore } from '../lib/data-file';
import { CliError, EXIT } from '../lib/exit-codes';
import { outboxMailer } from '../../mock-api';
import { OperatorTeam, type OperatorSent, type OperatorTeamMember } from '../../mock-api';
import { ROLES } from '../../mock-api';
import { callOperatorApi, cliErrorOf } from '../lib/operator-api';
import { printJson } from '../lib/output';
import { formatTable } from '../lib/table';

interface AddUserOptions {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  json?: boolean;
}

interface AddedUser {
  tenant: string;
  name: string;
  email: string;
  password: string;
}

const DEFAULT_APP_URL = 'http://localhost:4200';

/**
 * Runs one team action: through the running server's operator routes when a server holds the data
 * file (it owns the file, and its e-mails carry its own address), otherwise on the file itself with
 * the same shared actions; a refusal reads and exits the same either way.
 */
async function teamAction<T>(command: Command, online: { method: 'GET' | 'POST'; route: string; body?: unknown }, offline: (team: OperatorTeam) => Promise<T> | T): Promise<T> {
  const file = dataFileOf(command);
  requireDataFile(file);
  const owner = readLock(file);
  if (owner) return callOperatorApi<T>(owner, online.method, online.route, online.body);
  const { appUrl } = command.optsWithGlobals<{ appUrl?: string }>();
  let lifetimes;
  try {
    lifetimes = linkLifetimesFrom(process.env);
  } catch (error) {
    throw new CliError((error as Error).message, EXIT.usage);
  }
  return withStore(file, async (store) => {
    const team = new OperatorTeam(store, { mailer: outboxMailer(path.join(path.dirname(file), 'outbox')), appUrl: (appUrl ?? DEFAULT_APP_URL).replace(/\/+$/, ''), lifetimes });
    try {
      return await offline(team);
    } catch (error) {
      if (error instanceof ApiError) throw cliErrorOf(error);
      throw error;
    }
  });
}

const ROLE_CHOICES = ROLES.join('|');

function printMembers(members: OperatorTeamMember[], json: boolean | undefined) {
  if (json) {
    printJson(members);
    return;
  }
  if (members.length === 0) {
    console.log('No users.');
    return;
  }
  console.log(
    formatTable(
      members.map((member) => ({
        Tenant: member.tenant,
        Name: `${member.firstName} ${member.lastName}`,
        Email: member.email,
        Role: member.role,
        Status: member.status,
        'Last sign-in': member.lastSignInAt ? member.lastSignInAt.slice(0, 16).replace('T', ' ') + ' UTC' : member.status === 'invited' ? `invited, link until ${(member.invitationExpiresAt ?? '').slice(0, 10)}` : 'never',
      })),
    ),
  );
}

function printSent(sent: OperatorSent, json: boolean | undefined, what: string) {
  if (json) {
    printJson(sent);
    return;
  }
  console.log(what);
  if (sent.emlPath) console.log(sent.emlPath);
}

function printChanged(member: OperatorTeamMember, json: boolean | undefined, what: string) {
  if (json) printJson(member);
  else console.log(what);
}

export function registerUsers(program: Command): void {
  const users = program.command('users').description("manage an agency's people: list, add, invite, change a role, deactivate, reactivate, send a password link");
  users
    .command('add')
    .description('add a user to an active tenant; prints the password (generated unless given). Works while the server runs, through its operator routes')
    .requiredOption('--tenant <name-or-id>', 'the tenant, by name or id')
    .requiredOption('--email <email>', 'the e-mail the user signs in with')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--password <password>', 'a password of at least 8 characters (default: generated)')
    .option('--json', 'print the account as JSON')
    .action(async (options: AddUserOptions, command: Command) => {
      const file = dataFileOf(command);
      requireDataFile(file);
      const owner = readLock(file);
      const input = { tenant: options.tenant, email: options.email, firstName: options.firstName, lastName: options.lastName, password: options.password };
      const added: AddedUser = owner
        ? await callOperatorApi<AddedUser>(owner, 'POST', 'users', input)
        : await withStore(file, async (store) => {
            const tenant = tenantNamedBy(store, options.tenant);
            if (!tenant) throw new CliError(`There is no tenant "${options.tenant}". Known tenants: ${store.list('tenants').map((t) => t.name).join(', ')}`, EXIT.notFound);
            if (tenant.status !== 'active') throw new CliError(`${tenant.name} is not active yet; approve it first.`, EXIT.usage);
            const password = options.password ?? generatePassword();
            try {
              const user = await addUser(store, tenant, { ...input, password, mustChangePassword: true });
              return { tenant: tenant.name, name: `${user.firstName} ${user.lastName}`, email: user.email, password };
            } catch (error) {
              if (error instanceof AccountError) throw new CliError(error.message, EXIT.usage);
              throw error;
            }
          });
      if (options.json) printJson(added);
      else console.log(formatTable([{ Tenant: added.tenant, User: added.name, Email: added.email, Password: added.password }]));
    });
  registerTeamCommands(users);
}

function registerTeamCommands(users: Command): void {
  users
    .command('list')
    .description("list an agency's people (every active agency's without --tenant) with role, status and last sign-in")
    .option('--tenant <name-or-id>', 'only this tenant, by name or id')
    .option('--json', 'print the users as JSON')
    .action(async (options: { tenant?: string; json?: boolean }, command: Command) => {
      const query = options.tenant === undefined ? '' : `?tenant=${encodeURIComponent(options.tenant)}`;
      const members = await teamAction(command, { method: 'GET', route: `team${query}` }, (team) => ({ members: team.list(options.tenant) }));
      printMembers(members.members, options.json);
    });

  users
    .command('invite')
    .description('invite a colleague: e-mails them a one-time link to choose a password (to the outbox beside the data file)')
    .requiredOption('--tenant <name-or-id>', 'the tenant, by name or id')
    .requiredOption('--email <email>', 'the e-mail they will sign in with')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--role <role>', `${ROLE_CHOICES}`, 'agent')
    .option('--app-url <url>', 'the app address for the link, when no server runs', DEFAULT_APP_URL)
    .option('--json', 'print the invitation as JSON')
    .action(async (options: AddUserOptions & { role: string }, command: Command) => {
      const invitation = { email: options.email, firstName: options.firstName, lastName: options.lastName, role: options.role };
      const sent = await teamAction(command, { method: 'POST', route: 'team/invitations', body: { tenant: options.tenant, ...invitation } }, (team) => team.invite(options.tenant, invitation));
      printSent(sent, options.json, `Invited ${sent.member.firstName} ${sent.member.lastName} (${sent.member.role}) to ${sent.member.tenant}; the link works until ${sent.member.invitationExpiresAt ?? '?'}. The e-mail:`);
    });

  const change = (name: string, description: string, body: (role: string | undefined) => Record<string, unknown>, done: (member: OperatorTeamMember) => string, withRole = false) => {
    const sub = users.command(withRole ? `${name} <email> <role>` : `${name} <email>`).description(description).option('--json', 'print the user as JSON');
    sub.action(async (email: string, ...rest: unknown[]) => {
      const role = withRole ? (rest[0] as string) : undefined;
      const command = rest.at(-1) as Command;
      const { json } = command.opts<{ json?: boolean }>();
      const wanted = body(role);
      const answer = await teamAction(command, { method: 'POST', route: 'team/change', body: { email, ...wanted } }, async (team) => ({ member: await team.change(email, wanted) }));
      printChanged(answer.member, json, done(answer.member));
    });
  };
  change('role', `give a user a role (${ROLE_CHOICES}); an agency keeps at least one active admin`, (role) => ({ role }), (m) => `${m.email} is now ${m.role === 'admin' ? 'an admin' : `an ${m.role}`} of ${m.tenant}.`, true);
  change('deactivate', 'stop a user signing in: their open sessions end at once; their history stays theirs', () => ({ active: false }), (m) => `${m.email} is deactivated; their sessions have ended.`);
  change('reactivate', 'let a deactivated user sign in again (with their password, or after a reset)', () => ({ active: true }), (m) => `${m.email} is active again.`);

  users
    .command('reset <email>')
    .description('e-mail a one-time link to choose a new password (or the invitation again, if not yet accepted)')
    .option('--app-url <url>', 'the app address for the link, when no server runs', DEFAULT_APP_URL)
    .option('--json', 'print what was sent as JSON')
    .action(async (email: string, options: { json?: boolean }, command: Command) => {
      const sent = await teamAction(command, { method: 'POST', route: 'team/password-link', body: { email } }, (team) => team.sendPasswordLink(email));
      printSent(
        sent,
        options.json,
        sent.purpose === 'invitation'
          ? `${sent.member.email} has not accepted the invitation yet; it was sent again. The e-mail:`
          : `A link to choose a new password was e-mailed to ${sent.member.email}. The e-mail:`,
      );
    });
}

/** The tenant the --tenant option names; a reference that is both an id and a name is refused. */
function tenantNamedBy(store: Parameters<typeof findTenantByText>[0], reference: string) {
  try {
    return findTenantByText(store, reference);
  } catch (error) {
    if (error instanceof ApprovalError) throw new CliError(error.message, EXIT.usage);
    throw error;
  }
}
