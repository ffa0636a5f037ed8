import type { Command } from 'commander';
import { ROLES, type OperatorSent, type OperatorTeamMember } from '../../mock-api/index.ts';
import { dataGatewayOf, DEFAULT_APP_URL } from '../lib/data-gateway.ts';
import { printJson } from '../lib/output.ts';
import { formatTable } from '../lib/table.ts';

interface AddUserOptions {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  json?: boolean;
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
      const added = await dataGatewayOf(command).addUser({
        tenant: options.tenant,
        email: options.email,
        firstName: options.firstName,
        lastName: options.lastName,
        password: options.password,
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
      printMembers(await dataGatewayOf(command).listMembers(options.tenant), options.json);
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
      const sent = await dataGatewayOf(command).invite(options.tenant, invitation);
      printSent(sent, options.json, `Invited ${sent.member.firstName} ${sent.member.lastName} (${sent.member.role}) to ${sent.member.tenant}; the link works until ${sent.member.invitationExpiresAt ?? '?'}. The e-mail:`);
    });

  const change = (name: string, description: string, body: (role: string | undefined) => Record<string, unknown>, done: (member: OperatorTeamMember) => string, withRole = false) => {
    const sub = users.command(withRole ? `${name} <email> <role>` : `${name} <email>`).description(description).option('--json', 'print the user as JSON');
    sub.action(async (email: string, ...rest: unknown[]) => {
      const role = withRole ? (rest[0] as string) : undefined;
      const command = rest.at(-1) as Command;
      const { json } = command.opts<{ json?: boolean }>();
      const wanted = body(role);
      const member = await dataGatewayOf(command).changeMember(email, wanted);
      printChanged(member, json, done(member));
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
      const sent = await dataGatewayOf(command).sendPasswordLink(email);
      printSent(
        sent,
        options.json,
        sent.purpose === 'invitation'
          ? `${sent.member.email} has not accepted the invitation yet; it was sent again. The e-mail:`
          : `A link to choose a new password was e-mailed to ${sent.member.email}. The e-mail:`,
      );
    });
}
