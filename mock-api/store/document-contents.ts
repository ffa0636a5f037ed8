import { mkdtemp, open, readFile, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFileSystem, privateDirectory, removeLeftoverTemporaries, replaceFile, temporaryNameFor } from './store-files.ts';

/** Where uploaded files' bytes live; the database only holds their metadata. */
export interface DocumentContents {
  write(id: string, data: Buffer): Promise<void>;
  read(id: string): Promise<Buffer | null>;
  /**
   * Where an upload's bytes are streamed while it is received (never held in memory): a private
   * temporary file that `adopt` makes the document's, or `discard` removes.
   */
  stagingPath(id: string): Promise<string>;
  /** Makes the staged bytes the document's (durably), removing the staged file. */
  adopt(id: string, staged: string): Promise<void>;
  discard(staged: string): Promise<void>;
  /** Bytes free for unprivileged writes on the disk that holds the files (absent: not on a disk). */
  freeBytes?(): Promise<number>;
}

export function memoryDocumentContents(): DocumentContents {
  const files = new Map<string, Buffer>();
  let staging: Promise<string> | null = null;
  return {
    write: async (id, data) => void files.set(id, Buffer.from(data)),
    read: async (id) => files.get(id) ?? null,
    async stagingPath(id) {
      staging ??= mkdtemp(path.join(tmpdir(), 'titletrack-uploads-'));
      return temporaryNameFor(path.join(await staging, id));
    },
    async adopt(id, staged) {
      files.set(id, await readFile(staged));
      await rm(staged, { force: true });
    },
    discard: (staged) => rm(staged, { force: true }),
  };
}

const DOCUMENT_ID = /^[A-Za-z0-9-]+$/;

/**
 * One file per document, written atomically and fsynced before its metadata is stored; owner-only,
 * since uploads are deeds and IDs. A full disk rejects the write (answered 503) and leaves nothing.
 */
export function fileDocumentContents(dir: string): DocumentContents {
  const fileOf = (id: string) => {
    if (!DOCUMENT_ID.test(id)) throw new Error(`Not a document id: ${id}`);
    return path.join(dir, id);
  };
  return {
    async write(id, data) {
      await privateDirectory(dir, true);
      await replaceFile(nodeFileSystem, fileOf(id), [data]);
    },
    async stagingPath(id) {
      await privateDirectory(dir, true);
      // Named like the temporary files of replaceFile, so a crash's leftovers are swept at start.
      return temporaryNameFor(fileOf(id));
    },
    async adopt(id, staged) {
      const handle = await open(staged, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await nodeFileSystem.rename(staged, fileOf(id));
      await nodeFileSystem.syncDirectory(dir);
    },
    discard: (staged) => rm(staged, { force: true }),
    async freeBytes() {
      await privateDirectory(dir, true);
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize;
    },
    async read(id) {
      try {
        return await readFile(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Temporary files of uploads interrupted by a crash (they hold the uploaded bytes). */
export function removeDocumentLeftovers(dir: string): Promise<string[]> {
  return removeLeftoverTemporaries(dir);
}
