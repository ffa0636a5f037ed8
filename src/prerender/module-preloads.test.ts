import type { Metafile } from 'esbuild';
import { chunksFor, chunksWorthAnnouncing, MIN_ANNOUNCED_CHUNK_BYTES, outputOfModule } from './module-preloads.ts';

const output = (entryPoint: string | undefined, imports: Metafile['outputs'][string]['imports']): Metafile['outputs'][string] => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports,
  ...(entryPoint ? { entryPoint } : {}),
});

const metafile: Metafile = {
  inputs: {},
  outputs: {
    'dist/assets/main.js': output('src/main.tsx', [
      { path: 'dist/assets/chunks/react.js', kind: 'import-statement' },
      { path: 'dist/assets/chunks/login.js', kind: 'dynamic-import' },
      { path: 'dist/assets/chunks/orders.js', kind: 'dynamic-import' },
    ]),
    'dist/assets/chunks/react.js': output(undefined, []),
    'dist/assets/chunks/login.js': output('src/login.tsx', [
      { path: 'dist/assets/chunks/react.js', kind: 'import-statement' },
      { path: 'dist/assets/chunks/forms.js', kind: 'import-statement' },
    ]),
    'dist/assets/chunks/forms.js': output(undefined, [{ path: 'dist/assets/chunks/react.js', kind: 'import-statement' }]),
    'dist/assets/chunks/orders.js': output('src/orders.tsx', [{ path: 'dist/assets/chunks/table.js', kind: 'import-statement' }]),
    'dist/assets/chunks/table.js': output(undefined, []),
  },
};

describe('the chunks a page announces', () => {
  it('are the entry, the route modules and what they import statically, once each, without other areas', () => {
    expect(chunksFor(metafile, ['src/main.tsx', 'src/login.tsx'])).toEqual([
      'dist/assets/main.js',
      'dist/assets/chunks/react.js',
      'dist/assets/chunks/login.js',
      'dist/assets/chunks/forms.js',
    ]);
  });

  it('fail the build when a route module has no chunk (a renamed file)', () => {
    expect(() => chunksFor(metafile, ['src/renamed.tsx'])).toThrow(/no chunk for src\/renamed.tsx/);
  });

  it("leave out small shared chunks, which arrive with the chunk that imports them, but never a route module's own", () => {
    const sizes: Record<string, number> = {
      'dist/assets/main.js': 400,
      'dist/assets/chunks/react.js': 60_000,
      'dist/assets/chunks/login.js': 900,
      'dist/assets/chunks/forms.js': MIN_ANNOUNCED_CHUNK_BYTES - 1,
    };
    const files = chunksFor(metafile, ['src/main.tsx', 'src/login.tsx']);
    const own = new Set([outputOfModule(metafile, 'src/login.tsx')]);
    expect(chunksWorthAnnouncing(files, own, (file) => sizes[file] ?? 0)).toEqual(['dist/assets/chunks/react.js', 'dist/assets/chunks/login.js']);
  });
});
