/**
 * Lighthouse for `npm run lighthouse`, fetched on first use into .tools/lighthouse instead of
 * being a dev dependency: it is 40 MB and some 150 packages that `npm install` and CI would fetch
 * for a check nobody runs in `npm test`. The version is pinned here, and the types below are the
 * part of its API the script reads, so the type check does not need it installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE_VERSION = '12.8.2';
const folder = path.resolve('.tools/lighthouse');
const entry = path.join(folder, 'node_modules/lighthouse/core/index.js');

export interface Flags {
  port: number;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
  disableStorageReset: boolean;
}

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: unknown;
}

export interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
    audits: Record<string, Audit>;
  };
}

export interface Lighthouse {
  run: (url: string, flags: Flags, config?: object) => Promise<LighthouseResult | undefined>;
  desktopConfig: object;
}

/** Installs the pinned Lighthouse once (npm, from the registry), then loads it. */
export async function loadLighthouse(): Promise<Lighthouse> {
  const installed = existsSync(path.join(folder, 'node_modules/lighthouse/package.json'));
  if (!installed || (await import(pathToFileURL(path.join(folder, 'node_modules/lighthouse/package.json')).href, { with: { type: 'json' } })).default.version !== LIGHTHOUSE_VERSION) {
    console.error(`Fetching Lighthouse ${LIGHTHOUSE_VERSION} into .tools/lighthouse (once)…`);
    execFileSync('npm', ['install', '--prefix', folder, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  }
  const module = (await import(pathToFileURL(entry).href)) as { default: Lighthouse['run']; desktopConfig: object };
  return { run: module.default, desktopConfig: module.desktopConfig };
}
