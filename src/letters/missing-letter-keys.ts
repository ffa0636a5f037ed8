// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { AGENT_KEYS } from './letter-request.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/**
 * The keys a broker needs that a request lacks (empty when complete). The mock broker answers
 * with these; the form checks the same before sending.
 */
export function missingLetterKeys(request: unknown): string[] {
  const missing: string[] = [];
  if (!isObject(request)) return ['letterRequest'];
  for (const key of ['orderMoniker', 'letterType', 'token', 'userName']) if (!filled(request[key])) missing.push(key);
  const submission = isObject(request.submissionData) ? request.submissionData : {};
  const dataOf = (section: unknown) => {
    const entries = isObject(section) && Array.isArray(section.Data) ? (section.Data as unknown[]) : [];
    return new Map(entries.filter(isObject).map((entry) => [String(entry.Key), entry.Value]));
  };
  const agent = dataOf(submission.agent);
  for (const key of AGENT_KEYS) {
    // Fax, second address line and DBA name may be empty; the key must still be sent.
    const optional = key === 'locationFaxNumber' || key === 'locationAddress2' || key === 'dbaName';
    if (!agent.has(key) || (!optional && !filled(agent.get(key)))) missing.push(key);
  }
  const letter = dataOf(submission.letter);
  for (const key of ['lenderName', 'mortgageClause']) if (!filled(letter.get(key))) missing.push(key);
  const order = isObject(request.order) ? request.order : {};
  if (!filled(order.settlementDate)) missing.push('settlementDate');
  const property = isObject(order.property) ? order.property : {};
  const address = isObject(property.address) ? property.address : {};
  for (const key of ['address1', 'city', 'state', 'zip']) if (!filled(address[key])) missing.push(`property.${key}`);
  const contacts = Array.isArray(order.contacts) ? (order.contacts as unknown[]).filter(isObject) : [];
  if (!contacts.some((contact) => contact.type === 'Lender')) missing.push('contacts.Lender');
  return missing;
}
