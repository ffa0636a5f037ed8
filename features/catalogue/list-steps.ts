/**
 * The step catalogue for business analysts.
 *
 *   npm run steps                 # prints every step: phrase, description, an example
 *   npm run steps -- --write      # also writes features/STEPS.md
 *   npm run steps -- --check      # fails if features/STEPS.md is out of date or a step is unused
 */
import { readFile, writeFile } from 'node:fs/promises';
import { collectCatalogue } from './step-catalogue.ts';
import { byArea, PARAMETERS, renderMarkdown } from './step-catalogue-markdown.ts';
import { formMessages, libraryEntries } from './step-catalogue-messages.ts';

const PAGE = 'features/STEPS.md';
const mode = process.argv[2] ?? '';
const steps = await collectCatalogue();
const unused = steps.filter((step) => !step.example);
const undescribed = steps.filter((step) => !step.description);
const page = renderMarkdown(steps, { formMessages: formMessages(), libraryEntries: libraryEntries() });

if (mode === '--check') {
  const problems: string[] = [];
  const committed = await readFile(PAGE, 'utf8').catch(() => '');
  if (committed !== page) problems.push(`${PAGE} is out of date: run npm run steps -- --write and commit it.`);
  for (const step of unused) problems.push(`No feature uses "${step.phrase}" (${step.where}): use it in a scenario or remove it.`);
  for (const step of undescribed) problems.push(`"${step.phrase}" (${step.where}) has no doc comment describing it.`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${PAGE} is current: ${steps.length} steps, each used and described.`);
  process.exit(0);
}

console.log('Step phrases (use with Given, When, Then, And or But):');
for (const [name, meaning] of PARAMETERS) console.log(`  ${name.padEnd(10)} ${meaning}`);
for (const [area, group] of byArea(steps)) {
  console.log(`\n== ${area} ==`);
  for (const step of group) {
    console.log(`\n  ${step.keyword} ${step.phrase}${step.regex ? '   (regular expression, shown readable)' : ''}`);
    console.log(`      ${step.description || '(no description)'}`);
    console.log(step.example ? `      e.g. ${step.example.text}   (${step.example.where})` : '      NOT USED by any feature');
    console.log(`      defined in ${step.where}`);
  }
}
console.log(`\n${steps.length} steps${unused.length ? `, ${unused.length} not used by any feature` : ''}. The same catalogue as a page: ${PAGE}.`);

if (mode === '--write') {
  await writeFile(PAGE, page);
  console.log(`Wrote ${PAGE}.`);
}
