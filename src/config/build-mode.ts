import type { Environment } from './environment.ts';

/**
 * The React build the app ships (`process.env.NODE_ENV` in the bundle). Production mode only
 * when the production flag is set (APP_PRODUCTION=true); otherwise React's development
 * build, with its checks and warnings (docs/behaviour.md#production-mode).
 */
export function buildMode(environment: Pick<Environment, 'production'>): 'production' | 'development' {
  return environment.production ? 'production' : 'development';
}
