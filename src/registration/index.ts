/** The registration area's public entry: the tenant sent to the server, which the auth API carries. */
export type { TenantPayload } from './registration-schemas';
