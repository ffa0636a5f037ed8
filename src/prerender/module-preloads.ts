import type { Metafile } from 'esbuild';

/**
 * The output files a page needs at start, from esbuild's metafile: the entry, the lazy route
 * modules it shows, and every chunk they import statically, transitively. Announcing them as
 * `<link rel="modulepreload">` lets the browser fetch them all at once instead of discovering
 * them one import level at a time. Dynamic imports (other areas) are left out on purpose.
 */
export function chunksFor(metafile: Metafile, entryModules: readonly string[]): string[] {
  const outputs = metafile.outputs;
  const outputOf = (module: string) => {
    const found = Object.entries(outputs).find(([file, output]) => output.entryPoint === module && file.endsWith('.js'));
    if (!found) throw new Error(`The build has no chunk for ${module}; update src/prerender/prerender-pages.tsx`);
    return found[0];
  };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  for (const module of entryModules) visit(outputOf(module));
  return [...seen];
}
