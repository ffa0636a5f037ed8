import { Router, type ErrorRequestHandler, type Response } from 'express';
import multer from 'multer';
import { ApiError, handle, notFound, validationFailure } from '../http/api-errors.ts';
import { callerOf, type ApiContext, type Caller } from '../auth/context.ts';
import { actorOf, channelOf, historyOf, type Channel } from '../history/actor.ts';
import type { DocumentContents } from '../store/document-contents.ts';
import type { DocumentRecord } from '../store/model.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../../src/config/uploads.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadLedger, type UploadLimits } from '../domain/upload-limits.ts';
import { stagingStorage, type StagedFile } from '../store/upload-storage.ts';
import { isStorageError } from '../store/store-files.ts';
import { withoutUnprintable } from '../http/unprintable.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';


/** multer's own errors become the documented answers. */
const uploadErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return next(new ApiError(413, { message: UPLOAD_TOO_LARGE }));
    return next(validationFailure([{ Type: 'File', Message: `The upload could not be read (${error.message}).` }]));
  }
  if (error instanceof ApiError) return next(error);
  // The disk could not take the streamed bytes (full): 503, as for any write.
  if (isStorageError(error)) return next(error);
  // Anything else raised while reading the form (busboy's parse errors) is the client's form.
  next(validationFailure([{ Type: 'File', Message: 'The upload is not a valid multipart form.' }]));
};

/** The uploaded file's name without path separators, control, direction or invisible characters. */
function safeName(name: string): string {
  const cleaned = withoutUnprintable(name.replace(/[\\/]/g, '_')).trim();
  return cleaned.slice(0, 200) || 'document';
}

export function documentRoutes(context: ApiContext, contents: DocumentContents, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): Router {
  const { store } = context;
  const history = historyOf(store);
  /**
   * When each person last had each document's download recorded: opening a preview and then
   * downloading, or a browser retrying, is one download in the file's history, not a dozen.
   */
  const recentDownloads = new Map<string, number>();
  const DOWNLOAD_COALESCE_MS = 5 * 60_000;
  const router = Router();
  const authenticated = requireAuth(context);
  const ledger = uploadLedger(store, limits);
  const upload = multer({ storage: stagingStorage(contents), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  // Uploads are held in memory while received: only so many at once, and a tenant only a few.
  const receiveSlot = handle(async (req, res, next) => {
    const release = ledger.startReceiving(callerOf(res).tenantId);
    if (!release) throw new ApiError(429, { message: 'Too many uploads are under way. Please try again in a moment.' }, 2);
    res.on('close', release);
    // Refused before a byte is streamed when the request's own length would eat the disk reserve.
    const length = Number(req.get('content-length'));
    if (contents.freeBytes && Number.isSafeInteger(length) && length > 0) {
      const low = ledger.leavesReserve(await contents.freeBytes(), length);
      if (low) throw new ApiError(low.status, { message: low.message }, 60);
    }
    next();
  });

  router.get('/documents', authenticated, (req, res) => {
    const { tenantId } = callerOf(res);
    const orderGuid = req.query.orderGuid;
    if (typeof orderGuid !== 'string' || orderGuid === '') throw validationFailure([{ Type: 'OrderGuid', Message: 'Give the order as ?orderGuid=…' }]);
    const order = store.get('orders', orderGuid);
    if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
    const documents = store
      .list('documents')
      .filter((document) => document.tenantId === tenantId && document.orderGuid === orderGuid)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    res.json({ result: documents.map(({ tenantId: _tenant, ...document }) => document) });
  });

  router.post(
    '/documents',
    authenticated,
    receiveSlot,
    upload.single('file'),
    uploadErrors,
    handle(async (req, res) => {
      const staged = req.file as unknown as StagedFile | undefined;
      let adopted = false;
      try {
        await receivedDocument(callerOf(res), channelOf(req), req.body as Record<string, unknown> | undefined, String(req.query.orderGuid ?? ''), req.file, staged, res);
        adopted = true;
      } finally {
        if (staged && !adopted) await contents.discard(staged.path).catch(() => undefined);
      }
    }),
  );

  /** Checks a streamed upload and, if it may stay, makes it a document (answers 202). */
  async function receivedDocument(caller: Caller, channel: Channel, body: Record<string, unknown> | undefined, fromQuery: string, file: Express.Multer.File | undefined, staged: StagedFile | undefined, res: Response) {
    const { tenantId } = caller;
    // The order comes in the query (?orderGuid=), or as a form field for older clients.
    const orderGuid = fromQuery || (typeof body?.orderGuid === 'string' ? body.orderGuid : '');
    const order = orderGuid ? store.get('orders', orderGuid) : undefined;
    if (!orderGuid) throw validationFailure([{ Type: 'OrderGuid', Message: 'Say which order the file belongs to.' }]);
    if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
    if (!file || !staged || staged.size === 0) throw validationFailure([{ Type: 'File', Message: 'Choose a file to upload (it must not be empty).' }]);
    const document: DocumentRecord = {
      id: staged.documentId,
      tenantId,
      orderGuid,
      name: safeName(Buffer.from(file.originalname, 'latin1').toString('utf8')),
      size: staged.size,
      contentType: /^[\w.+-]+\/[\w.+-]+$/.test(file.mimetype) ? file.mimetype : 'application/octet-stream',
      uploadedAt: new Date().toISOString(),
    };
    const free = contents.freeBytes ? await contents.freeBytes() : null;
    // The bytes are on the disk already: only the reserve beyond them must stay free.
    const low = ledger.leavesReserve(free === null ? null : free + staged.size, staged.size);
    if (low) throw new ApiError(low.status, { message: low.message }, 60);
    const room = ledger.reserve(tenantId, orderGuid, staged.size);
    if ('status' in room) throw new ApiError(room.status, { message: room.message });
    try {
      // Bytes first, then the record: a crash in between leaves an orphan file, never a record without bytes.
      await contents.adopt(document.id, staged.path);
      const note = { tenantId, orderGuid, actor: actorOf(store, caller), ...channel, section: 'documents' as const, action: 'uploaded', summary: `uploaded ${document.name}`, changes: [{ path: `documents/${document.id}`, label: 'Document', before: null, after: `${document.name} (${document.size.toLocaleString('en-US')} bytes)` }] };
      await history.record([note], [{ collection: 'documents', put: document }]);
    } finally {
      room.release();
    }
    res.status(202).json({ result: { id: document.id } });
  }
  router.all('/documents', methodNotAllowed('GET', 'POST'));

  router.get(
    '/documents/:id/content',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const document = store.get('documents', String(req.params.id));
      if (!document || document.tenantId !== tenantId) throw notFound('There is no such document.');
      const data = await contents.read(document.id);
      if (!data) throw notFound('The file of this document is missing.');
      const caller = callerOf(res);
      const downloadKey = `${caller.userId}:${document.id}`;
      const now = Date.now();
      if (now - (recentDownloads.get(downloadKey) ?? -Infinity) > DOWNLOAD_COALESCE_MS) {
        // Recorded before the file is sent: a download the history could not record is not served.
        const note = { tenantId, orderGuid: document.orderGuid, actor: actorOf(store, caller), ...channelOf(req), section: 'documents' as const, action: 'downloaded', summary: `downloaded ${document.name}` };
        await history.record([note], []);
        recentDownloads.set(downloadKey, now);
        if (recentDownloads.size > 10_000) for (const [key, at] of recentDownloads) if (now - at > DOWNLOAD_COALESCE_MS) recentDownloads.delete(key);
      }
      res
        .set({
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`,
          'X-Content-Type-Options': 'nosniff',
        })
        .send(data);
    }),
  );
  return router;
}
