import { readFile } from 'node:fs/promises';

/**
 * The Cucumber editor extension (VS Code's "Cucumber" by CucumberOpen) gives analysts
 * autocomplete from the step definitions named in .vscode/settings.json: the same files Cucumber
 * itself loads, so a step offered while typing is a step that runs.
 */
test("the editor's glue is the step and support code Cucumber loads", async () => {
  const settings = JSON.parse(await readFile('.vscode/settings.json', 'utf8')) as Record<string, string[]>;
  // cucumber.js is plain JavaScript, outside the type check.
  const { default: cucumber } = (await import(`${process.cwd()}/cucumber.js`)) as { default: { import: string[] } };
  const loaded = cucumber.import.filter((glob) => glob.endsWith('.ts'));
  expect([...(settings['cucumber.glue'] ?? [])].sort()).toEqual([...loaded].sort());
  expect(settings['cucumber.features']).toEqual(['features/**/*.feature']);
});
