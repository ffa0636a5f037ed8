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

function buildOptions(options: BuildOptions): esbuild.BuildOptions {
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
    // 'style' lets CSS @import resolve packages that export their stylesheet under that condition.
    conditions: ['module', 'style'],
    define: {
      __APP_ENV__: JSON.stringify(environment),
      __DEV_RELOAD__: JSON.stringify(Boolean(options.dev)),
      'process.env.NODE_ENV': JSON.stringify(environment.production || !options.dev ? 'production' : 'development'),
    },
    logLevel: 'warning',
  };
}

/** Writes dist/index.html pointing at the hashed entry files. */
async function writeIndexHtml(metafile: esbuild.Metafile, outdir: string) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('The build produced no entry for src/main.tsx');
  const [entryFile, entryOutput] = entry;
  const toUrl = (file: string) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
  const tags = [
    entryOutput.cssBundle ? `<link rel="stylesheet" href="${toUrl(entryOutput.cssBundle)}" />` : '',
    `<script type="module" src="${toUrl(entryFile)}"></script>`,
  ].filter(Boolean);
  const template = await readFile(path.join(root, 'src/index.html'), 'utf8');
  await writeFile(path.join(outdir, 'index.html'), template.replace('<!-- assets -->', tags.join('\n    ')));
  await copyFile(path.join(root, 'src/favicon.svg'), path.join(outdir, 'favicon.svg'));
}

function indexHtmlPlugin(outdir: string, onBuilt?: () => void): esbuild.Plugin {
  return {
    name: 'index-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await writeIndexHtml(result.metafile, outdir);
        onBuilt?.();
      });
    },
  };
}

export async function buildApp(options: BuildOptions = {}): Promise<esbuild.Metafile> {
  const outdir = options.outdir ?? distDir;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await esbuild.build({ ...buildOptions(options), plugins: [indexHtmlPlugin(outdir)] });
  if (!result.metafile) throw new Error('esbuild returned no metafile');
  return result.metafile;
}

/** Rebuilds on every change; `onBuilt` fires after each successful build. */
export async function watchApp(onBuilt: () => void, options: BuildOptions = {}): Promise<esbuild.BuildContext> {
  const outdir = options.outdir ?? distDir;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const context = await esbuild.context({ ...buildOptions({ ...options, dev: true }), plugins: [indexHtmlPlugin(outdir, onBuilt)] });
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
