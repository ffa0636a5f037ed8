import { execFileSync } from 'node:child_process';

/**
 * The committed features/STEPS.md must be what the steps say today, and every step must be used
 * and described. Runs the catalogue in its own Node process because the steps are loaded the way
 * Cucumber loads them (through tsx), not through Vitest.
 */
test('the step catalogue page is current', () => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'features/catalogue/list-steps.ts', '--check'], { encoding: 'utf8', stdio: 'pipe' });
  expect(output).toContain('is current');
}, 60_000);
