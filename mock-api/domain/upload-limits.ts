import type { Store } from '../store/store.ts';

/**
 * What one tenant may keep and send at once, so that one agency (or one script) cannot fill the
 * disk for every other: a storage quota per tenant, a document count per order, and a bound on
 * uploads in progress (each is held in memory until it is written), in total and per tenant.
 */
export interface UploadLimits {
  /** Bytes of documents a tenant may store (MOCK_TENANT_QUOTA_MB). */
  tenantBytes: number;
  /** Documents one order may hold (MOCK_DOCUMENTS_PER_ORDER). */
  documentsPerOrder: number;
  /** Uploads being received at once, over all tenants. */
  concurrentUploads: number;
  /** Uploads being received at once for one tenant. */
  concurrentUploadsPerTenant: number;
  /**
   * Free disk kept for everyone's small writes (saves, sign-ups, the journal): an upload that
   * would leave less is refused (MOCK_DISK_RESERVE_MB).
   */
  diskReserveBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  tenantBytes: 1024 * 1024 * 1024,
  documentsPerOrder: 200,
  concurrentUploads: 8,
  concurrentUploadsPerTenant: 3,
  diskReserveBytes: 64 * 1024 * 1024,
};

const MIB = 1024 * 1024;

export type UploadRefusal = { status: 413 | 409 | 507; message: string };

/**
 * The bookkeeping of uploads: slots for uploads being received, and room reserved for uploads
 * being written (claimed synchronously with the check, so uploads arriving together cannot all
 * pass a quota that only one of them fits).
 */
export function uploadLedger(store: Store, limits: UploadLimits) {
  let receiving = 0;
  const receivingByTenant = new Map<number, number>();
  const reservedBytes = new Map<number, number>();
  const reservedDocuments = new Map<string, number>();
  const add = <K>(map: Map<K, number>, key: K, amount: number) => {
    const next = (map.get(key) ?? 0) + amount;
    if (next === 0) map.delete(key);
    else map.set(key, next);
  };

  return {
    /** A slot to receive an upload, or null when too many are under way (answer 429). */
    startReceiving(tenantId: number): (() => void) | null {
      if (receiving >= limits.concurrentUploads || (receivingByTenant.get(tenantId) ?? 0) >= limits.concurrentUploadsPerTenant) return null;
      receiving += 1;
      add(receivingByTenant, tenantId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        receiving -= 1;
        add(receivingByTenant, tenantId, -1);
      };
    },

    /** Bytes of uploads being written now, over all tenants. */
    inFlightBytes(): number {
      let total = 0;
      for (const bytes of reservedBytes.values()) total += bytes;
      return total;
    },

    /** Whether an upload of `size` leaves the disk reserve free (`free`: what the disk has now). */
    leavesReserve(free: number | null, size: number): UploadRefusal | null {
      if (free === null || free - this.inFlightBytes() - size >= limits.diskReserveBytes) return null;
      return { status: 507, message: 'The server is low on disk space and keeps what is left for saving orders. Please try the upload later.' };
    },

    /** Reserves room for a received upload, or says why there is none. */
    reserve(tenantId: number, orderGuid: string, size: number): { release: () => void } | UploadRefusal {
      let used = reservedBytes.get(tenantId) ?? 0;
      let documents = reservedDocuments.get(orderGuid) ?? 0;
      for (const document of store.values('documents')) {
        if (document.tenantId !== tenantId) continue;
        used += document.size;
        if (document.orderGuid === orderGuid) documents += 1;
      }
      if (documents >= limits.documentsPerOrder) {
        return { status: 409, message: `This order holds ${limits.documentsPerOrder} documents, the most one order can hold.` };
      }
      if (used + size > limits.tenantBytes) {
        return {
          status: 413,
          message: `Your agency's storage is full: ${(used / MIB).toFixed(1)} of ${(limits.tenantBytes / MIB).toFixed(0)} MiB are used, and this file needs ${(size / MIB).toFixed(1)} MiB.`,
        };
      }
      add(reservedBytes, tenantId, size);
      add(reservedDocuments, orderGuid, 1);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          add(reservedBytes, tenantId, -size);
          add(reservedDocuments, orderGuid, -1);
        },
      };
    },
  };
}
