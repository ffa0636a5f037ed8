import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFile, fileNumbersIn, kill, mustStart, startServer, tokenOf, type RealServer } from './real-server.ts';
import { signUpBody } from '../../fixtures/sign-up.ts';
import { checkHeld, tally } from './tally.ts';

/**
 * The real server on a real full file system: a 16 MiB tmpfs (the demo data, checklists and payees included, is about 6 MB). A write the disk cannot take is
 * answered 503 with Retry-After and leaves nothing visible (no listing, no 409 on retry); the
 * server takes writes again as soon as space returns, without a restart; a fold of the journal
 * that hits the full disk leaves the previous snapshot and journal in force, at run time and at
 * start; and after a SIGKILL every acknowledged write is there and no refused one.
 */

// Room for the demo data file twice (a fold writes the new snapshot beside the old), and little more.
const SIZE = '24m';

function mountTmpfs(dir: string): void {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
}

/**
 * Whether this process may mount a tmpfs (root, or a container with CAP_SYS_ADMIN), tried once on
 * a scratch folder. Where it may not, these cases cannot make a disk full: they are skipped with
 * one line saying why, rather than failing `npm test` for a developer who is not root. CI runs as
 * root, so there they always run.
 */
function tmpfsRefusal(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'full-disk-probe-'));
  try {
    mountTmpfs(dir);
    execFileSync('umount', [dir]);
    return null;
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0] || String(error);
    return `full-disk cases skipped: mounting a 24 MiB tmpfs needs root or CAP_SYS_ADMIN (${detail})`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const refusal = tmpfsRefusal();
if (refusal) console.warn(refusal);
const describeOnTmpfs = describe.skipIf(refusal !== null);

/** Fills the file system with one file, then gives back `leave` bytes of it. */
function fill(dir: string, leave: number): string {
  const filler = path.join(dir, 'filler');
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  let size = 0;
  try {
    for (;;) size += writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  ftruncateSync(fd, Math.max(0, size - leave));
  closeSync(fd);
  return filler;
}

async function registration(url: string, name: string): Promise<Response> {
  return fetch(`${url}/api/tenants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signUpBody(name, `${name.toLowerCase().replace(/\W+/g, '-')}@full-disk.test`)),
  });
}

describeOnTmpfs('a full disk', () => {
  it('refuses writes with 503, keeps nothing of them, recovers by itself, and survives failed folds', async () => {
    const held = tally('2 full disk');
    const check = checkHeld(held);
    const dir = await mkdtemp(path.join(tmpdir(), 'full-disk-'));
    mountTmpfs(dir);
    const dbFile = path.join(dir, 'db.json');
    // Registrations from this one address are not limited here: the page fills with them.
    const env = { MOCK_FOLD_AFTER: '16384', MOCK_REGISTRATIONS: '1000', MOCK_PENDING_PER_CLIENT: '1000' };
    const acknowledged = new Set<string>();
    const refused = new Set<string>();
    let server: RealServer | null = null;
    try {
      server = await mustStart(dbFile, env);
      const token = await tokenOf(server.url);
      for (let index = 0; index < 5; index += 1) {
        const response = await createFile(server.url, token, `FULL-OK-${index}`);
        check(response.status === 202, 'a write with space is acknowledged');
        acknowledged.add(`FULL-OK-${index}`);
      }

      // No space left: the journal's last page still takes a line or two, then every write is
      // refused whole and nothing of it is visible.
      const filler = fill(dir, 0);
      for (let index = 0; index < 20; index += 1) {
        const fileNumber = `FULL-REFUSED-${index}`;
        const response = await createFile(server.url, token, fileNumber);
        const body = (await response.json()) as { message?: string };
        if (response.status === 202) {
          check(refused.size === 0, `${fileNumber} was acknowledged after an earlier refusal`);
          acknowledged.add(fileNumber);
          continue;
        }
        check(response.status === 503 && Number(response.headers.get('retry-after')) > 0 && typeof body.message === 'string', `503 with Retry-After for ${fileNumber}, got ${response.status}`);
        refused.add(fileNumber);
      }
      check(refused.size >= 10, `the full disk refused ${refused.size} of 20 writes`);
      const again = await createFile(server.url, token, [...refused][0] ?? '');
      check(again.status === 503, `retrying a refused write on the full disk is 503, not 409 (got ${again.status})`);
      // A registration is a much smaller write than a file (which carries its history entries and
      // its checklist): a few may still fit the journal's last page after the files were refused,
      // and are then kept.
      let refusedName: string | null = null;
      for (let attempt = 1; attempt <= 10 && refusedName === null; attempt += 1) {
        const name = `Full Disk Title ${attempt}`;
        const response = await registration(server.url, name);
        if (response.status === 503) refusedName = name;
        else check(response.status === 202, `a registration that fits the journal's last page is acknowledged (got ${response.status})`);
      }
      check(refusedName !== null, 'a registration is refused with 503 once the last page is full');
      const listed = await fileNumbersIn(server.url, token, 'FULL-');
      check([...refused].every((fileNumber) => !listed.has(fileNumber)), 'no refused write is listed');
      check([...acknowledged].every((fileNumber) => listed.has(fileNumber)), 'acknowledged writes are still listed');

      // Some space back (less than a snapshot needs): writes are taken again without a restart,
      // and the folds they trigger fail without harm.
      const snapshotBefore = await readFile(dbFile);
      const fd = openSync(filler, 'r+');
      ftruncateSync(fd, Math.max(0, (await stat(filler)).size - 400 * 1024));
      closeSync(fd);
      for (let index = 0; index < 40; index += 1) {
        const fileNumber = `FULL-FOLD-${index}`;
        const response = await createFile(server.url, token, fileNumber);
        check(response.status === 202, `with some space back ${fileNumber} is acknowledged (got ${response.status})`);
        acknowledged.add(fileNumber);
      }
      const firstRefused = [...refused][0] ?? '';
      const retried = await createFile(server.url, token, firstRefused);
      check(retried.status === 202, `a refused file number can be created once there is space (got ${retried.status}, not 409)`);
      refused.delete(firstRefused);
      acknowledged.add(firstRefused);
      check(Buffer.compare(snapshotBefore, await readFile(dbFile)) === 0, 'a failed fold leaves the previous snapshot as it was');
      check(/Could not fold the journal/.test(server.output()), 'the failed fold was logged');
      check(server.child.exitCode === null, 'the server is still running after failed folds');

      // SIGKILL, then a start whose own fold fails on the full disk: it runs on the old pair.
      await kill(server);
      server = await mustStart(dbFile, env);
      check(/Could not fold .* running on both as they are/.test(server.output()), 'the start-up fold failed and the server started anyway');
      const token2 = await tokenOf(server.url);
      const afterRestart = await fileNumbersIn(server.url, token2, 'FULL-');
      check([...acknowledged].every((fileNumber) => afterRestart.has(fileNumber)), 'every acknowledged write survived the SIGKILL');
      check([...refused].every((fileNumber) => !afterRestart.has(fileNumber)), 'no refused write came back after the restart');

      // All space back: a clean stop folds everything into the snapshot.
      await rm(filler);
      const registered = await registration(server.url, refusedName ?? '');
      check(registered.status === 202, `the refused registration goes through once there is space (got ${registered.status})`);
      await kill(server, 'SIGTERM');
      server = null;
      const snapshot = JSON.parse(await readFile(dbFile, 'utf8')) as { orders: { baseOrderDetail: { fileNumber: string } }[] };
      const inSnapshot = new Set(snapshot.orders.map((order) => order.baseOrderDetail.fileNumber));
      const notInSnapshot = [...acknowledged].filter((fileNumber) => !inSnapshot.has(fileNumber));
      check(notInSnapshot.length === 0, `the final snapshot holds every acknowledged write (missing ${notInSnapshot.join(', ')}; journal ${(await stat(`${dbFile}.journal`)).size} bytes)`);
      check((await stat(`${dbFile}.journal`)).size === 0, 'the journal is empty after a clean stop with space');
      console.log(`full disk: ${acknowledged.size} writes acknowledged and kept, ${refused.size + 1} refused with 503 and never visible, folds failed and recovered`);
    } finally {
      if (server) await kill(server);
      execFileSync('umount', ['-l', dir]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describeOnTmpfs('a password re-issue on a full disk', () => {
  it('keeps the old password working when the e-mail cannot be written, and the new one works once it is', async () => {
    const held = tally('2 full disk (password re-issue)');
    const check = checkHeld(held);
    const dir = await mkdtemp(path.join(tmpdir(), 'full-outbox-'));
    // Only the outbox is on the small file system: the data file takes the new password, the e-mail finds no space.
    const outbox = path.join(dir, 'outbox');
    await mkdir(outbox, { mode: 0o700 });
    mountTmpfs(outbox);
    const dbFile = path.join(dir, 'db.json');
    const operator = { 'X-Operator-Key': 'hardening-operator-key' };
    const login = async (url: string, password: string) =>
      (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'owner@full-outbox.test', password }) })).status;
    const approve = async (url: string) => {
      const response = await fetch(`${url}/api/operator/tenants/by-name/Full%20Outbox%20Title/approve`, { method: 'POST', headers: operator });
      const body = (await response.json()) as { result?: { emlPath: string }; message?: string };
      const password = body.result ? (/Password:\s+(\S+)/.exec(await readFile(body.result.emlPath, 'utf8'))?.[1] ?? '') : '';
      return { status: response.status, password, message: body.message ?? '' };
    };
    let server: RealServer | null = null;
    try {
      server = await mustStart(dbFile);
      const registered = await fetch(`${server.url}/api/tenants`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signUpBody('Full Outbox Title', 'owner@full-outbox.test')) });
      check(registered.status === 202, `registered (got ${registered.status})`);
      const first = await approve(server.url);
      check(first.status === 200 && (await login(server.url, first.password)) === 200, 'the first password signs in');

      const filler = fill(outbox, 0);
      const refused = await approve(server.url);
      check(refused.status === 503 && /could not be written/.test(refused.message), `a re-issue whose e-mail finds no space is 503 (got ${refused.status})`);
      check((await login(server.url, first.password)) === 200, 'the old password still signs in after the refused re-issue');

      // A SIGKILL now changes nothing either.
      await kill(server);
      server = await mustStart(dbFile);
      check((await login(server.url, first.password)) === 200, 'the old password still signs in after a restart');

      await rm(filler);
      const second = await approve(server.url);
      check(second.status === 200 && second.password !== first.password, `with space back the re-issue works (got ${second.status})`);
      check((await login(server.url, second.password)) === 200, 'the e-mailed password signs in');
      check((await login(server.url, first.password)) === 404, 'the old password no longer does');
    } finally {
      if (server) await kill(server);
      execFileSync('umount', ['-l', outbox]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describeOnTmpfs('a start on a completely full disk', () => {
  it('stops with the file it could not write named, and starts once there is space', async () => {
    const held = tally('2 full disk (start-up)');
    const check = checkHeld(held);
    const dir = await mkdtemp(path.join(tmpdir(), 'full-start-'));
    mountTmpfs(dir);
    const dbFile = path.join(dir, 'db.json');
    try {
      const filler = fill(dir, 0);
      const outcome = await startServer(dbFile);
      if (outcome.running) await kill(outcome.server);
      check(!outcome.running && outcome.code !== 0, 'the server does not start');
      const output = outcome.running ? '' : outcome.output;
      check(output.includes('ENOSPC') && output.includes(dir), `its message names the error and the file (${output.trim().slice(0, 300)})`);
      await rm(filler);
      const server = await mustStart(dbFile);
      check((await fetch(`${server.url}/api/login`, { method: 'POST' })).status !== 0, 'with space back it starts');
      await kill(server);
    } finally {
      execFileSync('umount', ['-l', dir]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describeOnTmpfs('the free-disk reserve', () => {
  it('refuses an upload that would eat the reserve, and small writes still go through', async () => {
    const held = tally('2 full disk (reserve for small writes)');
    const check = checkHeld(held);
    const dir = await mkdtemp(path.join(tmpdir(), 'disk-reserve-'));
    mountTmpfs(dir);
    const dbFile = path.join(dir, 'db.json');
    let server: RealServer | null = null;
    try {
      server = await mustStart(dbFile, { MOCK_DISK_RESERVE_MB: '2' });
      const token = await tokenOf(server.url);
      // 3 MiB left: a 1.5 MiB upload would leave less than the reserve.
      fill(dir, 3 * 1024 * 1024);
      const files = (await (await fetch(`${server.url}/api/files?_end=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { result: { files: { orderGuid: string }[] } };
      const orderGuid = files.result.files[0]?.orderGuid ?? '';
      const upload = async (bytes: number) => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.alloc(bytes, 1)]), 'scan.pdf');
        return (await fetch(`${server?.url ?? ''}/api/documents?orderGuid=${orderGuid}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status;
      };
      const big = await upload(1536 * 1024);
      check(big === 507, `an upload that would leave less than the 2 MiB reserve is 507 (got ${big})`);
      check((await upload(10 * 1024)) === 202, 'a small upload still fits');
      for (let index = 0; index < 5; index += 1) {
        const response = await createFile(server.url, token, `RESERVE-${index}`);
        check(response.status === 202, `a save after the refused upload is acknowledged (got ${response.status})`);
      }
    } finally {
      if (server) await kill(server);
      execFileSync('umount', ['-l', dir]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
