import { createHash } from 'node:crypto';
import type { HistoryRecord } from '../store/model.ts';

/** The `prev` of an agency's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with every object's keys sorted, so a hash does not depend on the order keys were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 over the entry's content (everything but `hash`), which includes the previous entry's hash. */
export function entryHash(entry: Omit<HistoryRecord, 'hash'> | HistoryRecord): string {
  const { hash: _hash, ...content } = entry as HistoryRecord;
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

export interface ChainProblem {
  tenantId: number;
  /** The first entry that does not match, or where the missing one should be. */
  id: string;
  n: number;
  problem: string;
}

export interface ChainReport {
  tenantId: number;
  entries: number;
  /** The hash of the last entry: the value to write down to prove later that nothing before it changed. */
  head: string;
  problem: ChainProblem | null;
}

/**
 * Recomputes one agency's chain: entries must be numbered 1, 2, 3… without a gap, each `prev` the
 * hash of the one before, each `hash` its own content's. Names the first entry that does not match.
 */
export function verifyChain(tenantId: number, entries: readonly HistoryRecord[]): ChainReport {
  const sorted = [...entries].sort((a, b) => a.n - b.n);
  let previous = GENESIS_HASH;
  for (const [index, entry] of sorted.entries()) {
    const expected = index + 1;
    const fail = (problem: string): ChainReport => ({ tenantId, entries: sorted.length, head: previous, problem: { tenantId, id: entry.id, n: entry.n, problem } });
    if (entry.n !== expected) return fail(entry.n > expected ? `entry ${expected} is missing (the next one is ${entry.n})` : `entry number ${entry.n} appears twice`);
    if (entry.id !== `${tenantId}.${entry.n}` || entry.tenantId !== tenantId) return fail(`its id or agency (${entry.id}, agency ${entry.tenantId}) is not its place in agency ${tenantId}'s chain`);
    if (entry.prev !== previous) return fail(`it does not follow entry ${entry.n - 1}: its "prev" is not that entry's hash (an entry before it was changed, removed or replaced)`);
    if (entry.hash !== entryHash(entry)) return fail('its content does not match its hash (it was changed after it was written)');
    previous = entry.hash;
  }
  return { tenantId, entries: sorted.length, head: previous, problem: null };
}
