import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpBody } from '../../fixtures/sign-up.ts';
import { emailSkeleton } from '../auth/email-key.ts';
import { EMAIL_CONFLICT, REGISTRATION_CONFLICT } from '../routes/tenants-registration.ts';
import { EMAIL_HAS_ACCOUNT, EMAIL_IN_REGISTRATION } from '../team/team-actions.ts';
import { kill, mustStart, tokenOf, type RealServer } from './real-server.ts';
import { tally } from './tally.ts';

/**
 * Class 12: one rule for every e-mail and name, against the real server process. An e-mail with a
 * control or invisible character, or one that looks like an account's, never becomes a second
 * account (the red team's invitation to "sam@harbor-closing.test" and a NUL, which reached Sam, the
 * admin of another agency); an invitation cannot take an e-mail a registration waiting for
 * approval holds, nor a registration one an account or invitation holds; names hold no web
 * address in any disguise; a full stop at the end does not make a new agency name.
 */

const OPERATOR = { 'X-Operator-Key': 'hardening-operator-key' };
const SAM = 'sam@harbor-closing.test';

interface Answer {
  status: number;
  body: { message?: string; ExceptionList?: { Type: string; Message: string }[]; result?: unknown };
}

async function call(url: string, method: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}${route}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
}

describe('one rule for every e-mail and name', () => {
  let dir: string;
  let server: RealServer | null = null;
  let dana = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'identities-'));
    // Many registrations from this one client: the per-client caps have tests of their own.
    server = await mustStart(path.join(dir, 'db.json'), { MOCK_REGISTRATIONS: '1000', MOCK_PENDING_PER_CLIENT: '1000' });
    dana = await tokenOf(server.url);
  }, 60_000);
  afterAll(async () => {
    if (server) await kill(server);
    await rm(dir, { recursive: true, force: true });
  });

  const url = () => server?.url ?? '';
  const outbox = async () => (await readdir(path.join(dir, 'outbox')).catch(() => [] as string[])).length;
  const members = async () =>
    ((await fetch(`${url()}/api/operator/team`, { headers: OPERATOR }).then((response) => response.json())) as { result: { members: { email: string; tenant: string }[] } }).result.members;
  const register = (name: string, email: string, extra: Record<string, unknown> = {}) => call(url(), 'POST', '/api/tenants', signUpBody(name, email, extra));
  /** An invitation from Dana, Demo Title & Escrow's admin, through the Team page's route. */
  const inviteAs = (email: string, names: Record<string, string> = {}) =>
    call(url(), 'POST', '/api/team/invitations', { firstName: 'Sam', lastName: 'Harbor', email, role: 'admin', ...names }, { Authorization: `Bearer ${dana}` });
  /** The same through the operator's route (title-cli users invite while the server runs). */
  const inviteByOperator = (email: string, names: Record<string, string> = {}) =>
    call(url(), 'POST', '/api/operator/team/invitations', { tenant: '1', firstName: 'Sam', lastName: 'Harbor', email, role: 'admin', ...names }, OPERATOR);

  it("refuses an invitation to another agency's admin with a NUL or another invisible character", async () => {
    const held = tally('12 one account per e-mail (control and invisible characters)');
    const before = await outbox();
    for (const email of [
      `${SAM}\u0000`,
      `\u0000${SAM}`,
      `sam\u0000@harbor-closing.test`,
      `${SAM}\u200f`,
      `sam\u200b@harbor-closing.test`,
      `sa\u00adm@harbor-closing.test`,
      `${SAM}\t`,
      `${SAM}\r\nBcc: evil@outside.test`,
      `${SAM},evil@outside.test`,
      'sam\uff20harbor-closing.test',
    ]) {
      for (const [route, invite] of [
        ['team', inviteAs],
        ['operator', inviteByOperator],
      ] as const) {
        const answer = await invite(email);
        const refused = answer.status === 400 && answer.body.ExceptionList?.some((entry) => entry.Type === 'Email' && entry.Message === 'Please enter valid email address.') === true;
        expect(held.record(refused), `${route} ${JSON.stringify(email)}: ${answer.status}`).toBe(true);
      }
    }
    const holders = (await members()).filter((member) => emailSkeleton(member.email.replace(/[^\p{L}\p{N}@.-]/gu, '')) === emailSkeleton(SAM));
    expect(held.record(holders.length === 1 && holders[0]?.tenant === 'Harbor Closing Services'), 'Sam has one account, his own').toBe(true);
    expect(held.record((await outbox()) === before), 'nothing was mailed').toBe(true);
  }, 60_000);

  it("refuses an invitation to an address that looks like an account's", async () => {
    const held = tally('12 one account per e-mail (look-alikes)');
    const before = await outbox();
    // Morgan through the Team page, Sam through the operator's route: each admin may mail one person 5 times an hour.
    const cases: [typeof inviteAs, string][] = [
      [inviteAs, 'MORGAN@HARBOR-CLOSING.TEST'],
      [inviteAs, 'm\u043ergan@harbor-closing.test'],
      [inviteAs, '\uff4d\uff4f\uff52\uff47\uff41\uff4e@harbor-closing.test'],
      [inviteAs, 'rnorgan@harbor-closing.test'],
      [inviteByOperator, 's\u0430m@harbor-closing.test'],
      [inviteByOperator, 'sam@h\u0430rbor-closing.test'],
      [inviteByOperator, '  Sam@Harbor-Closing.test '],
    ];
    for (const [invite, email] of cases) {
      const answer = await invite(email);
      const refused = answer.status === 409 && answer.body.ExceptionList?.[0]?.Message === EMAIL_HAS_ACCOUNT;
      expect(held.record(refused), `${JSON.stringify(email)}: ${answer.status}`).toBe(true);
    }
    expect(held.record((await outbox()) === before), 'nothing was mailed').toBe(true);
  }, 60_000);

  it('keeps invitations and waiting registrations off each other’s e-mails, both ways', async () => {
    const held = tally('12 one account per e-mail (invitations and waiting registrations)');
    expect((await register('Lakeside Title', 'lee@lakeside.test')).status).toBe(202);
    for (const [invite, email] of [
      [inviteAs, 'lee@lakeside.test'],
      [inviteAs, 'l\u0435e@lakeside.test'],
      [inviteByOperator, 'LEE@LAKESIDE.TEST'],
    ] as const) {
      const answer = await invite(email, { firstName: 'Lee', lastName: 'Park' });
      expect(held.record(answer.status === 409 && answer.body.ExceptionList?.[0]?.Message === EMAIL_IN_REGISTRATION), `invitation ${JSON.stringify(email)}: ${answer.status}`).toBe(true);
    }
    expect((await inviteAs('newhire@outside.test', { firstName: 'New', lastName: 'Hire' })).status).toBe(201);
    for (const email of ['newhire@outside.test', 'NEWHIRE@outside.test', 'n\u0435whire@outside.test', 'newhire@outside.test\u0000']) {
      const answer = await register('Outside Title', email);
      const refused = answer.status === 409 ? answer.body.ExceptionList?.[0]?.Message === EMAIL_CONFLICT : answer.status === 400 && answer.body.ExceptionList?.some((entry) => entry.Type === 'Email') === true;
      expect(held.record(refused), `registration ${JSON.stringify(email)}: ${answer.status}`).toBe(true);
    }
    // Nor may a registration take an address another registration waits with.
    const twin = await register('Lakeshore Title', 'L\u0435E@lakeside.test');
    expect(held.record(twin.status === 409 && twin.body.ExceptionList?.[0]?.Message === EMAIL_CONFLICT), `a second registration: ${twin.status}`).toBe(true);
  }, 60_000);

  it('refuses names with a web address in any disguise, at registration and in invitations', async () => {
    const held = tally('12 names without web addresses');
    const disguises = ['Pay at evil.co', 'pay-here.xyz', 'Visit evil\uff0ecom', 'evil\u3002com', 'evil\uff61com', 'evil\u2024com', 'hxxps evil[.]com', 'www evil', 'evil(dot)com', 'https://evil.test'];
    for (const [index, name] of disguises.entries()) {
      const agency = await register(`${name} Title`, `agency${index}@disguise.test`);
      const person = await register(`Disguise Title ${index}`, `person${index}@disguise.test`, { lastName: name });
      const invited = await inviteByOperator(`invitee${index}@disguise.test`, { firstName: name });
      expect(held.record(agency.status === 400 && agency.body.ExceptionList?.[0]?.Message === 'The agency name cannot hold a web address.'), `agency ${JSON.stringify(name)}: ${agency.status}`).toBe(true);
      expect(held.record(person.status === 400 && person.body.ExceptionList?.[0]?.Message === 'The last name cannot hold a web address.'), `last name ${JSON.stringify(name)}: ${person.status}`).toBe(true);
      expect(held.record(invited.status === 400 && invited.body.ExceptionList?.[0]?.Message === 'The first name cannot hold a web address.'), `invitation ${JSON.stringify(name)}: ${invited.status}`).toBe(true);
    }
    // Names with initials and abbreviations still register.
    const honest = await register('St. Louis Title & Escrow, LLC', 'ana@st-louis-title.test', { firstName: 'Ana María', lastName: "O'Brien-Smith, Jr." });
    expect(held.record(honest.status === 202), `an honest registration: ${honest.status}`).toBe(true);
  }, 60_000);

  it('treats an agency name with punctuation at its end as the same agency', async () => {
    const held = tally('12 agency names (punctuation at the end)');
    for (const [index, name] of ['Demo Title & Escrow.', 'Demo Title & Escrow!', 'Demo Title & Escrow ,', 'Harbor Closing Services\u3002', '\u201cHarbor Closing Services\u201d', 'D\u0435mo Title & Escrow..'].entries()) {
      const answer = await register(name, `twin${index}@twin-agency.test`);
      const refused = answer.status === 409 && (answer.body.result as { message?: string } | undefined)?.message === REGISTRATION_CONFLICT && answer.body.ExceptionList === undefined;
      expect(held.record(refused), `${JSON.stringify(name)}: ${answer.status}`).toBe(true);
    }
  }, 60_000);
});
