import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentFromVariables, parseEnvironment, type Environment } from './src/config/environment.ts';
import { APP_STYLESHEET, AREA_STYLESHEETS, type StyledArea } from './src/config/stylesheets.ts';
import { buildMode } from './src/config/build-mode.ts';
import { chunksFor, chunksWorthAnnouncing, outputOfModule } from './src/prerender/module-preloads.ts';
import { withEagerCompileHint } from './src/prerender/compile-hints.ts';
import { SCREENS } from './src/app/preload-screen.ts';
import { pageDocument } from './src/prerender/page-document.ts';
import { PAGE_MANIFEST_FILE, type PageManifest, type PageName, type PageRoute } from './src/prerender/page-manifest.ts';
import type * as Prerender from './src/prerender/prerender-pages.tsx';
import { pageSpecs } from './src/prerender/page-specs.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.join(root, 'dist');

export interface BuildOptions {
  /** Adds the live-reload hook and skips minification. */
  dev?: boolean;
  /** Environment variables to read the APP_* configuration from (default: process.env). */
  variables?: Record<string, string | undefined>;
  outdir?: string;
}

/** Stylesheets built apart from the code: the app's, then one per area that loads with the area. */
const STYLE_ENTRIES = { app: APP_STYLESHEET, ...AREA_STYLESHEETS };

function styleOptions(options: BuildOptions): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: STYLE_ENTRIES,
    outdir: path.join(options.outdir ?? distDir, 'assets'),
    publicPath: '/assets',
    // Dev names stay fixed, so the code built once keeps pointing at rebuilt stylesheets.
    entryNames: options.dev ? '[name]' : '[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    bundle: true,
    minify: !options.dev,
    sourcemap: 'linked',
    metafile: true,
    // 'style' lets @import resolve packages that export their stylesheet under that condition.
    conditions: ['style'],
    logLevel: 'warning',
  };
}

/** URL of each style entry, read from the build's metafile. */
function styleUrls(metafile: esbuild.Metafile, outdir: string): Record<keyof typeof STYLE_ENTRIES, string> {
  const urls: Record<string, string> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const entry = Object.entries(STYLE_ENTRIES).find(([, source]) => source === output.entryPoint);
    if (entry) urls[entry[0]] = `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
  }
  for (const name of Object.keys(STYLE_ENTRIES)) if (!urls[name]) throw new Error(`The style build produced no ${name} stylesheet`);
  return urls as Record<keyof typeof STYLE_ENTRIES, string>;
}

type StyleUrls = Record<keyof typeof STYLE_ENTRIES, string>;

const environmentOf = (options: BuildOptions): Environment => parseEnvironment(environmentFromVariables(options.variables ?? process.env));

/** Compile-time constants, the same for the browser bundle and the prerender. */
function defines(options: BuildOptions, styles: StyleUrls): Record<string, string> {
  const environment = environmentOf(options);
  return {
    // As JSON text, parsed where it is read: esbuild puts an object-valued define in a lazily
    // initialised module that every chunk then calls, so tiny modules get chunks of their own.
    __APP_ENV__: JSON.stringify(JSON.stringify(environment)),
    __AREA_STYLES__: JSON.stringify(JSON.stringify(Object.fromEntries(Object.keys(AREA_STYLESHEETS).map((area) => [area, styles[area as StyledArea]])))),
    __DEV_RELOAD__: JSON.stringify(Boolean(options.dev)),
    'process.env.NODE_ENV': JSON.stringify(buildMode(environment)),
  };
}

function buildOptions(options: BuildOptions, styles: StyleUrls): esbuild.BuildOptions {
  const outdir = options.outdir ?? distDir;
  return {
    absWorkingDir: root,
    entryPoints: ['src/main.tsx'],
    outdir: path.join(outdir, 'assets'),
    publicPath: '/assets',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    minify: !options.dev,
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    metafile: true,
    legalComments: 'linked',
    jsx: 'automatic',
    define: defines(options, styles),
    logLevel: 'warning',
  };
}

interface Prerendered {
  pages: Prerender.RenderedPage[];
  routes: PageRoute[];
}

/** Packages without React that Node loads faster than esbuild bundles them (React's must be bundled: one copy). */
const PRERENDER_EXTERNAL = ['rxjs', '@remix-run/router', 'yup', 'lodash', 'immer'];

/** Areas no prerendered page shows become empty modules in the prerender bundle: smaller, faster to build. */
const onlyPrerenderedAreas: esbuild.Plugin = {
  name: 'only-prerendered-areas',
  setup(build) {
    const kept = new Set(Object.values(pageSpecs).flatMap((spec) => spec.modules.map((module) => path.join(root, module))));
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      return kept.has(resolved.path) ? resolved : { path: resolved.path, namespace: 'not-prerendered' };
    });
    build.onLoad({ filter: /.*/, namespace: 'not-prerendered' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/**
 * Bundles src/prerender for Node (so every build sees the current source and the browser build's
 * constants), loads it and renders the pages. A fresh file per build, since Node caches modules;
 * inside node_modules so the external packages resolve. It needs nothing from the browser build,
 * so `buildApp` runs both at once.
 */
async function prerender(options: BuildOptions, styles: StyleUrls): Promise<Prerendered> {
  const file = path.join(root, 'node_modules/.cache/titletrack-prerender', `prerender-${process.pid}-${Date.now()}.cjs`);
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/prerender/prerender-pages.tsx'],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      define: defines(options, styles),
      external: PRERENDER_EXTERNAL,
      plugins: [onlyPrerenderedAreas],
      logLevel: 'warning',
    });
    const load = createRequire(import.meta.url);
    const prerenderer = load(file) as typeof Prerender;
    delete load.cache[file];
    return { pages: await prerenderer.renderPages(environmentOf(options)), routes: prerenderer.pageRoutes() };
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Writes the HTML pages: dist/index.html (the plain SPA page), one prerendered page per screen
 * that needs no data (src/prerender), and dist/pages.json saying which URL gets which page. Each
 * page links its stylesheets and announces the chunks it needs, read from the metafile.
 */
async function writePages(metafile: esbuild.Metafile, outdir: string, styles: StyleUrls, prerendered: Prerendered) {
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('The build produced no entry for src/main.tsx');
  const [entryFile] = entry;
  const toUrl = (file: string) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
  const gzippedBytes = (file: string) => gzipSync(readFileSync(path.join(root, file))).length;
  // Every chunk some page runs at start: these get V8's eager compile hint once the pages are written.
  const startChunks = new Set<string>();
  // The entry only waits for a paint and imports the app (src/app/start-app.tsx): every page needs both.
  const pageChunks = (modules: string[]) => {
    const routeModules = ['src/app/start-app.tsx', ...modules];
    const ownChunks = new Set(routeModules.map((module) => outputOfModule(metafile, module)));
    const needed = chunksFor(metafile, ['src/main.tsx', ...routeModules]);
    for (const file of needed) startChunks.add(file);
    return chunksWorthAnnouncing(needed, ownChunks, gzippedBytes)
      .filter((file) => file !== entryFile)
      .map(toUrl);
  };
  const template = await readFile(path.join(root, 'src/index.html'), 'utf8');
  const entryScript = toUrl(entryFile);
  // Every chunk of each signed-in screen, the small ones too: fetched ahead of need, they would
  // otherwise be requested one import level at a time when the screen opens.
  const screens = Object.fromEntries(SCREENS.map((screen) => [screen, chunksFor(metafile, [`src/app/screens/${screen}.ts`]).map(toUrl)]));

  await writeFile(path.join(outdir, 'index.html'), pageDocument(template, { stylesheets: [styles.app], entryScript, chunks: pageChunks([]), screens }));

  const files = {} as Record<PageName, string>;
  await mkdir(path.join(outdir, 'pages'), { recursive: true });
  for (const page of prerendered.pages) {
    const file = `pages/${page.name}.html`;
    const spec = pageSpecs[page.name];
    const stylesheets = spec.area ? [styles.app, styles[spec.area]] : [styles.app];
    const html = pageDocument(template, {
      stylesheets,
      entryScript,
      chunks: pageChunks(spec.modules),
      screens,
      prerendered: { markup: page.markup, render: spec.render },
    });
    await writeFile(path.join(outdir, file), html);
    files[page.name] = file;
  }
  const manifest: PageManifest = { routes: prerendered.routes, files, spa: 'index.html' };
  await writeFile(path.join(outdir, PAGE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await copyFile(path.join(root, 'src/favicon.svg'), path.join(outdir, 'favicon.svg'));
  await Promise.all([...startChunks].map((file) => hintEagerCompile(path.join(root, file))));
}

/** Puts V8's eager compile hint on this output file (src/prerender/compile-hints.ts), its source map following. */
async function hintEagerCompile(file: string): Promise<void> {
  const mapFile = `${file}.map`;
  const sourceMap = await readFile(mapFile, 'utf8').catch(() => null);
  const hinted = withEagerCompileHint(await readFile(file, 'utf8'), sourceMap);
  await writeFile(file, hinted.code);
  if (hinted.sourceMap !== null) await writeFile(mapFile, hinted.sourceMap);
}

/** `render` gives the prerendered pages of this build (started early by `buildApp`, anew per watch rebuild). */
function pagesPlugin(outdir: string, styles: StyleUrls, render: () => Promise<Prerendered>, onBuilt?: () => void): esbuild.Plugin {
  return {
    name: 'pages',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await writePages(result.metafile, outdir, styles, await render());
        onBuilt?.();
      });
    },
  };
}

export async function buildApp(options: BuildOptions = {}): Promise<esbuild.Metafile> {
  const outdir = options.outdir ?? distDir;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const stylesResult = await esbuild.build(styleOptions(options));
  if (!stylesResult.metafile) throw new Error('esbuild returned no metafile for the styles');
  const styles = styleUrls(stylesResult.metafile, outdir);
  const prerendered = prerender(options, styles);
  // Handled where it is awaited (the plugin); this only keeps a failed browser build from leaving it unobserved.
  prerendered.catch(() => undefined);
  const result = await esbuild.build({ ...buildOptions(options, styles), plugins: [pagesPlugin(outdir, styles, () => prerendered)] });
  if (!result.metafile) throw new Error('esbuild returned no metafile');
  return result.metafile;
}

/** Rebuilds on every change; `onBuilt` fires after each successful build. */
export async function watchApp(onBuilt: () => void, options: BuildOptions = {}): Promise<esbuild.BuildContext> {
  const outdir = options.outdir ?? distDir;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const devOptions = { ...options, dev: true };
  const stylesContext = await esbuild.context({
    ...styleOptions(devOptions),
    plugins: [{ name: 'reload', setup: (build) => build.onEnd((result) => void (result.errors.length === 0 && onBuilt())) }],
  });
  const first = await stylesContext.rebuild();
  if (!first.metafile) throw new Error('esbuild returned no metafile for the styles');
  const styles = styleUrls(first.metafile, outdir);
  await stylesContext.watch();
  const context = await esbuild.context({ ...buildOptions(devOptions, styles), plugins: [pagesPlugin(outdir, styles, () => prerender(devOptions, styles), onBuilt)] });
  await context.watch();
  return context;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  buildApp()
    .then(() => console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
