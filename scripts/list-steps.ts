import { loadConfiguration, loadSupport } from '@cucumber/cucumber/api';

/** Prints every step phrase the features can use, so a business analyst can write scenarios without code. */
const { runConfiguration } = await loadConfiguration();
// The public type of the support library is opaque; its step definitions carry these fields.
interface StepDefinition {
  pattern: string | RegExp;
  uri: string;
  line: number;
}
const support = (await loadSupport(runConfiguration)) as unknown as { stepDefinitions: StepDefinition[] };
const phrases = support.stepDefinitions
  .map((definition) => ({
    phrase: typeof definition.pattern === 'string' ? definition.pattern : definition.pattern.source,
    where: `${definition.uri}:${definition.line}`,
  }))
  .sort((a, b) => a.phrase.localeCompare(b.phrase));

console.log('Step phrases (use with Given, When, Then, And or But; {string} takes text in double quotes):\n');
for (const { phrase, where } of phrases) console.log(`  ${phrase.padEnd(72)} ${where}`);
console.log(`\n${phrases.length} phrases`);
