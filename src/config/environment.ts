import { array, boolean, mixed, number, object, string, ValidationError, type InferType } from 'yup';
import { MOCK_BROKER_CLIENT_ID, MOCK_BROKER_CLIENT_SECRET } from './mock-broker.ts';

/**
 * Environment configuration (docs/configuration.md#the-web-app-build-time). The build injects the
 * raw values as `__APP_ENV__`; they are validated here once, so a bad deployment fails with a
 * message naming every bad value instead of a half-working app.
 */

const endpointPath = string()
  .required()
  .matches(/^[A-Za-z0-9/_{}.-]+$/, '${path} must be a path such as "orders" or "broker/v1"');

export const endpointsSchema = object({
  login: endpointPath.default('login'),
  tenants: endpointPath.default('tenants'),
  states: endpointPath.default('states'),
  businessDetails: endpointPath.default('business-details'),
  underwriters: endpointPath.default('underwriters'),
  tenantUnderwriters: endpointPath.default('tenants/{tenantId}/underwriters'),
  ownersPolicyType: endpointPath.default('tenant/{tenantId}/ownerspolicytype'),
  loanPolicyType: endpointPath.default('loanPolicyType'),
  ownershipInterest: endpointPath.default('ownershipInterest'),
  files: endpointPath.default('files'),
  orders: endpointPath.default('orders'),
  commitments: endpointPath.default('commitments'),
  requirementsLibrary: endpointPath.default('commitments/requirements-library'),
  exceptionsLibrary: endpointPath.default('commitments/exceptions-library'),
  documents: endpointPath.default('documents'),
  mortgageClauses: endpointPath.default('orders/mortgage-clauses'),
  dashboard: endpointPath.default('dashboard'),
  orderHistory: endpointPath.default('orders/{orderGuid}/history'),
  orderHistoryCsv: endpointPath.default('orders/{orderGuid}/history.csv'),
  orderPresence: endpointPath.default('orders/{orderGuid}/presence'),
  orderChecklist: endpointPath.default('orders/{orderGuid}/checklist'),
  orderChecklistItem: endpointPath.default('orders/{orderGuid}/checklist/{taskId}'),
  myWork: endpointPath.default('my-work'),
  orderPayees: endpointPath.default('orders/{orderGuid}/payees'),
  orderPayee: endpointPath.default('orders/{orderGuid}/payees/{payeeId}'),
  myWorkReassign: endpointPath.default('my-work/reassign'),
  checklistTemplates: endpointPath.default('checklist-templates'),
  checklistTemplate: endpointPath.default('checklist-templates/{transactionType}'),
  activity: endpointPath.default('activity'),
  events: endpointPath.default('events'),
  broker: endpointPath.default('broker/v1'),
  brokerToken: endpointPath.default('broker/connect/token'),
  sessionRenew: endpointPath.default('session/renew'),
  sessionLogout: endpointPath.default('session/logout'),
  sessionCheck: endpointPath.default('session'),
  team: endpointPath.default('team'),
  teamInvitations: endpointPath.default('team/invitations'),
  teamMember: endpointPath.default('team/{id}'),
  teamInvitation: endpointPath.default('team/{id}/invitation'),
  teamPasswordReset: endpointPath.default('team/{id}/password-reset'),
  passwordLinkCheck: endpointPath.default('password-links/check'),
  passwordLinkUse: endpointPath.default('password-links/use'),
  passwordLinkRequest: endpointPath.default('password-links/request'),
  accountSessions: endpointPath.default('account/sessions'),
  accountSession: endpointPath.default('account/sessions/{sid}'),
  accountPassword: endpointPath.default('account/password'),
});

/**
 * Why a real-mode build refuses a secret: everything built into the web app is public (its
 * JavaScript and source maps are downloaded by every visitor), so the gateway in front of the real
 * API adds the subscription key header and the broker's client secret to the requests it forwards.
 */
const HELD_BY_THE_GATEWAY =
  "must not be built into the web app: its JavaScript is public. In real mode the gateway in front of the API adds it to the requests it forwards (see the web app's configuration in docs/configuration.md).";

export const environmentSchema = object({
  apiMode: mixed<'mock' | 'real'>()
    .oneOf(['mock', 'real'], '${path} must be "mock" or "real"')
    .default('mock'),
  apiHost: string()
    .default('')
    .test('api-host', '${path} must be empty (same origin) or an http(s) URL without a trailing slash', (value) =>
      value === undefined || value === '' || /^https?:\/\/[^\s/]+(\/[^\s]*[^/\s])?$/.test(value),
    ),
  apiBasePath: string()
    .default('/api')
    .matches(/^(\/[A-Za-z0-9_-]+)*$/, '${path} must start with "/" and have no trailing slash'),
  endpoints: endpointsSchema,
  authExcludedSegments: array(string().required().min(1)).default(['login', 'tenants']),
  supportEmail: string().email('${path} must be an e-mail address').default('support@titletrack.test'),
  supportPhone: string()
    .matches(/^[0-9+() .-]{7,20}$/, '${path} must be a phone number')
    .default('(800) 555-0142'),
  production: boolean().typeError('${path} must be true or false').default(false),
  /**
   * Minutes without activity after which the agent is signed out (idle re-authentication, as
   * title-industry data-protection practice expects); fractions are allowed for tests.
   */
  idleTimeoutMinutes: number()
    .typeError('${path} must be a number of minutes')
    .min(0.1, '${path} must be at least 0.1')
    .max(24 * 60, '${path} must be at most 1440')
    .default(15),
  productId: string()
    .matches(/^[A-Za-z0-9-]+$/, '${path} must be letters, digits and dashes')
    .default('title-track-web'),
  brokerClientId: string().default(MOCK_BROKER_CLIENT_ID),
  /** The broker's client-credentials secret: the mock's own; a real gateway holds the real one. */
  brokerClientSecret: string()
    .default('')
    .when('apiMode', {
      is: 'real',
      then: (schema) => schema.max(0, `\${path} (APP_BROKER_CLIENT_SECRET) ${HELD_BY_THE_GATEWAY}`),
      otherwise: (schema) => schema.default(MOCK_BROKER_CLIENT_SECRET),
    }),
  /** The gateway's subscription key: never in a real-mode build (the gateway adds the header). */
  subscriptionKey: string()
    .default('')
    .when('apiMode', { is: 'real', then: (schema) => schema.max(0, `\${path} (APP_SUBSCRIPTION_KEY) ${HELD_BY_THE_GATEWAY}`) }),
});

export type Environment = InferType<typeof environmentSchema>;
export type EndpointName = keyof Environment['endpoints'];

export class EnvironmentError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
    this.problems = problems;
    this.name = 'EnvironmentError';
  }
}

export function parseEnvironment(raw: unknown): Environment {
  try {
    return environmentSchema.validateSync(raw ?? {}, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) throw new EnvironmentError(error.errors);
    throw error;
  }
}

/** Maps process environment variables (APP_*) to the raw configuration; used by the build. */
export function environmentFromVariables(variables: Record<string, string | undefined>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  const text = (name: string, key: string) => {
    const value = variables[name];
    if (value !== undefined) raw[key] = value;
  };
  text('APP_API_MODE', 'apiMode');
  text('APP_API_HOST', 'apiHost');
  text('APP_API_BASE_PATH', 'apiBasePath');
  text('APP_SUPPORT_EMAIL', 'supportEmail');
  text('APP_SUPPORT_PHONE', 'supportPhone');
  text('APP_PRODUCT_ID', 'productId');
  text('APP_SUBSCRIPTION_KEY', 'subscriptionKey');
  text('APP_BROKER_CLIENT_ID', 'brokerClientId');
  text('APP_BROKER_CLIENT_SECRET', 'brokerClientSecret');
  if (variables.APP_PRODUCTION !== undefined) raw.production = variables.APP_PRODUCTION;
  if (variables.APP_IDLE_TIMEOUT_MINUTES !== undefined) raw.idleTimeoutMinutes = variables.APP_IDLE_TIMEOUT_MINUTES;
  if (variables.APP_AUTH_EXCLUDED !== undefined) {
    raw.authExcludedSegments = variables.APP_AUTH_EXCLUDED.split(',').map((segment) => segment.trim());
  }
  if (variables.APP_ENDPOINTS !== undefined) {
    try {
      raw.endpoints = JSON.parse(variables.APP_ENDPOINTS);
    } catch {
      problems.push('APP_ENDPOINTS must be a JSON object such as {"orders":"v2/orders"}');
    }
  }
  if (problems.length > 0) throw new EnvironmentError(problems);
  return raw;
}
