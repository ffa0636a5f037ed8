import { existsSync, realpathSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/login-limits.ts';
import { DEFAULT_ANONYMOUS_LIMITS, type AnonymousLimits } from './http/anonymous-limits.ts';
import { DEFAULT_IDLE_SECONDS } from './auth/sessions.ts';
import { DEFAULT_LINK_LIFETIMES, type PasswordLinkLifetimes } from './team/password-links.ts';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './domain/upload-limits.ts';
import { DEFAULT_ADDED_LIMITS, type AddedLimits } from './json-server/added-limits.ts';
import { DEFAULT_SESSION_LIMIT_SECONDS, DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens.ts';
import { DEFAULT_COMPACT_AFTER_BYTES } from './store/store.ts';

export interface ServerConfig {
  port: number;
  /** The address to listen on: this machine only unless HOST says otherwise. */
  host: string;
  /** The tester's data file; null with provider states on (the server makes a throw-away one). */
  dbFile: string | null;
  tokenTtlSeconds: number;
  /** MOCK_SESSION_HOURS: the absolute session limit, however often the token is renewed. */
  sessionLimitSeconds: number;
  /** MOCK_IDLE_MINUTES: a session without calls for this long is ended instead of renewed. */
  idleSeconds: number;
  /** Serve Pact's provider-state set-up at /_pact/provider-states (for `title-cli verify`). */
  providerStates: boolean;
  /** Operator credential for approving tenants over the API; generated per start when unset. */
  operatorKey: string;
  loginLimits: LoginLimits;
  anonymousLimits: AnonymousLimits;
  uploadLimits: UploadLimits;
  /** Bounds of the collections a tester adds to the data file (json-server/added-limits.ts). */
  addedLimits: AddedLimits;
  /** Fold the journal into the data file once it is this large (bytes). */
  foldAfterBytes: number;
  /** MOCK_SERVE_SOURCE_MAPS: serve the build's .map files (always with --dev). */
  serveSourceMaps: boolean;
  /** MOCK_CORS: answer other origins' requests (a tester's admin app), as stock json-server does; on unless off. */
  cors: boolean;
  /** MOCK_INVITATION_HOURS and MOCK_RESET_MINUTES: how long e-mailed password links work. */
  linkLifetimes: PasswordLinkLifetimes;
}

export const DEFAULT_DB_FILE = '.data/db.json';

/** Reads the server's environment variables (docs/configuration.md#the-mock-api-server); every bad value is named in one error. */
/**
 * The data file itself when MOCK_DB is a symbolic link: the store replaces its file by renaming
 * over it, which on a link would replace the link, and the lock must sit beside the real file
 * so that title-cli (which resolves it too) finds the running server.
 */
function realDataFile(file: string): string {
  return existsSync(file) ? realpathSync(file) : file;
}

/**
 * Per-client limits of a provider-state server: its one client is the Pact verifier on this
 * machine, which registers agencies and signs in on every run. With the public limits the sixth
 * verification within an hour failed with 429 on both registration interactions. The limits
 * stay (a verifier looping by mistake still meets them), just far above what a CI run needs;
 * MOCK_REGISTRATIONS and MOCK_PENDING_PER_CLIENT still set them.
 */
export const VERIFIER_ANONYMOUS_LIMITS = { requestsPerClient: 100_000, registrationsPerClient: 100_000, pendingPerClient: 100_000 } as const;

type Variables = Record<string, string | undefined>;

/** Reads whole-number variables, collecting each bad value's complaint in `problems`. */
function integerReader(variables: Variables, problems: string[]) {
  return (name: string, fallback: number, min: number, max: number) => {
    const raw = variables[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
}

function linkLifetimesOf(integer: ReturnType<typeof integerReader>): PasswordLinkLifetimes {
  return {
    // An invitation may wait a month for someone's first day; a reset link is for now.
    invitationHours: integer('MOCK_INVITATION_HOURS', DEFAULT_LINK_LIFETIMES.invitationHours, 1, 24 * 30),
    resetMinutes: integer('MOCK_RESET_MINUTES', DEFAULT_LINK_LIFETIMES.resetMinutes, 5, 24 * 60),
  };
}

/** The link lifetimes alone, for title-cli writing invitations into a data file no server holds. */
export function linkLifetimesFrom(variables: Variables): PasswordLinkLifetimes {
  const problems: string[] = [];
  const lifetimes = linkLifetimesOf(integerReader(variables, problems));
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return lifetimes;
}

export function serverConfigFrom(variables: Variables): ServerConfig {
  const problems: string[] = [];
  const integer = integerReader(variables, problems);
  const host = variables.HOST || '127.0.0.1';
  if (isIP(host) === 0 && host !== 'localhost') problems.push(`HOST must be an IP address such as 127.0.0.1 or 0.0.0.0 (got "${host}")`);
  const onOff = (name: string): boolean => {
    const value = variables[name];
    if (value === 'on' || value === 'true' || value === '1') return true;
    if (value !== undefined && value !== '' && value !== 'off' && value !== 'false' && value !== '0') problems.push(`${name} must be on or off (got "${value}")`);
    return false;
  };
  const states = variables.MOCK_PROVIDER_STATES;
  let providerStates = false;
  if (states === 'on' || states === 'true' || states === '1') providerStates = true;
  else if (states !== undefined && states !== '' && states !== 'off' && states !== 'false' && states !== '0') {
    problems.push(`MOCK_PROVIDER_STATES must be on or off (got "${states}")`);
  }
  // Provider-state set-up rewrites accounts and orders and hands out tokens: never on a tester's data.
  if (providerStates && variables.MOCK_DB) {
    problems.push('MOCK_PROVIDER_STATES=on runs on its own throw-away data file; unset MOCK_DB (the set-up would rewrite that data)');
  }
  // Tokens for anyone who asks are for a contract run on this machine, never for a network.
  const loopback = host === 'localhost' || host === '::1' || host.startsWith('127.');
  if (providerStates && !loopback) {
    problems.push(`MOCK_PROVIDER_STATES=on hands out tokens to whoever asks; it listens on this machine only (unset HOST, got "${host}")`);
  }
  const config: ServerConfig = {
    port: integer('PORT', 4200, 0, 65535),
    host,
    dbFile: providerStates ? null : realDataFile(path.resolve(variables.MOCK_DB || DEFAULT_DB_FILE)),
    tokenTtlSeconds: integer('MOCK_TOKEN_TTL', DEFAULT_TOKEN_TTL_SECONDS, 1, 30 * 24 * 3600),
    sessionLimitSeconds: integer('MOCK_SESSION_HOURS', DEFAULT_SESSION_LIMIT_SECONDS / 3600, 1, 24 * 30) * 3600,
    idleSeconds: integer('MOCK_IDLE_MINUTES', DEFAULT_IDLE_SECONDS / 60, 1, 24 * 60) * 60,
    providerStates,
    serveSourceMaps: onOff('MOCK_SERVE_SOURCE_MAPS'),
    cors: variables.MOCK_CORS === undefined || variables.MOCK_CORS === '' ? true : onOff('MOCK_CORS'),
    linkLifetimes: linkLifetimesOf(integer),
    operatorKey: variables.MOCK_OPERATOR_KEY || randomBytes(24).toString('base64url'),
    loginLimits: {
      failuresPerAccount: integer('MOCK_LOGIN_FAILURES', DEFAULT_LOGIN_LIMITS.failuresPerAccount, 1, 1000),
      lockoutSeconds: integer('MOCK_LOGIN_LOCKOUT', DEFAULT_LOGIN_LIMITS.lockoutSeconds, 1, 24 * 3600),
      attemptsPerClient: integer('MOCK_LOGIN_ATTEMPTS', DEFAULT_LOGIN_LIMITS.attemptsPerClient, 1, 100_000),
    },
    foldAfterBytes: integer('MOCK_FOLD_AFTER', DEFAULT_COMPACT_AFTER_BYTES, 1024, 2 ** 40),
    uploadLimits: {
      ...DEFAULT_UPLOAD_LIMITS,
      tenantBytes: integer('MOCK_TENANT_QUOTA_MB', DEFAULT_UPLOAD_LIMITS.tenantBytes / (1024 * 1024), 1, 1024 * 1024) * 1024 * 1024,
      documentsPerOrder: integer('MOCK_DOCUMENTS_PER_ORDER', DEFAULT_UPLOAD_LIMITS.documentsPerOrder, 1, 100_000),
      diskReserveBytes: integer('MOCK_DISK_RESERVE_MB', DEFAULT_UPLOAD_LIMITS.diskReserveBytes / (1024 * 1024), 0, 1024 * 1024) * 1024 * 1024,
    },
    addedLimits: {
      ...DEFAULT_ADDED_LIMITS,
      agencyBytes: integer('MOCK_ADDED_QUOTA_MB', DEFAULT_ADDED_LIMITS.agencyBytes / (1024 * 1024), 1, 1024 * 1024) * 1024 * 1024,
      diskReserveBytes: integer('MOCK_DISK_RESERVE_MB', DEFAULT_UPLOAD_LIMITS.diskReserveBytes / (1024 * 1024), 0, 1024 * 1024) * 1024 * 1024,
    },
    anonymousLimits: {
      ...DEFAULT_ANONYMOUS_LIMITS,
      ...(providerStates ? VERIFIER_ANONYMOUS_LIMITS : {}),
      registrationsPerClient: integer('MOCK_REGISTRATIONS', providerStates ? VERIFIER_ANONYMOUS_LIMITS.registrationsPerClient : DEFAULT_ANONYMOUS_LIMITS.registrationsPerClient, 1, 100_000),
      pendingPerClient: integer('MOCK_PENDING_PER_CLIENT', providerStates ? VERIFIER_ANONYMOUS_LIMITS.pendingPerClient : DEFAULT_ANONYMOUS_LIMITS.pendingPerClient, 1, 100_000),
      pendingTenantSeconds: integer('MOCK_PENDING_HOURS', DEFAULT_ANONYMOUS_LIMITS.pendingTenantSeconds / 3600, 1, 24 * 365) * 3600,
    },
  };
  if (variables.MOCK_OPERATOR_KEY !== undefined && variables.MOCK_OPERATOR_KEY.length < 16) {
    problems.push('MOCK_OPERATOR_KEY must be at least 16 characters');
  }
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
