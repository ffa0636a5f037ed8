/** Where title-cli is described, as a path in the repository (title-cli runs from a checkout). */
export const CLI_DOCS = 'docs/title-cli.md';
export const CONTRACT_DOCS = 'docs/contracts.md';

/**
 * What every command's --help ends with (`.addHelpText('after', helpFooter(…))`): examples, then
 * where the docs are (clig.dev: lead with examples, link to the rest). Examples are written as
 * they are run from a checkout, so they can be copied.
 */
export function helpFooter(examples: string[], docs: string[] = [CLI_DOCS]): string {
  return ['', 'Examples:', ...examples.map((example) => `  $ ${example}`), '', `Docs: ${docs.join(', ')}`].join('\n');
}
