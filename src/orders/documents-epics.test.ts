import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies, type FakeDependencies } from '../test/fakes.ts';
import { orderArea } from './order-area.ts';
import type { OrderDocument } from './orders-api.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import {
  documentDownloadRequested,
  documentPreviewClosed,
  documentPreviewRequested,
  documentsRequested,
  documentUploadRequested,
} from './orders-slice.ts';

const ORDER = '11111111-2222-4333-8444-555555555555';
const contract: OrderDocument = {
  id: 'doc-1',
  orderGuid: ORDER,
  name: 'Purchase Contract.pdf',
  size: 48_213,
  contentType: 'application/pdf',
  uploadedAt: '2026-11-02T10:00:00Z',
};
const survey: OrderDocument = { ...contract, id: 'doc-2', name: 'Survey.png', contentType: 'image/png', size: 2_400_000 };

const failure = (status: number, body: unknown, message = '') => throwError(() => new HttpError(status, body, '/api/documents', message));
const pdf = (name = 'Title Search.pdf', bytes = 'pdf') => new File([bytes], name, { type: 'application/pdf' });

/** A real store with the open order's part of the orders area; the documents API never answers unless told. */
function documentsStore(change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  change(dependencies);
  const store = storeWithAreas(dependencies, [orderArea]);
  return { store, dependencies, api: vi.mocked(dependencies.ordersApi), documents: () => store.getState().orders.documents };
}

describe("an order's documents", () => {
  it('lists the documents of the order', () => {
    const { store, api, documents } = documentsStore(({ ordersApi }) => vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [contract, survey] })));
    store.dispatch(documentsRequested(ORDER));
    expect(api.documents).toHaveBeenCalledWith(ORDER);
    expect(documents()).toMatchObject({ orderGuid: ORDER, status: 'loaded', items: [contract, survey], error: null });
  });

  it("says the documents could not be loaded, with the server's words when it has some", () => {
    const { store, documents } = documentsStore(({ ordersApi }) =>
      vi.mocked(ordersApi.documents).mockReturnValueOnce(failure(404, { message: 'There is no such order.' })).mockReturnValueOnce(failure(500, null)),
    );
    store.dispatch(documentsRequested(ORDER));
    expect(documents()).toMatchObject({ status: 'failed', error: 'There is no such order.' });
    store.dispatch(documentsRequested(ORDER));
    expect(documents()).toMatchObject({ status: 'failed', error: 'The documents could not be loaded.' });
  });

  it('uploads a file to the order, shows it uploading, then lists the documents again', () => {
    const uploaded = new Subject<{ result: { id: string } }>();
    const { store, api, documents } = documentsStore(({ ordersApi }) => {
      vi.mocked(ordersApi.uploadDocument).mockReturnValue(uploaded);
      vi.mocked(ordersApi.documents).mockReturnValueOnce(of({ result: [] })).mockReturnValueOnce(of({ result: [contract] }));
    });
    store.dispatch(documentsRequested(ORDER));
    const file = pdf('Purchase Contract.pdf');
    store.dispatch(documentUploadRequested({ orderGuid: ORDER, file }));
    expect(api.uploadDocument).toHaveBeenCalledWith(ORDER, file);
    expect(documents().uploading).toEqual(['Purchase Contract.pdf']);
    uploaded.next({ result: { id: 'doc-1' } });
    uploaded.complete();
    expect(documents()).toMatchObject({ uploading: [], error: null, items: [contract] });
    expect(api.documents).toHaveBeenCalledTimes(2);
  });

  it("names the file that failed to upload, with the server's reason or a plain one, and lists nothing new", () => {
    const { store, api, documents } = documentsStore(({ ordersApi }) => {
      vi.mocked(ordersApi.uploadDocument)
        .mockReturnValueOnce(failure(413, { message: 'The file is larger than the 10 MiB upload limit.' }))
        .mockReturnValueOnce(failure(500, null));
      vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [] }));
    });
    store.dispatch(documentsRequested(ORDER));
    store.dispatch(documentUploadRequested({ orderGuid: ORDER, file: pdf('Scan.pdf') }));
    expect(documents()).toMatchObject({ uploading: [], error: 'Scan.pdf: The file is larger than the 10 MiB upload limit.' });
    store.dispatch(documentUploadRequested({ orderGuid: ORDER, file: pdf('Deed.pdf') }));
    expect(documents().error).toBe('Deed.pdf: the upload failed.');
    expect(api.documents).toHaveBeenCalledTimes(1);
  });

  it('uploads several files at once, each on its own', () => {
    const first = new Subject<{ result: { id: string } }>();
    const { store, api, documents } = documentsStore(({ ordersApi }) => {
      vi.mocked(ordersApi.uploadDocument).mockImplementation((_guid, file) => (file.name === 'A.pdf' ? first : of({ result: { id: 'b' } })));
      vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [] }));
    });
    store.dispatch(documentsRequested(ORDER));
    store.dispatch(documentUploadRequested({ orderGuid: ORDER, file: pdf('A.pdf') }));
    store.dispatch(documentUploadRequested({ orderGuid: ORDER, file: pdf('B.pdf') }));
    expect(api.uploadDocument).toHaveBeenCalledTimes(2);
    // B is done and listed while A is still on its way.
    expect(documents().uploading).toEqual(['A.pdf']);
    expect(api.documents).toHaveBeenCalledTimes(2);
    first.next({ result: { id: 'a' } });
    first.complete();
    expect(documents().uploading).toEqual([]);
    expect(api.documents).toHaveBeenCalledTimes(3);
  });

  it('hands a downloaded document to the browser under its name', () => {
    const bytes = new Blob(['%PDF-1.7'], { type: 'application/octet-stream' });
    const { store, api, dependencies } = documentsStore(({ ordersApi }) => vi.mocked(ordersApi.documentContent).mockReturnValue(of(bytes)));
    store.dispatch(documentDownloadRequested(contract));
    expect(api.documentContent).toHaveBeenCalledWith('doc-1');
    expect(dependencies.browser.saveFile).toHaveBeenCalledWith(bytes, 'Purchase Contract.pdf');
  });

  it("says why a download failed, and keeps the list", () => {
    const { store, dependencies, documents } = documentsStore(({ ordersApi }) => {
      vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [contract] }));
      vi.mocked(ordersApi.documentContent).mockReturnValueOnce(failure(404, { message: 'The file of this document is missing.' })).mockReturnValueOnce(failure(500, null));
    });
    store.dispatch(documentsRequested(ORDER));
    store.dispatch(documentDownloadRequested(contract));
    expect(documents()).toMatchObject({ error: 'The file of this document is missing.', items: [contract] });
    store.dispatch(documentDownloadRequested(contract));
    expect(documents().error).toBe('The download failed.');
    expect(dependencies.browser.saveFile).not.toHaveBeenCalled();
  });
});

describe('previewing a document', () => {
  it('shows the file from an object URL of its bytes, typed as the document is', () => {
    const { store, dependencies, documents } = documentsStore(({ ordersApi }) =>
      vi.mocked(ordersApi.documentContent).mockReturnValue(of(new Blob(['%PDF-1.7'], { type: 'application/octet-stream' }))),
    );
    store.dispatch(documentPreviewRequested(contract));
    expect(dependencies.urls.create).toHaveBeenCalledTimes(1);
    expect(vi.mocked(dependencies.urls.create).mock.calls[0]?.[0].type).toBe('application/pdf');
    expect(documents().preview).toEqual({ documentId: 'doc-1', status: 'loaded', url: 'blob:preview', error: null });
  });

  it("says why a preview could not be loaded", () => {
    const { store, documents } = documentsStore(({ ordersApi }) =>
      vi.mocked(ordersApi.documentContent).mockReturnValueOnce(failure(404, { message: 'There is no such document.' })).mockReturnValueOnce(failure(500, null)),
    );
    store.dispatch(documentPreviewRequested(contract));
    expect(documents().preview).toMatchObject({ status: 'failed', error: 'There is no such document.', url: null });
    store.dispatch(documentPreviewRequested(contract));
    expect(documents().preview).toMatchObject({ status: 'failed', error: 'The preview could not be loaded.' });
  });

  it('frees the object URL when the preview closes or another document is previewed', () => {
    let made = 0;
    const { store, dependencies } = documentsStore(({ ordersApi, urls }) => {
      vi.mocked(ordersApi.documentContent).mockReturnValue(of(new Blob(['x'])));
      vi.mocked(urls.create).mockImplementation(() => `blob:preview-${(made += 1)}`);
    });
    store.dispatch(documentPreviewRequested(contract));
    expect(dependencies.urls.revoke).not.toHaveBeenCalled();
    store.dispatch(documentPreviewRequested(survey));
    expect(dependencies.urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    store.dispatch(documentPreviewClosed());
    expect(dependencies.urls.revoke).toHaveBeenLastCalledWith('blob:preview-2');
    expect(dependencies.urls.revoke).toHaveBeenCalledTimes(2);
  });

  it('drops the bytes of a preview the agent has left for another document', () => {
    const slow = new Subject<Blob>();
    const { store, dependencies, documents } = documentsStore(({ ordersApi }) =>
      vi.mocked(ordersApi.documentContent).mockImplementation((id) => (id === 'doc-1' ? slow : of(new Blob(['png'])))),
    );
    store.dispatch(documentPreviewRequested(contract));
    store.dispatch(documentPreviewRequested(survey));
    slow.next(new Blob(['%PDF']));
    slow.complete();
    expect(dependencies.urls.create).toHaveBeenCalledTimes(1);
    expect(documents().preview).toMatchObject({ documentId: 'doc-2', status: 'loaded' });
  });
});
