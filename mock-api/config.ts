import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SESSION_LIMIT_SECONDS, DEFAULT_TOKEN_TTL_SECONDS } from './tokens';

export interface ServerConfig {
  port: number;
  dbFile: string;
  tokenTtlSeconds: number;
  /** MOCK_SESSION_HOURS: the absolute session limit, however often the token is renewed. */
  sessionLimitSeconds: number;
  /** Serve Pact's provider-state set-up at /_pact/provider-states (for `title-cli verify`). */
  providerStates: boolean;
  /** Operator credential for approving tenants over the API; generated per start when unset. */
  operatorKey: string;
  outboxDir: string;
}

/** Reads PORT, MOCK_DB, MOCK_TOKEN_TTL, MOCK_SESSION_HOURS and the rest; every bad value is named in one error. */
export function serverConfigFrom(variables: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = variables[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const config: ServerConfig = {
    port: integer('PORT', 4200, 0, 65535),
    dbFile: path.resolve(variables.MOCK_DB || '.data/db.json'),
    tokenTtlSeconds: integer('MOCK_TOKEN_TTL', DEFAULT_TOKEN_TTL_SECONDS, 1, 30 * 24 * 3600),
    sessionLimitSeconds: integer('MOCK_SESSION_HOURS', DEFAULT_SESSION_LIMIT_SECONDS / 3600, 1, 24 * 30) * 3600,
    providerStates: false,
    operatorKey: variables.MOCK_OPERATOR_KEY || randomBytes(24).toString('base64url'),
    outboxDir: '',
  };
  config.outboxDir = path.join(path.dirname(config.dbFile), 'outbox');
  if (variables.MOCK_OPERATOR_KEY !== undefined && variables.MOCK_OPERATOR_KEY.length < 16) {
    problems.push('MOCK_OPERATOR_KEY must be at least 16 characters');
  }
  const states = variables.MOCK_PROVIDER_STATES;
  if (states === 'on' || states === 'true' || states === '1') config.providerStates = true;
  else if (states !== undefined && states !== '' && states !== 'off' && states !== 'false' && states !== '0') {
    problems.push(`MOCK_PROVIDER_STATES must be on or off (got "${states}")`);
  }
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
