// Cucumber runs the TypeScript steps through tsx (NODE_OPTIONS=--import tsx in package.json).
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['summary', 'html:reports/cucumber.html'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};
