import type { Command } from 'commander';
import { ROLES, type OperatorSent, type OperatorTeamMember } from '../../mock-api/index.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../../src/lib/password-policy.ts';
import { dataGatewayOf, DEFAULT_APP_URL } from '../lib/data-gateway.ts';
import { gatewayFor } from '../lib/dry-run-gateway.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';
import { readSecretFromStdin } from '../lib/secret-input.ts';
import { formatTable } from '../lib/table.ts';

interface AddUserOptions {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  passwordStdin?: boolean;
  json?: boolean;
}

const UNCHANGED = 'Nothing was changed.';

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

export function registerUsers(program: Command): void {
  const users = program
    .command('users')
    .description("manage an agency's people: list, add, invite, change a role, deactivate, reactivate, send a password link")
    .addHelpText('after', helpFooter(['npx title-cli users list --tenant 1', 'npx title-cli users role riley@demo-title.test admin --dry-run', 'npx title-cli users deactivate riley@demo-title.test']));
  users
    .command('add')
    .description('add a user to an active tenant; prints the password (generated unless given). Works while the server runs, through its operator routes')
    .requiredOption('--tenant <name-or-id>', 'the tenant, by name or id')
    .requiredOption('--email <email>', 'the e-mail the user signs in with')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--password-stdin', "read the user's password from standard input (one line), checked against the product's password policy")
    .option('--password <password>', 'the password as a value (seen in ps and shell history: prefer --password-stdin)')
    .option('--json', 'print the account as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Without --password-stdin or --password, a password is generated. A password given must meet',
        `the product's policy: ${PASSWORD_MIN_LENGTH} or more characters, hard to guess (zxcvbn score ${PASSWORD_MIN_SCORE} of 4), not mostly`,
        'a common password, not built from the name, e-mail or agency, no invisible characters.',
        'Either way the user chooses their own password at their first sign-in.',
        '',
      ].join('\n') +
        helpFooter([
          'npx title-cli users add --tenant "Demo Title & Escrow" --email pat@demo-title.test --first-name Pat --last-name Lee',
          "printf '%s\\n' \"$NEW_PASSWORD\" | npx title-cli users add --tenant 1 --email pat@demo-title.test --first-name Pat --last-name Lee --password-stdin",
        ]),
    )
    .action(async (options: AddUserOptions, command: Command) => {
      if (options.password !== undefined && options.passwordStdin) throw new CliError('Give the password once: --password-stdin or --password.', EXIT.usage);
      const password = options.passwordStdin ? await readSecretFromStdin('--password-stdin') : options.password;
      const added = await dataGatewayOf(command).addUser({
        tenant: options.tenant,
        email: options.email,
        firstName: options.firstName,
        lastName: options.lastName,
        password,
      });
      // A password the operator chose is not printed back: it would land in the terminal's
      // scrollback and any log of the run. Only a generated one is shown, once.
      const shown = password === undefined ? added : { ...added, password: '(the one given)' };
      if (options.json) printJson(shown);
      else console.log(formatTable([{ Tenant: shown.tenant, User: shown.name, Email: shown.email, Password: shown.password }]));
    });
  registerTeamCommands(users);
}

function registerTeamCommands(users: Command): void {
  users
    .command('list')
    .description("list an agency's people (every active agency's without --tenant) with role, status and last sign-in")
    .option('--tenant <name-or-id>', 'only this tenant, by name or id')
    .option('--json', 'print the users as JSON')
    .addHelpText('after', helpFooter(['npx title-cli users list', 'npx title-cli users list --tenant "Demo Title & Escrow" --json']))
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
    .addHelpText('after', helpFooter(['npx title-cli users invite --tenant 1 --email ana@demo-title.test --first-name Ana --last-name Ruiz --role admin']))
    .action(async (options: AddUserOptions & { role: string }, command: Command) => {
      const invitation = { email: options.email, firstName: options.firstName, lastName: options.lastName, role: options.role };
      const sent = await dataGatewayOf(command).invite(options.tenant, invitation);
      printSent(sent, options.json, `Invited ${sent.member.firstName} ${sent.member.lastName} (${sent.member.role}) to ${sent.member.tenant}; the link works until ${sent.member.invitationExpiresAt ?? '?'}. The e-mail:`);
    });

  interface Change {
    name: string;
    description: string;
    body: (role: string | undefined) => Record<string, unknown>;
    /** What was done, and (--dry-run) what would be. */
    done: (member: OperatorTeamMember) => string;
    would: (member: OperatorTeamMember) => string;
    example: string;
    withRole?: boolean;
  }
  const change = ({ name, description, body, done, would, example, withRole = false }: Change) => {
    users
      .command(withRole ? `${name} <email> <role>` : `${name} <email>`)
      .description(description)
      .option('--dry-run', 'say what would change, change nothing')
      .option('--json', 'print the user as JSON')
      .addHelpText('after', helpFooter([example, `${example} --dry-run`]))
      .action(async (email: string, ...rest: unknown[]) => {
        const role = withRole ? (rest[0] as string) : undefined;
        const command = rest.at(-1) as Command;
        const { json, dryRun } = command.opts<{ json?: boolean; dryRun?: boolean }>();
        const member = await gatewayFor(command, dryRun).changeMember(email, body(role));
        if (json) printJson(dryRun ? { ...member, dryRun: true } : member);
        else console.log(dryRun ? `Dry run: ${would(member)} ${UNCHANGED}` : done(member));
      });
  };
  const roleOf = (m: OperatorTeamMember) => (m.role === 'admin' ? 'an admin' : `an ${m.role}`);
  change({
    name: 'role',
    description: `give a user a role (${ROLE_CHOICES}); an agency keeps at least one active admin`,
    body: (role) => ({ role }),
    done: (m) => `${m.email} is now ${roleOf(m)} of ${m.tenant}.`,
    would: (m) => `${m.email} would be ${roleOf(m)} of ${m.tenant}.`,
    example: 'npx title-cli users role riley@demo-title.test admin',
    withRole: true,
  });
  change({
    name: 'deactivate',
    description: 'stop a user signing in: their open sessions end at once; their history stays theirs',
    body: () => ({ active: false }),
    done: (m) => `${m.email} is deactivated; their sessions have ended.`,
    would: (m) => `${m.email} would be deactivated and their open sessions ended.`,
    example: 'npx title-cli users deactivate riley@demo-title.test',
  });
  change({
    name: 'reactivate',
    description: 'let a deactivated user sign in again (with their password, or after a reset)',
    body: () => ({ active: true }),
    done: (m) => `${m.email} is active again.`,
    would: (m) => `${m.email} would be active again.`,
    example: 'npx title-cli users reactivate riley@demo-title.test',
  });

  users
    .command('reset <email>')
    .description('e-mail a one-time link to choose a new password (or the invitation again, if not yet accepted)')
    .option('--app-url <url>', 'the app address for the link, when no server runs', DEFAULT_APP_URL)
    .option('--dry-run', 'say what would be sent, send nothing and change nothing')
    .option('--json', 'print what was sent as JSON')
    .addHelpText('after', helpFooter(['npx title-cli users reset riley@demo-title.test', 'npx title-cli users reset riley@demo-title.test --dry-run']))
    .action(async (email: string, options: { dryRun?: boolean; json?: boolean }, command: Command) => {
      const sent = await gatewayFor(command, options.dryRun).sendPasswordLink(email);
      const invitation = sent.purpose === 'invitation';
      if (options.dryRun) {
        if (options.json) printJson({ ...sent, dryRun: true });
        else
          console.log(
            invitation
              ? `Dry run: ${sent.member.email} has not accepted the invitation yet; it would be sent again and the earlier link would stop working. ${UNCHANGED}`
              : `Dry run: a link to choose a new password would be e-mailed to ${sent.member.email}. ${UNCHANGED}`,
          );
        return;
      }
      printSent(
        sent,
        options.json,
        invitation
          ? `${sent.member.email} has not accepted the invitation yet; it was sent again. The e-mail:`
          : `A link to choose a new password was e-mailed to ${sent.member.email}. The e-mail:`,
      );
    });
}
