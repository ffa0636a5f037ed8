import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, pageForPath, type PageManifest } from '../src/prerender/page-manifest';

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
          scriptSrc: ["'self'"],
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
      // Read per request: navigations are few, and `npm run dev` rebuilds the pages under us.
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PageManifest;
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
    void pageFor(req.path).then(({ file, status }) => {
      res.status(status).set('Cache-Control', 'no-cache');
      res.sendFile(path.join(distDir, file), (error) => {
        if (error) next(error);
      });
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
