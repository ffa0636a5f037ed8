import { combineEpics } from 'redux-observable';
import { concat, of } from 'rxjs';
import { catchError, filter, ignoreElements, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../config/uploads.ts';
import { exceptionListOf, HttpError, messageOf } from '../lib/http/http-error.ts';
import type { OrdersEpic } from './orders-dependencies.ts';
import {
  documentDownloadRequested,
  documentPreviewFailed,
  documentPreviewLoaded,
  documentPreviewRequested,
  documentsFailed,
  documentsLoaded,
  documentsRequested,
  documentUploadFinished,
  documentUploading,
  documentUploadRequested,
} from './orders-slice.ts';

export const documentsEpic: OrdersEpic = (action$, _state$, { ordersApi }) =>
  action$.pipe(
    filter(documentsRequested.match),
    switchMap(({ payload: orderGuid }) =>
      ordersApi.documents(orderGuid).pipe(
        map((response) => documentsLoaded({ orderGuid, items: response.result })),
        catchError((error: unknown) => of(documentsFailed({ orderGuid, message: messageOf(error, 'The documents could not be loaded.') }))),
      ),
    ),
  );

/** Why an upload was refused: the first of the server's field errors (an empty file, a bad name), else its message. */
function uploadRefusal(error: unknown): string {
  const entry = error instanceof HttpError ? exceptionListOf(error.body)?.[0] : undefined;
  return entry?.Message ?? messageOf(error, 'the upload failed.');
}

export const documentUploadEpic: OrdersEpic = (action$, _state$, { ordersApi }) =>
  action$.pipe(
    filter(documentUploadRequested.match),
    mergeMap(({ payload: { orderGuid, file } }) =>
      // A file the server would refuse is refused here, before the agent waits for it to be sent.
      file.size > MAX_UPLOAD_BYTES
        ? of(documentUploadFinished({ name: file.name, error: `${file.name}: ${UPLOAD_TOO_LARGE}` }))
        : concat(
            of(documentUploading(file.name)),
            ordersApi.uploadDocument(orderGuid, file).pipe(
              mergeMap(() => of(documentUploadFinished({ name: file.name, error: null }), documentsRequested(orderGuid))),
              catchError((error: unknown) => of(documentUploadFinished({ name: file.name, error: `${file.name}: ${uploadRefusal(error)}` }))),
            ),
          ),
    ),
  );

export const documentDownloadEpic: OrdersEpic = (action$, _state$, { ordersApi, browser }) =>
  action$.pipe(
    filter(documentDownloadRequested.match),
    mergeMap(({ payload: document }) =>
      ordersApi.documentContent(document.id).pipe(
        tap((blob) => browser.saveFile(blob, document.name)),
        ignoreElements(),
        catchError((error: unknown) => of(documentsFailed({ orderGuid: document.orderGuid, message: messageOf(error, 'The download failed.') }))),
      ),
    ),
  );

/** The preview shows the file from an object URL made from the downloaded bytes; closing frees it. */
export const documentPreviewEpic: OrdersEpic = (action$, state$, { ordersApi, urls }) =>
  action$.pipe(
    filter(documentPreviewRequested.match),
    switchMap(({ payload: document }) =>
      ordersApi.documentContent(document.id).pipe(
        map((blob) => documentPreviewLoaded({ documentId: document.id, url: urls.create(new Blob([blob], { type: document.contentType })) })),
        catchError((error: unknown) => of(documentPreviewFailed({ documentId: document.id, message: messageOf(error, 'The preview could not be loaded.') }))),
      ),
    ),
  );

export const documentPreviewCloseEpic: OrdersEpic = (action$, state$, { urls }) => {
  let shown: string | null = null;
  return action$.pipe(
    tap(() => {
      const current = state$.value.orders.documents.preview?.url ?? null;
      if (shown && shown !== current) urls.revoke(shown);
      shown = current;
    }),
    ignoreElements(),
  );
};

/** An order's documents: list, upload, download and preview. */
export const documentsEpics = combineEpics(documentsEpic, documentUploadEpic, documentDownloadEpic, documentPreviewEpic, documentPreviewCloseEpic);
