import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** Where uploaded files' bytes live; the database only holds their metadata. */
export interface DocumentContents {
  write(id: string, data: Buffer): Promise<void>;
  read(id: string): Promise<Buffer | null>;
}

export function memoryDocumentContents(): DocumentContents {
  const files = new Map<string, Buffer>();
  return {
    write: async (id, data) => void files.set(id, Buffer.from(data)),
    read: async (id) => files.get(id) ?? null,
  };
}

/** One file per document, written atomically and fsynced before its metadata is stored. */
export function fileDocumentContents(dir: string): DocumentContents {
  const fileOf = (id: string) => {
    if (!/^[A-Za-z0-9-]+$/.test(id)) throw new Error(`Not a document id: ${id}`);
    return path.join(dir, id);
  };
  return {
    async write(id, data) {
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(fileOf(id), data, { fsync: true });
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
