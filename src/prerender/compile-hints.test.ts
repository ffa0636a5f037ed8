import { transform } from 'esbuild';
import { SourceMap } from 'node:module';
import { EAGER_COMPILE_HINT, withEagerCompileHint } from './compile-hints.ts';

const source = ['const greeting: string = "hello";', '', 'export function greet(name: string) {', '  return `${greeting} ${name}`;', '}', ''].join('\n');

/** The original line (1-based) that the generated text `needle` maps to. */
function originalLineOf(code: string, sourceMap: string, needle: string): number | undefined {
  const lines = code.split('\n');
  const line = lines.findIndex((text) => text.includes(needle));
  const entry = new SourceMap(JSON.parse(sourceMap)).findEntry(line, lines[line]?.indexOf(needle) ?? 0);
  return 'originalLine' in entry ? entry.originalLine + 1 : undefined;
}

describe('withEagerCompileHint', () => {
  it('puts the hint on the first line and keeps the source map pointing at the same source lines', async () => {
    const built = await transform(source, { loader: 'ts', format: 'esm', sourcemap: 'external', sourcefile: 'greet.ts' });
    expect(originalLineOf(built.code, built.map, 'return')).toBe(4);

    const hinted = withEagerCompileHint(built.code, built.map);
    expect(hinted.code.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(hinted.code.slice(EAGER_COMPILE_HINT.length + 1)).toBe(built.code);
    expect(originalLineOf(hinted.code, hinted.sourceMap ?? '', 'return')).toBe(4);
    expect(originalLineOf(hinted.code, hinted.sourceMap ?? '', 'function greet')).toBe(3);
  });

  it('hints a file once, however often the build asks, and hints a file without a source map', () => {
    const once = withEagerCompileHint('f();\n', '{"version":3,"sources":["a.ts"],"names":[],"mappings":"AAAA"}');
    expect(withEagerCompileHint(once.code, once.sourceMap)).toEqual(once);
    expect(withEagerCompileHint('f();\n', null)).toEqual({ code: `${EAGER_COMPILE_HINT}\nf();\n`, sourceMap: null });
  });
});
