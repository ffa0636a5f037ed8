import { statfs } from 'node:fs/promises';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/api-errors.ts';
import type { AddedRecord } from '../store/model.ts';
import type { Store } from '../store/store.ts';

/**
 * What one agency may keep and write in the collections a tester adds, bounded like uploads, so
 * that one agency (or one runaway script) cannot fill the disk or the server's memory for every
 * other: a record's size, a collection's record count per agency, a storage quota per agency over
 * all added collections, the disk reserve everyone's small writes need, and a write rate.
 * The quota also bounds what listing a collection costs (it is read and sent in one piece), so
 * one agency's list cannot hold up another's for long.
 */
export interface AddedLimits {
  /** A record's JSON, in bytes. */
  recordBytes: number;
  /** Records per agency in one collection. */
  recordsPerCollection: number;
  /** Bytes per agency over all added collections (MOCK_ADDED_QUOTA_MB). */
  agencyBytes: number;
  /** Free disk a write must leave (MOCK_DISK_RESERVE_MB, shared with uploads). */
  diskReserveBytes: number;
  /** Writes per agency in any 10 seconds. */
  writesPer10Seconds: number;
}

export const DEFAULT_ADDED_LIMITS: AddedLimits = {
  recordBytes: 64 * 1024,
  recordsPerCollection: 10_000,
  agencyBytes: 16 * 1024 * 1024,
  diskReserveBytes: 64 * 1024 * 1024,
  writesPer10Seconds: 200,
};

const KIB = 1024;
const MIB = 1024 * 1024;

/** Bytes a record takes, as the data file and the answer hold it. */
const sizeOf = (record: unknown) => Buffer.byteLength(JSON.stringify(record));

/**
 * The bookkeeping: each agency's bytes and records per collection, counted once from the store and
 * then kept in step with each write (claimed when the write is made, so writes arriving together
 * cannot all pass a quota only one fits; given back if the disk refuses it).
 */
export function addedLedger(store: Store, limits: AddedLimits, freeBytes: () => Promise<number | null>) {
  let bytes: Map<number, number> | null = null;
  let counts: Map<string, number> | null = null;
  const countKey = (name: string, tenantId: number) => `${name}\u0000${tenantId}`;
  const rate = new RateLimiterMemory({ points: limits.writesPer10Seconds, duration: 10 });
  const tally = () => {
    if (bytes && counts) return { bytes, counts };
    bytes = new Map();
    counts = new Map();
    for (const name of store.addedCollections()) {
      for (const record of store.addedValues(name)) {
        bytes.set(record.tenantId, (bytes.get(record.tenantId) ?? 0) + sizeOf(record));
        counts.set(countKey(name, record.tenantId), (counts.get(countKey(name, record.tenantId)) ?? 0) + 1);
      }
    }
    return { bytes, counts };
  };
  const move = (name: string, tenantId: number, byteDelta: number, countDelta: number) => {
    const { bytes: byTenant, counts: byCollection } = tally();
    byTenant.set(tenantId, (byTenant.get(tenantId) ?? 0) + byteDelta);
    byCollection.set(countKey(name, tenantId), (byCollection.get(countKey(name, tenantId)) ?? 0) + countDelta);
  };

  return {
    /** Before a write reaches the router: the agency's write rate and the disk reserve (429, 507). */
    async admit(tenantId: number): Promise<void> {
      try {
        await rate.consume(String(tenantId));
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw new ApiError(429, { message: `Your agency writes to its added collections too often (at most ${limits.writesPer10Seconds} in 10 seconds). Try again in a moment.` }, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
        throw refusal;
      }
      const free = await freeBytes();
      if (free !== null && free < limits.diskReserveBytes) {
        throw new ApiError(507, { message: `The server's disk is nearly full (less than ${Math.round(limits.diskReserveBytes / MIB)} MiB free): records cannot be added or changed until room is made.` }, 60);
      }
    },
    /**
     * Claims the room `record` takes in place of `before` (a new record when undefined); returns
     * the give-back for a write the disk refused. 413 for a record too large, 507 past the count
     * or the quota.
     */
    claim(name: string, record: AddedRecord, before: AddedRecord | undefined): () => void {
      const size = sizeOf(record);
      if (size > limits.recordBytes) throw new ApiError(413, { message: `A record can be at most ${Math.round(limits.recordBytes / KIB)} KiB; this one is ${Math.ceil(size / KIB)} KiB.` });
      const { bytes: byTenant, counts: byCollection } = tally();
      const byteDelta = size - (before ? sizeOf(before) : 0);
      const countDelta = before ? 0 : 1;
      if (countDelta > 0 && (byCollection.get(countKey(name, record.tenantId)) ?? 0) >= limits.recordsPerCollection) {
        throw new ApiError(507, { message: `Your agency has ${limits.recordsPerCollection.toLocaleString('en-US')} records in ${name}, the most one collection may hold. Remove some first.` });
      }
      if (byteDelta > 0 && (byTenant.get(record.tenantId) ?? 0) + byteDelta > limits.agencyBytes) {
        throw new ApiError(507, { message: `Your agency's added collections would pass their ${Math.round(limits.agencyBytes / MIB)} MiB quota. Remove some records first.` });
      }
      move(name, record.tenantId, byteDelta, countDelta);
      return () => move(name, record.tenantId, -byteDelta, -countDelta);
    },
    /** Gives back what a removed record took; returns the claim back for a removal the disk refused. */
    release(name: string, record: AddedRecord): () => void {
      const size = sizeOf(record);
      move(name, record.tenantId, -size, -1);
      return () => move(name, record.tenantId, size, 1);
    },
  };
}

export type AddedLedger = ReturnType<typeof addedLedger>;

/** Free bytes where the data file is, or null when it cannot be told (a memory store). */
export function freeBytesBeside(file: string | null): () => Promise<number | null> {
  return async () => {
    if (file === null) return null;
    try {
      const stats = await statfs(file);
      return stats.bavail * stats.bsize;
    } catch {
      return null;
    }
  };
}
