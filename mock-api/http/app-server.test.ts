import { createHash } from 'node:crypto';
import { ENTER_BEFORE_START_SCRIPT } from '../../src/lib/enter-before-start.ts';
import express from 'express';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { PageManifest } from '../../src/prerender/page-manifest.ts';
import { createAppServer } from './app-server.ts';

/** A build's pages as the app server sees them; each page says which it is. */
async function fakeBuild(withManifest: boolean): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'app-server-'));
  await mkdir(path.join(dist, 'pages'));
  const files: PageManifest['files'] = {
    login: 'pages/login.html',
    registration: 'pages/registration.html',
    shell: 'pages/shell.html',
    dashboard: 'pages/dashboard.html',
    'not-found': 'pages/not-found.html',
  };
  for (const [name, file] of Object.entries(files)) await writeFile(path.join(dist, file), `<p>${name}</p>`);
  await writeFile(path.join(dist, 'index.html'), '<p>spa</p>');
  const manifest: PageManifest = {
    routes: [
      { pattern: '/auth/login', page: 'login' },
      { pattern: '/dashboard', page: 'dashboard' },
      { pattern: '/orders/:orderGuid', page: 'shell' },
      { pattern: '/auth', page: null },
    ],
    files,
    spa: 'index.html',
  };
  if (withManifest) await writeFile(path.join(dist, 'pages.json'), JSON.stringify(manifest));
  return dist;
}

describe('the app server sends each route its prerendered page', () => {
  let dist: string;
  let app: express.Express;
  beforeAll(async () => {
    dist = await fakeBuild(true);
    app = createAppServer({ api: express(), distDir: dist });
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it.each([
    ['/auth/login', 'login'],
    ['/dashboard', 'dashboard'],
    ['/orders/8f0c', 'shell'],
    ['/auth', 'spa'],
  ])('%s gets the %s page, uncached, under the strict CSP', async (url, page) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(200);
    expect(response.text).toBe(`<p>${page}</p>`);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Scripts from this origin, and inline only the prerendered pages' Enter keeper, by its hash.
    const hash = createHash('sha256').update(ENTER_BEFORE_START_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const response = await request(app).get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.text).toBe('<p>not-found</p>');
  });

  it('sends a page rebuilt under it (npm run dev), not the copy it kept', async () => {
    await request(app).get('/auth/login').expect(200, '<p>login</p>');
    const file = path.join(dist, 'pages/login.html');
    await writeFile(file, '<p>login, rebuilt</p>');
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    await request(app).get('/auth/login').expect(200, '<p>login, rebuilt</p>');
  });
});

it('serves index.html everywhere for a build without prerendered pages', async () => {
  const dist = await fakeBuild(false);
  try {
    const response = await request(createAppServer({ api: express(), distDir: dist })).get('/no/such/page');
    expect(response.status).toBe(200);
    expect(response.text).toBe('<p>spa</p>');
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

describe('source maps', () => {
  it('are not served unless asked for', async () => {
    const dist = await fakeBuild(true);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'main-ABC.js'), 'console.log(1);\n//# sourceMappingURL=main-ABC.js.map');
    await writeFile(path.join(dist, 'assets', 'main-ABC.js.map'), '{"sources":["secret.ts"]}');
    try {
      const closed = createAppServer({ api: express(), distDir: dist });
      await request(closed).get('/assets/main-ABC.js').expect(200);
      const refused = await request(closed).get('/assets/main-ABC.js.map').expect(404);
      expect(refused.text).not.toContain('secret.ts');
      const open = createAppServer({ api: express(), distDir: dist, serveSourceMaps: true });
      await request(open).get('/assets/main-ABC.js.map').expect(200);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
