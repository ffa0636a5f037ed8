import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { DocumentContents } from './document-contents.ts';
import { PRIVATE_FILE_MODE } from './store-files.ts';

/** What the upload route gets for a file streamed to its staging place. */
export interface StagedFile {
  /** The document id the bytes are staged for. */
  documentId: string;
  path: string;
  size: number;
}

/**
 * A multer storage engine that streams each uploaded file to its document's staging file, so an
 * upload is never held in memory whole (30 uploads of 10 MiB at once were 300 MiB of buffers).
 * multer removes the staged file itself when the upload fails (too large, a broken form).
 */
export function stagingStorage(contents: DocumentContents): StorageEngine {
  return {
    _handleFile(_req: Request, file, callback) {
      const documentId = randomUUID();
      contents
        .stagingPath(documentId)
        .then(async (staged) => {
          const out = createWriteStream(staged, { flags: 'wx', mode: PRIVATE_FILE_MODE });
          try {
            await pipeline(file.stream, out);
          } catch (error) {
            await contents.discard(staged).catch(() => undefined);
            throw error;
          }
          const info: StagedFile = { documentId, path: staged, size: out.bytesWritten };
          callback(null, info as unknown as Partial<Express.Multer.File>);
        })
        .catch((error: unknown) => callback(error));
    },
    _removeFile(_req: Request, file, callback) {
      contents.discard(file.path).then(
        () => callback(null),
        (error: unknown) => callback(error as Error),
      );
    },
  };
}
