import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ENTER_BEFORE_START_SCRIPT } from '../../src/lib/enter-before-start.ts';
import { PAGE_MANIFEST_FILE, pageForPath, type PageManifest } from '../../src/prerender/page-manifest.ts';

export interface AppServerOptions {
  /** The mock API (or any Express app) to serve under /api. */
  api: Express;
  /** The built SPA (esbuild's output). */
  distDir: string;
  /** Extra routes mounted before the SPA (dev reload, provider states). */
  extraRoutes?: (app: Express) => void;
  /**
   * Serve the build's source maps (`npm run dev`, or MOCK_SERVE_SOURCE_MAPS=on). Off otherwise: a
   * map carries the whole source, comments included, to anyone who asks.
   */
  serveSourceMaps?: boolean;
}

/** One origin for the SPA and the mock API: compression, a strict CSP, long caching for hashed files. */
export function createAppServer({ api, distDir, extraRoutes, serveSourceMaps = false }: AppServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The prerendered pages' one inline script, by its hash (src/lib/enter-before-start.ts).
          scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(ENTER_BEFORE_START_SCRIPT).digest('base64')}'`],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy: a page that sends one cannot reuse the browsing context it
      // is opened in, so the browser swaps processes first, and the login painted about 40 ms
      // later for it (npm run bench, first screens). What it guards against, a window this app
      // did not open keeping a handle on it, is small here: no page can be framed
      // (frame-ancestors), nothing listens to postMessage, the token never leaves the origin.
      crossOriginOpenerPolicy: false,
    }),
  );
  app.use(compression());
  app.use('/api', api);
  extraRoutes?.(app);
  if (!serveSourceMaps) {
    app.use((req, res, next) => {
      if (req.path.endsWith('.map')) res.status(404).type('text/plain').send('Not found');
      else next();
    });
  }

  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      // Pages and the page manifest name the current build's chunks: never kept past a deploy.
      setHeaders: (res, file) => {
        if (/\.(html|json)$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  // Each URL gets its prerendered page (login, registration, the shell's frame), unknown ones the
  // not-found page with 404. A build without pages.json gets index.html everywhere, as before.
  const manifestFile = path.join(distDir, PAGE_MANIFEST_FILE);
  const pageFor = async (pathname: string): Promise<{ file: string; status: number }> => {
    try {
      const manifest = JSON.parse((await readFresh(manifestFile)).toString('utf8')) as PageManifest;
      return pageForPath(manifest, pathname);
    } catch {
      return { file: 'index.html', status: 200 };
    }
  };
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    pageFor(req.path)
      .then(async ({ file, status }) => {
        const body = await readFresh(path.join(distDir, file));
        res.status(status).set('Cache-Control', 'no-cache').type('html').send(body);
      })
      .catch((error: unknown) => {
        next((error as NodeJS.ErrnoException).code === 'ENOENT' ? Object.assign(new Error('No such page in the build'), { status: 404 }) : error);
      });
  };
  app.use(pages);
  app.use(((error, _req, res, _next) => {
    const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 500;
    if (status >= 500) console.error(error);
    res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'The server could not send this file.');
  }) satisfies express.ErrorRequestHandler);
  return app;
}

/**
 * Pages and the page manifest, kept in memory while their file is unchanged: every navigation
 * needs one, and a read from memory answers sooner than a file stream (the first paint waits
 * for it). Checked against the file's time on each request, since `npm run dev` rebuilds them.
 */
const freshFiles = new Map<string, { modified: number; body: Buffer }>();
async function readFresh(file: string): Promise<Buffer> {
  const { mtimeMs } = await stat(file);
  const kept = freshFiles.get(file);
  if (kept && kept.modified === mtimeMs) return kept.body;
  const body = await readFile(file);
  freshFiles.set(file, { modified: mtimeMs, body });
  return body;
}
