import { crc32 } from 'node:zlib';
import type { DbMeta } from './model.ts';
import { COLLECTIONS, isAddedCollectionName, type CollectionName } from './store-shape.ts';

/**
 * One journal line per write: `<crc32 hex> <json>\n`. The checksum tells a damaged but complete
 * line (which must stop the start) from a torn last line (a write that was never acknowledged).
 */
/** `c`: one of the store's collections, or one a tester added to the data file. */
export type RecordWrite = { t: 'put'; c: CollectionName | (string & {}); k: string; v: unknown } | { t: 'del'; c: CollectionName | (string & {}); k: string };

/**
 * `tx`: several record writes as one line, so one checksum covers them all: a change and the
 * history entry that describes it are on disk together or not at all.
 */
export type JournalEntry = ({ s: number } & RecordWrite) | { s: number; t: 'meta'; v: Partial<DbMeta> } | { s: number; t: 'tx'; w: RecordWrite[] };

export function encodeEntry(entry: JournalEntry): string {
  const json = JSON.stringify(entry);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

export type Decoded = { entry: JournalEntry } | { problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'it is not an object';
  if (!Number.isSafeInteger(value.s) || (value.s as number) < 1) return 'its sequence number "s" is missing or not a positive whole number';
  if (value.t === 'meta') return isRecord(value.v) ? null : 'its "v" is not an object';
  if (value.t === 'tx') {
    if (!Array.isArray(value.w) || value.w.length === 0) return 'its writes "w" are not a list of at least one write';
    for (const [index, write] of value.w.entries()) {
      const problem = isRecord(write) && (write.t === 'put' || write.t === 'del') ? writeProblem(write) : 'it is not a put or del';
      if (problem) return `its write ${index + 1}: ${problem}`;
    }
    return null;
  }
  if (value.t !== 'put' && value.t !== 'del') return `its type "t" is ${JSON.stringify(value.t)}, not put, del, tx or meta`;
  return writeProblem(value);
}

function writeProblem(value: Record<string, unknown>): string | null {
  if (typeof value.c !== 'string' || !((COLLECTIONS as readonly string[]).includes(value.c) || isAddedCollectionName(value.c))) {
    return `its collection ${JSON.stringify(value.c)} is not one of ${COLLECTIONS.join(', ')} nor a name a collection can have`;
  }
  if (typeof value.k !== 'string' || value.k === '') return 'its key "k" is missing';
  if (value.t === 'put') {
    if (!isRecord(value.v)) return 'its record "v" is not an object';
    // An added collection's key is the agency and the id (addedKey); journals written before say the id alone.
    const keys = isAddedCollectionName(value.c as string) && !(COLLECTIONS as readonly string[]).includes(value.c as string) ? [`${String(value.v.tenantId)}:${String(value.v.id)}`, String(value.v.id)] : [String(value.v.id)];
    if (!keys.includes(value.k)) return `its record's id ${JSON.stringify(value.v.id)} is not its key ${JSON.stringify(value.k)}`;
  }
  return null;
}

/** Reads one complete line (without its newline). */
export function decodeLine(line: string): Decoded {
  const [, checksum, json] = /^([0-9a-f]{8}) (.*)$/s.exec(line) ?? [];
  // Every line the server writes has one: a line without was written by something else.
  if (checksum === undefined || json === undefined) return { problem: 'it has no checksum, so it was not written by the server' };
  if (crc32(json).toString(16).padStart(8, '0') !== checksum) return { problem: 'its checksum does not match its content' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { problem: `it is not valid JSON (${(error as Error).message})` };
  }
  const problem = shapeProblem(value);
  return problem ? { problem } : { entry: value as JournalEntry };
}
