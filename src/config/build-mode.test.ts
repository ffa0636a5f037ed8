import { buildMode } from './build-mode.ts';
import { environmentFromVariables, parseEnvironment } from './environment.ts';

const modeFor = (variables: Record<string, string | undefined>) => buildMode(parseEnvironment(environmentFromVariables(variables)));

describe('the build mode (docs/behaviour.md#production-mode: production mode only when the flag is set)', () => {
  it('is development when APP_PRODUCTION is not set, as the flag defaults to false', () => {
    expect(modeFor({})).toBe('development');
  });

  it('is production only with APP_PRODUCTION=true', () => {
    expect(modeFor({ APP_PRODUCTION: 'true' })).toBe('production');
    expect(modeFor({ APP_PRODUCTION: 'false' })).toBe('development');
  });
});
