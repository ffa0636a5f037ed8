// Cucumber runs the TypeScript steps through tsx (NODE_OPTIONS=--import tsx in package.json).
// No `paths` here: Cucumber 12 merges configured paths with the ones on the command line, so
// `npm run test:features -- features/x.feature` would still run every file. Without paths Cucumber
// runs features/**/*.feature, and a path given on the command line runs only that.
export default {
  // typescript.mjs first: it lets the parallel workers (threads) load the TypeScript files.
  import: ['features/support/typescript.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  // Cucumber's summary plus, for a mistyped step, the catalogue's nearest phrase (one formatter:
  // Cucumber shows only one on the terminal).
  // The HTML report for people, and JUnit XML for CI tools (GitLab, Jenkins, GitHub's test reporters).
  format: ['./features/formatters/nearest-step.ts', 'html:reports/cucumber.html', 'junit:reports/cucumber-junit.xml'],
  // An undefined step points to the catalogue instead of printing code to paste (analyst-snippet.ts).
  formatOptions: { snippetInterface: 'async-await', snippetSyntax: './features/formatters/analyst-snippet.ts' },
  strict: true,
  // Two workers, each with its own browser and servers: most of a scenario is waiting on a page,
  // so two at once on a 2-core machine halve the suite's time without starving either (checked
  // under npm run test:features:busy too).
  parallel: 2,
};
