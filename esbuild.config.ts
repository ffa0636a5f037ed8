import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentFromVariables, parseEnvironment } from './src/config/environment';

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
const STYLE_ENTRIES = {
  app: 'src/styles/index.css',
  registration: 'src/styles/registration-area.css',
  orders: 'src/styles/orders-area.css',
  orderDetail: 'src/styles/order-detail-area.css',
};

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

function buildOptions(options: BuildOptions, styles: Record<keyof typeof STYLE_ENTRIES, string>): esbuild.BuildOptions {
  const environment = parseEnvironment(environmentFromVariables(options.variables ?? process.env));
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
    define: {
      __APP_ENV__: JSON.stringify(environment),
      __AREA_STYLES__: JSON.stringify({ registration: styles.registration, orders: styles.orders, orderDetail: styles.orderDetail }),
      __DEV_RELOAD__: JSON.stringify(Boolean(options.dev)),
      'process.env.NODE_ENV': JSON.stringify(environment.production || !options.dev ? 'production' : 'development'),
    },
    logLevel: 'warning',
  };
}

/** Writes dist/index.html pointing at the hashed entry files. */
async function writeIndexHtml(metafile: esbuild.Metafile, outdir: string, appStyles: string) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('The build produced no entry for src/main.tsx');
  const [entryFile] = entry;
  const toUrl = (file: string) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
  const tags = [
    `<link rel="stylesheet" href="${appStyles}" />`,
    `<script type="module" src="${toUrl(entryFile)}"></script>`,
  ].filter(Boolean);
  const template = await readFile(path.join(root, 'src/index.html'), 'utf8');
  await writeFile(path.join(outdir, 'index.html'), template.replace('<!-- assets -->', tags.join('\n    ')));
  await copyFile(path.join(root, 'src/favicon.svg'), path.join(outdir, 'favicon.svg'));
}

function indexHtmlPlugin(outdir: string, appStyles: string, onBuilt?: () => void): esbuild.Plugin {
  return {
    name: 'index-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await writeIndexHtml(result.metafile, outdir, appStyles);
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
  const result = await esbuild.build({ ...buildOptions(options, styles), plugins: [indexHtmlPlugin(outdir, styles.app)] });
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
  const context = await esbuild.context({ ...buildOptions(devOptions, styles), plugins: [indexHtmlPlugin(outdir, styles.app, onBuilt)] });
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
