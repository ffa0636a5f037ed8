import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { documentDownloadRequested, documentsErrorDismissed, documentsRequested, documentUploadRequested, selectDocuments, selectEditor } from '../orders-slice.ts';
import { detailOf } from '../order-detail.ts';
import { OrderHeading } from './order-heading.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file's documents: uploaded, listed, downloaded and previewed (docs/behaviour.md#what-agents-see). */
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
        {/* The file input is named by the words on the button it sits in, so "click Choose files"
            by voice finds it; the hidden input's focus is drawn on the button (documents CSS). */}
        <label className="button button--primary dropzone__choose">
          Choose files
          <input
            ref={input}
            type="file"
            multiple
            className="visually-hidden"
            onChange={(event) => upload(event.target.files)}
            aria-describedby="documents-size-limit"
          />
        </label>
        <p id="documents-size-limit" className="field__description">
          Up to 10 MiB each.
        </p>
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
          // After a failed load the alert says so; "No documents yet." would be a guess.
          documents.status === 'failed' ? null : <p className="panel__muted">No documents yet.</p>
        ) : (
          <ScrollTable name="Documents" caption stackOnPhone columns={['Name', 'Size', 'Uploaded', <span className="visually-hidden">Actions</span>]}>
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
          </ScrollTable>
        )}
      </div>
    </section>
  );
}
