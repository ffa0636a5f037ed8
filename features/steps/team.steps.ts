import { Given, Then, When } from '@cucumber/cucumber';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { expect } from '../support/expect.ts';
import { field } from '../support/fields.ts';
import { typeAndLeave } from '../support/keyboard.ts';
import { signIn } from '../support/sign-in.ts';
import type { AppWorld } from '../support/world.ts';

/** A message's text as a mail client shows it (quoted-printable soft breaks and escapes undone). */
const readable = (message: string) => message.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest e-mail to this address in the server's outbox, as a mail client shows it. A reset
 * link is e-mailed after the answer (so that it takes as long for any address): it may take a
 * moment to arrive, as in any inbox.
 */
async function newestEmailTo(world: AppWorld, email: string, waitMs = 5_000): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const files = (await readdir(world.server.outboxDir)).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const message = readable(await readFile(path.join(world.server.outboxDir, file), 'utf8'));
      if (message.includes(`<${email}>`)) return message;
    }
    if (Date.now() > until) throw new Error(`No e-mail to ${email} among ${files.length} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function row(world: AppWorld, name: string) {
  return world.page.getByRole('row').filter({ hasText: name });
}

/** Opens the account menu and its Team link (shown to the agency's administrators), and waits for the list. */
When('I open the Team page', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: /account menu/i }).click();
  await this.page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(this.page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(this.page.getByRole('table')).toBeVisible();
});

/** On the Team page: Invite a colleague, type first name, last name and e-mail, choose the role (Agent or Administrator), SEND INVITATION. */
When('I invite {string} {string} with the e-mail {string} as {string}', async function (this: AppWorld, first: string, last: string, email: string, role: string) {
  await this.page.getByRole('button', { name: 'Invite a colleague', exact: true }).click();
  await typeAndLeave(field(this.page, 'First Name'), first);
  await typeAndLeave(field(this.page, 'Last Name'), last);
  await typeAndLeave(field(this.page, 'Email'), email);
  await field(this.page, 'Role').selectOption({ label: role });
  await this.page.getByRole('button', { name: 'SEND INVITATION', exact: true }).click();
});

/** Checks the Team page's status line (what the last action did). */
Then('I see the team notice {string}', async function (this: AppWorld, text: string) {
  await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
});

/** Checks the colleague's status on the Team page: Invited, Active or Deactivated. */
Then('{string} is listed as {string}', async function (this: AppWorld, name: string, status: string) {
  await expect(row(this, name).getByText(status, { exact: true })).toBeVisible();
});

/** Finds the newest invitation or password e-mail to this address in the outbox and keeps it for the next step. */
Then('an invitation e-mail for {string} is in the outbox', async function (this: AppWorld, email: string) {
  const message = await newestEmailTo(this, email);
  expect(message).toMatch(/invited you to work in TitleTrack/);
  this.lastEmail = message;
});

/** Finds the newest e-mail with a link to choose a new password for this address and keeps it for the next step. */
Then('a password e-mail for {string} is in the outbox', async function (this: AppWorld, email: string) {
  const message = await newestEmailTo(this, email);
  expect(message).toMatch(/choose a new password/);
  this.lastEmail = message;
});

/** On My account: types the password from the e-mail found last as the current one, this one twice as the new one, and clicks CHANGE PASSWORD. */
When('I replace the password from that e-mail with {string}', async function (this: AppWorld, password: string) {
  const emailed = /Password:\s+(\S+)/.exec(this.lastEmail ?? '')?.[1];
  if (!emailed) throw new Error('The e-mail holds no password');
  await typeAndLeave(field(this.page, 'Current Password'), emailed);
  await typeAndLeave(field(this.page, 'New Password'), password);
  await typeAndLeave(field(this.page, 'New Password Again'), password);
  await this.page.getByRole('button', { name: 'CHANGE PASSWORD', exact: true }).click();
});

/** Opens the account menu in the header and follows its link of this name ("My account", "Team"). */
When('I open {string} from my profile menu', async function (this: AppWorld, name: string) {
  await this.page.getByRole('button', { name: /account menu/i }).click();
  await this.page.getByRole('link', { name, exact: true }).click();
});

/** Opens the set-password link of the e-mail found last, in this window. */
When('I open the link in that e-mail', async function (this: AppWorld) {
  const link = /https?:\/\/\S+(\/auth\/set-password#[A-Za-z0-9_-]+)/.exec(this.lastEmail ?? '')?.[1];
  if (!link) throw new Error('The e-mail holds no set-password link');
  await this.page.goto(this.url(link));
});

/** On the set-password page: types the password in both fields key by key and leaves them; clicks SET PASSWORD if the page accepts it. */
When('I choose the password {string}', async function (this: AppWorld, password: string) {
  await typeAndLeave(field(this.page, 'New Password'), password);
  await typeAndLeave(field(this.page, 'New Password Again'), password);
  const button = this.page.getByRole('button', { name: 'SET PASSWORD', exact: true });
  if (await button.isEnabled()) await button.click();
});

/** Invites a colleague through the API as Dana and sets their password through the e-mailed link; the e-mail is kept for the next step. */
Given(
  'I have invited {string} {string} with the e-mail {string} and the password {string} was chosen through the link',
  async function (this: AppWorld, first: string, last: string, email: string, password: string) {
    const token = await this.page.evaluate(() => window.localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' };
    const invited = await fetch(this.url('/api/team/invitations'), { method: 'POST', headers, body: JSON.stringify({ firstName: first, lastName: last, email, role: 'agent' }) });
    expect(invited.status).toBe(201);
    this.lastEmail = await newestEmailTo(this, email);
    const secret = /set-password#([A-Za-z0-9_-]+)/.exec(this.lastEmail)?.[1];
    const used = await fetch(this.url('/api/password-links/use'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: secret, password }) });
    expect(used.status).toBe(200);
  },
);

/** Opens a second browser in which this colleague signs in with the demo password "Closing#2021" and reaches the dashboard. */
async function signInInAnotherWindow(world: AppWorld, email: string): Promise<void> {
  const page = await world.openOtherWindow();
  await page.goto(world.url('/auth/login'));
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs a colleague in in a second browser (their own storage), which stays open on their dashboard. */
Given('my colleague {string} is signed in in another window', async function (this: AppWorld, email: string) {
  await signInInAnotherWindow(this, email);
});

/** Signs me in in a second browser too (another computer, say), which stays open on the dashboard. */
Given('I am also signed in as {string} in another window', async function (this: AppWorld, email: string) {
  await signInInAnotherWindow(this, email);
});

/** On the Team page: Deactivate on the colleague's row, then confirms. */
When('I deactivate {string}', async function (this: AppWorld, name: string) {
  await row(this, name).getByRole('button', { name: `Deactivate: ${name}` }).click();
  await this.page.getByRole('group', { name: `Deactivate ${name}?` }).getByRole('button', { name: 'Deactivate', exact: true }).click();
});

/** On the Team page: chooses the role (Agent or Administrator) in the colleague's row. */
/** Chooses the role in the colleague's row and confirms it there (a role waits for the confirmation). */
When('I make {string} an {string}', async function (this: AppWorld, name: string, role: string) {
  await this.page.getByRole('combobox', { name: `Role of ${name}` }).selectOption({ label: role });
  await this.page.getByRole('button', { name: `Make ${role.toLowerCase()}`, exact: true }).click();
});

/** Moves through the role's options with the arrow keys, as a keyboard user looks at them. */
When('I look through the roles of {string} with the arrow keys', async function (this: AppWorld, name: string) {
  const select = this.page.getByRole('combobox', { name: `Role of ${name}` });
  await select.focus();
  await select.press('ArrowDown');
});

/** The other window reaches the login screen and shows this notice (an open window asks the server every 20 s). */
async function otherWindowShowsLogin(world: AppWorld, seconds: number, text: string): Promise<void> {
  if (!world.otherPage) throw new Error('Nobody is signed in in another window');
  await expect(world.otherPage).toHaveURL(/\/auth\/login/, { timeout: seconds * 1000 });
  await expect(world.otherPage.getByRole('status').filter({ hasText: text })).toBeVisible();
}

/** Waits, without touching the colleague's window, until it shows the login screen with this notice (an open window asks the server every 20 s). */
Then(
  "within {int} seconds my colleague's window shows the login screen saying {string}",
  { timeout: 60_000 },
  async function (this: AppWorld, seconds: number, text: string) {
    await otherWindowShowsLogin(this, seconds, text);
  },
);

/** Waits, without touching it, until my other window shows the login screen with this notice. */
Then('within {int} seconds my other window shows the login screen saying {string}', { timeout: 60_000 }, async function (this: AppWorld, seconds: number, text: string) {
  await otherWindowShowsLogin(this, seconds, text);
});

/** Checks the open profile menu offers no link of this name. */
Then('my profile menu has no {string} link', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('button', { name: /account menu/i })).toHaveAttribute('aria-expanded', 'true');
  await expect(this.page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
