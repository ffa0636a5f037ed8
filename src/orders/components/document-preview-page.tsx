import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { documentDownloadRequested, documentPreviewClosed, documentPreviewRequested, documentsRequested, selectDocuments, selectEditor } from '../orders-slice.ts';
import { PageHead } from '../../ui/page-head.tsx';

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
      <PageHead
        title={document?.name ?? 'Document'}
        titleId="preview-heading"
        eyebrow={<Link to={back}>Documents</Link>}
        action={
          document && (
            <button type="button" className="button button--outline" onClick={() => dispatch(documentDownloadRequested(document))}>
              Download
            </button>
          )
        }
      />
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
