import type { Environment } from './environment';

/**
 * The React build the app ships (`process.env.NODE_ENV` in the bundle). Spec section 9: production
 * mode only when the production flag is set (APP_PRODUCTION=true); otherwise React's development
 * build, with its checks and warnings.
 */
export function buildMode(environment: Pick<Environment, 'production'>): 'production' | 'development' {
  return environment.production ? 'production' : 'development';
}
