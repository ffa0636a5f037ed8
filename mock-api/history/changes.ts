import { orderFieldLabel } from '../../src/orders/order-field-labels.ts';
import { scheduleALabel } from '../../src/commitments/schedule-a-labels.ts';
import type { FieldChange, FileSection, ScheduleBItem } from '../store/model.ts';

/** A value with nothing in it: a field left out, null, empty text or an empty list are all "(empty)". */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Values compare as they are stored (equal lists and objects are the same), and every kind of
 * empty is the same: an order created without a field, saved once with the form's defaults, has
 * not had that field changed.
 */
export const sameValue = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const PARTY_FIELDS: Record<string, string> = { FirstName: 'First Name', MiddleName: 'Middle Name', LastName: 'Last Name', Type: 'Type' };
const PARTY_LISTS: Record<string, string> = { buyer: 'Buyer', seller: 'Seller' };
/** Fields the server keeps on the order that are not the agent's to change. */
const NOT_RECORDED = new Set(['orderGuid']);

/** The changes between two versions of an order's detail, each under the label the agent reads, grouped by section. */
export function orderDetailChanges(before: Record<string, unknown>, after: Record<string, unknown>): { section: FileSection; changes: FieldChange[] }[] {
  const order: FieldChange[] = [];
  const parties: FieldChange[] = [];
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const field of fields) {
    if (NOT_RECORDED.has(field) || sameValue(before[field], after[field])) continue;
    if (field in PARTY_LISTS) parties.push(...partyChanges(field, before[field], after[field]));
    else order.push({ path: field, label: orderFieldLabel(field), before: before[field] ?? null, after: after[field] ?? null });
  }
  return [
    ...(order.length > 0 ? [{ section: 'order' as const, changes: order }] : []),
    ...(parties.length > 0 ? [{ section: 'parties' as const, changes: parties }] : []),
  ];
}

/**
 * The values a file was opened with, as changes from nothing, so the audit has a recorded value for
 * every field even on a file never saved since. Parties are given name part by name part.
 */
export function openingChanges(detail: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(detail)) {
    if (NOT_RECORDED.has(field) || sameValue(value, null)) continue;
    if (!(field in PARTY_LISTS)) {
      changes.push({ path: field, label: orderFieldLabel(field), before: null, after: value });
      continue;
    }
    const parties = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    parties.forEach((party, index) => {
      for (const [property, name] of Object.entries(PARTY_FIELDS)) {
        if (!sameValue(party[property], null)) changes.push({ path: `${field}/${index}/${property}`, label: `${PARTY_LISTS[field] ?? field} ${index + 1}, ${name}`, before: null, after: party[property] });
      }
    });
  }
  return changes;
}

/** A party list's changes: each party added or removed, and each name part changed. */
function partyChanges(field: string, before: unknown, after: unknown): FieldChange[] {
  const was = Array.isArray(before) ? (before as Record<string, unknown>[]) : [];
  const now = Array.isArray(after) ? (after as Record<string, unknown>[]) : [];
  const who = PARTY_LISTS[field] ?? field;
  const changes: FieldChange[] = [];
  for (let index = 0; index < Math.max(was.length, now.length); index += 1) {
    const old = was[index];
    const current = now[index];
    const label = `${who} ${index + 1}`;
    if (!old || !current) {
      changes.push({ path: `${field}/${index}`, label, before: old ? partyText(old) : null, after: current ? partyText(current) : null });
      continue;
    }
    for (const [property, name] of Object.entries(PARTY_FIELDS)) {
      if (!sameValue(old[property], current[property])) changes.push({ path: `${field}/${index}/${property}`, label: `${label}, ${name}`, before: old[property] ?? null, after: current[property] ?? null });
    }
  }
  return changes;
}

function partyText(party: Record<string, unknown>): string {
  return [party.FirstName, party.MiddleName, party.LastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

/** Schedule A's changed fields, under their labels on the form. */
export function scheduleAChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  const was = before ?? {};
  const fields = new Set([...Object.keys(was), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !NOT_RECORDED.has(field) && !sameValue(was[field], after[field]))
    .map((field) => ({ path: `scheduleA/${field}`, label: `Schedule A, ${scheduleALabel(field)}`, before: was[field] ?? null, after: after[field] ?? null }));
}

const itemText = (item: ScheduleBItem) => (item.code ? `${item.code}: ${item.text}` : item.text);

/**
 * A requirements (B-I) or exceptions (B-II) list's changes: items kept unchanged are matched first
 * wherever they moved; what is left is changed in place where both lists have an item, added or
 * removed where only one has.
 */
export function scheduleBChanges(part: 'requirements' | 'exceptions', before: readonly ScheduleBItem[], after: readonly ScheduleBItem[]): FieldChange[] {
  const kind = part === 'requirements' ? 'Requirement' : 'Exception';
  const unmatchedBefore = before.map((item, index) => ({ item, index }));
  const unmatchedAfter: { item: ScheduleBItem; index: number }[] = [];
  for (const [index, item] of after.entries()) {
    const at = unmatchedBefore.findIndex((old) => sameValue(old.item, item));
    if (at >= 0) unmatchedBefore.splice(at, 1);
    else unmatchedAfter.push({ item, index });
  }
  const changes: FieldChange[] = [];
  const pairs = Math.min(unmatchedBefore.length, unmatchedAfter.length);
  for (let i = 0; i < pairs; i += 1) {
    const old = unmatchedBefore[i] as { item: ScheduleBItem; index: number };
    const current = unmatchedAfter[i] as { item: ScheduleBItem; index: number };
    changes.push({ path: `${part}/${current.index}`, label: `${kind} ${current.index + 1}`, before: itemText(old.item), after: itemText(current.item) });
  }
  for (const { item, index } of unmatchedBefore.slice(pairs)) changes.push({ path: `${part}/${index}`, label: `${kind} ${index + 1}`, before: itemText(item), after: null });
  for (const { item, index } of unmatchedAfter.slice(pairs)) changes.push({ path: `${part}/${index}`, label: `${kind} ${index + 1}`, before: null, after: itemText(item) });
  return changes;
}

/** "changed Sales Price and Loan Amount", "changed Closing Date and 3 more". */
export function changedSummary(changes: readonly FieldChange[]): string {
  const labels = changes.map((change) => change.label);
  if (labels.length <= 2) return `changed ${labels.join(' and ')}`;
  return `changed ${labels[0]} and ${labels.length - 1} more`;
}

/** A whole buyer or seller (`buyer/2`), as opposed to one of their names. */
const isWholeParty = (path: string) => /^(buyer|seller)\/\d+$/.test(path);

/**
 * What an entry of order entry says it did: a buyer or seller added or removed as such, anything
 * else "changed" (an order field set from empty is still the field changed).
 */
export function orderChangeSummary(changes: readonly FieldChange[]): { action: string; summary: string } {
  const labels = changes.map((change) => change.label).join(' and ');
  if (changes.length > 0 && changes.every((change) => isWholeParty(change.path))) {
    if (changes.every((change) => isEmpty(change.before))) return { action: 'added', summary: `added ${labels}` };
    if (changes.every((change) => isEmpty(change.after))) return { action: 'removed', summary: `removed ${labels}` };
  }
  return { action: 'changed', summary: changedSummary(changes) };
}
