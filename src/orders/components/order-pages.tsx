import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Alert } from '../../ui/alert';
import { orderDetailSchema, type OrderDetail } from '../order-schemas';
import type { Order } from '../orders-api';
import {
  createErrorDismissed,
  documentDownloadRequested,
  documentPreviewClosed,
  documentPreviewRequested,
  documentsErrorDismissed,
  mapRequested,
  documentsRequested,
  documentUploadRequested,
  newOrderOpened,
  orderCreateRequested,
  orderFieldConflicted,
  orderFieldReverted,
  orderFieldSaveRequested,
  orderFieldTheirsKept,
  selectCreate,
  selectDocuments,
  selectEditor,
} from '../orders-slice';
import { emptyOrderDetail } from '../order-defaults';
import { OrderForm } from './order-form';

function OrderHeading({ detail, subtitle }: { detail: OrderDetail; subtitle: string }) {
  const place = [detail.address, detail.city, [detail.state, detail.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="page__head">
      <div>
        <p className="page__eyebrow">{subtitle}</p>
        <h1 className="page__title">File {detail.fileNumber}</h1>
        <p className="page__lead">{place}</p>
      </div>
    </div>
  );
}

export function NewOrderPage() {
  const dispatch = useAppDispatch();
  const create = useAppSelector(selectCreate);
  const initial = useMemo(() => emptyOrderDetail(), []);
  useEffect(() => {
    dispatch(newOrderOpened());
  }, [dispatch]);
  return (
    <section className="page" aria-labelledby="new-order-heading">
      <div className="page__head">
        <div>
          <p className="page__eyebrow">
            <Link to={paths.orders}>Order tracking</Link>
          </p>
          <h1 id="new-order-heading" className="page__title">
            New order
          </h1>
        </div>
      </div>
      <Alert message={create.error} onDismiss={() => dispatch(createErrorDismissed())} />
      <OrderForm
        mode="create"
        initialValues={initial}
        creating={create.status === 'saving'}
        created={create.status === 'created'}
        draftKey="new-order"
        serverErrors={create.fieldErrors}
        onCreate={(detail) => dispatch(orderCreateRequested(detail))}
      />
    </section>
  );
}

const detailOf = (order: Order) => orderDetailSchema.cast(order.baseOrderDetail, { assert: false }) as OrderDetail;

/** An existing order: every field saves on its own, and says whether it did. */
export function OrderEntryPage() {
  const { order } = useAppSelector(selectEditor);
  return order ? <OrderEntry key={order.id} order={order} /> : null;
}

function OrderEntry({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const { fields } = useAppSelector(selectEditor);
  const [initial] = useState(() => detailOf(order));
  const detail = useMemo(() => detailOf(order), [order]);
  const onRevertField = useCallback((field: keyof OrderDetail) => dispatch(orderFieldReverted({ orderGuid: order.id, field })), [dispatch, order.id]);
  const states = Object.values(fields);
  const summary = states.some((save) => save?.state === 'conflict')
    ? 'Someone else changed this file: choose which value to keep'
    : states.some((save) => save?.state === 'failed')
    ? 'Some changes are not saved'
    : states.some((save) => save?.state === 'saving')
      ? 'Saving…'
      : states.length > 0
        ? 'All changes saved'
        : 'Changes save as you type';
  return (
    <section className="page" aria-labelledby="order-entry-heading">
      <OrderHeading detail={detail} subtitle="Order entry" />
      <p id="order-entry-heading" className="save-summary" role="status">
        {summary}
      </p>
      <OrderForm
        mode="edit"
        initialValues={initial}
        draftKey={`order:${order.id}`}
        onChangedSince={(field, mine) => dispatch(orderFieldConflicted({ orderGuid: order.id, field, mine, theirs: detail[field] }))}
        saved={detail}
        fieldSaves={fields}
        onSaveField={(field, value) => dispatch(orderFieldSaveRequested({ orderGuid: order.id, field, value, seen: detail[field] }))}
        onRevertField={onRevertField}
        onKeepTheirs={(field) => dispatch(orderFieldTheirsKept({ orderGuid: order.id, field }))}
        onKeepMine={(field, value) => dispatch(orderFieldSaveRequested({ orderGuid: order.id, field, value, seen: detail[field] }))}
      />
    </section>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function DocumentsPage() {
  const dispatch = useAppDispatch();
  const { order } = useAppSelector(selectEditor);
  const documents = useAppSelector(selectDocuments);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const orderGuid = order?.id ?? '';

  useEffect(() => {
    if (orderGuid) dispatch(documentsRequested(orderGuid));
  }, [dispatch, orderGuid]);

  if (!order) return null;
  const upload = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) dispatch(documentUploadRequested({ orderGuid, file }));
    if (input.current) input.current.value = '';
  };
  const detail = detailOf(order);
  return (
    <section className="page" aria-labelledby="documents-heading">
      <OrderHeading detail={detail} subtitle="Documents" />
      <h2 id="documents-heading" className="visually-hidden">
        Documents of file {detail.fileNumber}
      </h2>
      <Alert message={documents.error} onDismiss={() => dispatch(documentsErrorDismissed())} />
      <div
        className={`card dropzone${dragging ? ' dropzone--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          upload(event.dataTransfer.files);
        }}
      >
        <p>Drop files here, or</p>
        <label className="button button--primary">
          Choose files
          <input ref={input} type="file" multiple className="visually-hidden" onChange={(event) => upload(event.target.files)} aria-label="Upload documents" />
        </label>
        <p className="field__description">Up to 10 MB each.</p>
        {documents.uploading.length > 0 && (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> Uploading {documents.uploading.join(', ')}…
          </p>
        )}
      </div>
      <div className="card panel">
        {documents.status === 'loading' && documents.items.length === 0 ? (
          <p role="status" className="panel__muted">
            Loading documents…
          </p>
        ) : documents.items.length === 0 ? (
          <p className="panel__muted">No documents yet.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Documents</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Size</th>
                <th scope="col">Uploaded</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.items.map((document) => (
                <tr key={document.id}>
                  <td>{document.name}</td>
                  <td>{formatSize(document.size)}</td>
                  <td>{document.uploadedAt.slice(0, 10)}</td>
                  <td className="data-table__actions">
                    <Link to={`${paths.documentPreview(orderGuid, document.id)}?from=preview`}>
                      Preview<span className="visually-hidden"> {document.name}</span>
                    </Link>
                    <button type="button" className="link-button" onClick={() => dispatch(documentDownloadRequested(document))}>
                      Download<span className="visually-hidden"> {document.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

const PREVIEWABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/plain)$/;

/** A document shown inside the app; opened with ?from=preview, so the shell hides the profile area. */
export function DocumentPreviewPage() {
  const dispatch = useAppDispatch();
  const { documentId = '' } = useParams();
  const { order } = useAppSelector(selectEditor);
  const documents = useAppSelector(selectDocuments);
  const orderGuid = order?.id ?? '';
  const document = documents.items.find((item) => item.id === documentId);

  useEffect(() => {
    if (orderGuid && documents.orderGuid !== orderGuid) dispatch(documentsRequested(orderGuid));
  }, [dispatch, orderGuid, documents.orderGuid]);

  useEffect(() => {
    if (document && PREVIEWABLE.test(document.contentType)) dispatch(documentPreviewRequested(document));
    return () => {
      dispatch(documentPreviewClosed());
    };
  }, [dispatch, document]);

  const back = paths.documents(orderGuid);
  const preview = documents.preview;
  return (
    <section className="page page--wide" aria-labelledby="preview-heading">
      <div className="page__head">
        <div>
          <p className="page__eyebrow">
            <Link to={back}>Documents</Link>
          </p>
          <h1 id="preview-heading" className="page__title">
            {document?.name ?? 'Document'}
          </h1>
        </div>
        {document && (
          <button type="button" className="button button--outline" onClick={() => dispatch(documentDownloadRequested(document))}>
            Download
          </button>
        )}
      </div>
      <div className="card preview">
        {!document ? (
          <p className="panel__muted" role="status">
            {documents.status === 'loaded' ? 'This document does not exist.' : 'Loading…'}
          </p>
        ) : !PREVIEWABLE.test(document.contentType) ? (
          <p className="panel__muted">There is no preview for this kind of file. Download it to open it.</p>
        ) : preview?.status === 'failed' ? (
          <Alert message={preview.error} />
        ) : !preview?.url ? (
          <p className="panel__muted" role="status">
            Loading the preview…
          </p>
        ) : document.contentType.startsWith('image/') ? (
          <img className="preview__image" src={preview.url} alt={document.name} />
        ) : (
          <iframe className="preview__frame" src={preview.url} title={document.name} />
        )}
      </div>
    </section>
  );
}

/** Opened by the Map item in its own small window; it goes on to the property's location. */
export function MapPage() {
  const dispatch = useAppDispatch();
  const { order } = useAppSelector(selectEditor);
  const address = order
    ? [order.baseOrderDetail.address, order.baseOrderDetail.city, order.baseOrderDetail.state, order.baseOrderDetail.zip].filter(Boolean).join(', ')
    : '';
  useEffect(() => {
    if (address) dispatch(mapRequested(address));
  }, [dispatch, address]);
  return (
    <section className="page" aria-labelledby="map-heading">
      <h1 id="map-heading" className="page__title">
        Map
      </h1>
      <p className="page__lead" role="status">
        Opening the map for {address}…
      </p>
    </section>
  );
}
