import type { Metafile } from 'esbuild';

/**
 * The output files a page needs at start, from esbuild's metafile: the entry, the lazy route
 * modules it shows, and every chunk they import statically, transitively. Announcing them as
 * preloads (page-document.ts) lets the browser fetch them all at once instead of discovering
 * them one import level at a time. Dynamic imports (other areas) are left out on purpose.
 * (`chunksWorthAnnouncing` picks which of them the page announces.)
 */
export function chunksFor(metafile: Metafile, entryModules: readonly string[]): string[] {
  const outputs = metafile.outputs;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  for (const module of entryModules) visit(outputOfModule(metafile, module));
  return [...seen];
}

/** The output file of a source module that is an entry (the app's entry or a lazy route's module). */
export function outputOfModule(metafile: Metafile, module: string): string {
  const found = Object.entries(metafile.outputs).find(([file, output]) => output.entryPoint === module && file.endsWith('.js'));
  if (!found) throw new Error(`The build has no chunk for ${module}; update src/prerender/prerender-pages.tsx`);
  return found[0];
}

/**
 * Below this gzipped size a shared chunk is not announced. Measured with `npm run bench` and
 * headless Chromium on this 2-core machine: each request costs the browser (and the machine)
 * enough that twenty announced chunks, half of them under 600 bytes, delayed the registration
 * page's first paint to 1.4× its static twin's, while announcing only the chunks over 10 kB
 * brought it to 1.2× and the page was usable as soon (the small chunks arrive with the chunk
 * that imports them, in one parallel round).
 */
export const MIN_ANNOUNCED_CHUNK_BYTES = 10_000;

/**
 * The chunks worth announcing: the route modules' own chunks (the app, the page: the browser would
 * find these last, a loader at a time) and the shared chunks that carry the weight.
 */
export function chunksWorthAnnouncing(files: readonly string[], ownChunks: ReadonlySet<string>, gzippedBytes: (file: string) => number): string[] {
  return files.filter((file) => ownChunks.has(file) || gzippedBytes(file) >= MIN_ANNOUNCED_CHUNK_BYTES);
}
