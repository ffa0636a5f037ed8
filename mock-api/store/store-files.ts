import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';

/**
 * The few file operations the store needs, behind an interface so that tests can inject a
 * fault (a full disk mid-line, a failing fsync or rename) without a real full disk.
 */
export interface WritableFile {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

export interface StoreFileSystem {
  /** `flags` as for fs.open; files are created readable by their owner only. */
  open(file: string, flags: 'a' | 'wx'): Promise<WritableFile>;
  rename(from: string, to: string): Promise<void>;
  unlink(file: string): Promise<void>;
  /** fsync of a directory, so that a rename in it survives a power cut. */
  syncDirectory(dir: string): Promise<void>;
}

/** Owner-only modes for everything that may hold personal data or secrets. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

export const nodeFileSystem: StoreFileSystem = {
  open: (file, flags) => fsp.open(file, flags, PRIVATE_FILE_MODE),
  rename: (from, to) => fsp.rename(from, to),
  unlink: (file) => fsp.unlink(file),
  async syncDirectory(dir) {
    const handle = await fsp.open(dir, 'r');
    try {
      await handle.sync();
    } catch {
      // Some file systems cannot fsync a directory; the rename is still atomic there.
    } finally {
      await handle.close();
    }
  },
};

/** Errors that mean "the disk cannot take this now", as opposed to a bug. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EFBIG', 'EMFILE', 'ENFILE']);

export function isStorageError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && STORAGE_CODES.has(code);
}

/**
 * A storage error at start-up said with the file it concerns and what to do (Node's own message
 * for a failed write is only "ENOSPC: no space left on device, write").
 */
export class StartStorageError extends Error {
  override name = 'StartStorageError';
  readonly file: string;
  override readonly cause: unknown;

  constructor(file: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | null)?.code ?? 'an I/O error';
    super(
      `Could not write ${file} (${code}${code === 'ENOSPC' ? ': no space left on the device' : ''}) while starting. ` +
        `Free some space on the disk that holds ${path.dirname(file)} (or choose another data file with MOCK_DB) and start again.`,
    );
    this.file = file;
    this.cause = cause;
  }
}

/** Runs a start-up step on `file`; a storage error comes out naming the file. */
export async function naming<T>(file: string, step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isStorageError(error) && !(error instanceof StartStorageError)) throw new StartStorageError(file, error);
    throw error;
  }
}

/** Writes all of `buffer`, looping over short writes (a full disk can take part of a write). */
export async function writeFully(file: WritableFile, buffer: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < buffer.length) {
    const { bytesWritten } = await file.write(buffer, offset, buffer.length - offset);
    if (bytesWritten <= 0) throw Object.assign(new Error('The disk took none of the write'), { code: 'EIO' });
    offset += bytesWritten;
  }
}

/** Temporary names carry this marker, so leftovers of an interrupted write can be found and removed. */
const TEMP_MARKER = '.tmp-';

export function temporaryNameFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}${TEMP_MARKER}${randomBytes(6).toString('hex')}`);
}

/**
 * Replaces `file` atomically with what `chunks` yields: a temporary file (owner-only), fsync,
 * rename, fsync of the folder. The content is streamed, never held as one string. On any failure
 * the temporary file is removed and `file` is left as it was.
 */
export async function replaceFile(
  fs: StoreFileSystem,
  file: string,
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
): Promise<void> {
  const temporary = temporaryNameFor(file);
  const handle = await fs.open(temporary, 'wx');
  let renamed = false;
  try {
    try {
      for await (const chunk of chunks) await writeFully(handle, typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
    renamed = true;
    await fs.syncDirectory(path.dirname(file));
  } finally {
    if (!renamed) await fs.unlink(temporary).catch(() => undefined);
  }
}

/**
 * Leftovers of writes that were interrupted (the process killed between creating a temporary file
 * and renaming it), named `.name.tmp-…` by temporaryNameFor. They may hold a password or personal
 * data, so they go at start. `prefix` narrows them to one file's, in a folder shared with other files.
 */
export async function removeLeftoverTemporaries(dir: string, prefix = '.'): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.includes(TEMP_MARKER)) continue;
    await fsp.unlink(path.join(dir, name)).then(
      () => removed.push(name),
      () => undefined,
    );
  }
  return removed;
}

/**
 * Creates a folder owner-only. `tighten` also fixes one that exists (an outbox or documents
 * folder made by hand gets the umask's 0755); the data file's folder is the user's choice and is
 * never changed.
 */
export async function privateDirectory(dir: string, tighten = false): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (tighten) await fsp.chmod(dir, PRIVATE_DIR_MODE).catch(() => undefined);
}

/** Tightens an existing file to owner-only (a data file copied or written by hand gets the umask's 0644). */
export async function makePrivate(file: string): Promise<void> {
  await fsp.chmod(file, PRIVATE_FILE_MODE).catch(() => undefined);
}
