// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrder, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { fakeDependencies, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { OrderDocument } from '../orders-api.ts';
import { orderLoaded, orderOpened } from '../orders-slice.ts';
import { DocumentPreviewPage, DocumentsPage, MapPage } from './order-pages.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const order = sampleOrder(sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'DOC-2026-0001' }));
const contract: OrderDocument = { id: 'doc-1', orderGuid: ORDER, name: 'Purchase Contract.pdf', size: 48_213, contentType: 'application/pdf', uploadedAt: '2026-11-02T10:00:00Z' };
const survey: OrderDocument = { id: 'doc-2', orderGuid: ORDER, name: 'Survey.png', size: 2_400_000, contentType: 'image/png', uploadedAt: '2026-11-03T09:30:00Z' };
const note: OrderDocument = { id: 'doc-3', orderGuid: ORDER, name: 'Wire note.txt', size: 512, contentType: 'text/plain', uploadedAt: '2026-11-04T08:00:00Z' };
const letter: OrderDocument = { id: 'doc-4', orderGuid: ORDER, name: 'Payoff letter.docx', size: 20_000, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', uploadedAt: '2026-11-04T08:00:00Z' };

const DOCUMENTS_PATH = `/orders/${ORDER}/file-setup/download`;
const previewPath = (documentId: string) => `/orders/${ORDER}/documents/${documentId}/preview`;
const failure = (status: number, body: unknown, message = '') => throwError(() => new HttpError(status, body, '/api/documents', message));
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** The documents pages of the open order, as the order's routes have them. */
function openDocuments(change: (dependencies: FakeDependencies) => void = () => {}, route = DOCUMENTS_PATH) {
  const dependencies = fakeDependencies();
  change(dependencies);
  const view = renderWithProviders(null, {
    dependencies,
    route,
    routes: [
      { path: '/orders/:orderGuid/file-setup/download', element: <DocumentsPage /> },
      { path: '/orders/:orderGuid/documents/:documentId/preview', element: <DocumentPreviewPage /> },
      { path: '/orders/:orderGuid/map', element: <MapPage /> },
    ],
  });
  act(() => {
    view.store.dispatch(orderOpened(ORDER));
    view.store.dispatch(orderLoaded(order));
  });
  return { ...view, api: vi.mocked(dependencies.ordersApi), user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

describe("the order's documents", () => {
  it('lists the documents with their size and upload day, each to preview or download', async () => {
    const { api } = openDocuments(({ ordersApi }) => vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [contract, survey, note] })));
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeInTheDocument();
    expect(api.documents).toHaveBeenCalledWith(ORDER);
    expect(screen.getByRole('heading', { name: 'File DOC-2026-0001' })).toBeInTheDocument();
    expect(cellsOf('Purchase Contract.pdf').slice(0, 3)).toEqual(['Purchase Contract.pdf', '47.1 KB', '2026-11-02']);
    expect(cellsOf('Survey.png').slice(0, 3)).toEqual(['Survey.png', '2.3 MB', '2026-11-03']);
    expect(cellsOf('Wire note.txt').slice(0, 3)).toEqual(['Wire note.txt', '512 B', '2026-11-04']);
    expect(within(rowOf('Survey.png')).getByRole('link', { name: /Preview/ })).toHaveAttribute('href', `${previewPath('doc-2')}?from=preview`);
    expect(within(rowOf('Survey.png')).getByRole('button', { name: /Download/ })).toBeInTheDocument();
  });

  it('says while the list loads, and when the order has no documents yet', async () => {
    const answer = new Subject<{ result: OrderDocument[] }>();
    openDocuments(({ ordersApi }) => vi.mocked(ordersApi.documents).mockReturnValue(answer));
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents…');
    act(() => answer.next({ result: [] }));
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says why the list could not be loaded", async () => {
    openDocuments(({ ordersApi }) => vi.mocked(ordersApi.documents).mockReturnValue(failure(404, { message: 'There is no such order.' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order.');
  });

  it('uploads the chosen files to the order, says which are on their way, then lists them', async () => {
    const deed = new Subject<{ result: { id: string } }>();
    const { api, user } = openDocuments(({ ordersApi }) => {
      vi.mocked(ordersApi.documents).mockReturnValueOnce(of({ result: [] })).mockReturnValue(of({ result: [contract] }));
      vi.mocked(ordersApi.uploadDocument).mockReturnValue(deed);
    });
    await screen.findByText('No documents yet.');
    expect(screen.getByText('Up to 10 MiB each.')).toBeInTheDocument();
    const files = [pdf('Purchase Contract.pdf'), pdf('Deed.pdf')];
    await user.upload(screen.getByLabelText('Choose files'), files);
    expect(api.uploadDocument).toHaveBeenCalledTimes(2);
    expect(api.uploadDocument).toHaveBeenCalledWith(ORDER, files[0]);
    expect(api.uploadDocument).toHaveBeenCalledWith(ORDER, files[1]);
    expect(screen.getByText(/Uploading Purchase Contract\.pdf, Deed\.pdf…/)).toBeInTheDocument();
    act(() => {
      deed.next({ result: { id: 'doc-1' } });
      deed.complete();
    });
    expect(await screen.findByRole('cell', { name: 'Purchase Contract.pdf' })).toBeInTheDocument();
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
    // The input is emptied, so the same file can be chosen again.
    expect(screen.getByLabelText<HTMLInputElement>('Choose files').value).toBe('');
  });

  it('uploads files dropped on the drop zone', async () => {
    const { api } = openDocuments(({ ordersApi }) => vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [] })));
    await screen.findByText('No documents yet.');
    const file = pdf('Title Search.pdf');
    fireEvent.drop(screen.getByText('Drop files here, or'), { dataTransfer: { files: [file] } });
    expect(api.uploadDocument).toHaveBeenCalledWith(ORDER, file);
  });

  it('names a file the server refused, with its reason (such as the size limit), until dismissed', async () => {
    const { api, user } = openDocuments(({ ordersApi }) => {
      vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [] }));
      vi.mocked(ordersApi.uploadDocument)
        .mockReturnValueOnce(failure(413, { message: 'The file is larger than the 10 MiB upload limit.' }))
        .mockReturnValueOnce(failure(0, null, 'Could not reach the server. Check your connection and try again.'));
    });
    await screen.findByText('No documents yet.');
    await user.upload(screen.getByLabelText('Choose files'), pdf('Scan.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Scan.pdf: The file is larger than the 10 MiB upload limit.');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose files'), pdf('Deed.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deed.pdf: Could not reach the server. Check your connection and try again.');
    // A refused upload does not reload the list.
    expect(api.documents).toHaveBeenCalledTimes(1);
  });

  it('hands a document to the browser under its name when Download is clicked', async () => {
    const bytes = new Blob(['%PDF-1.7']);
    const { dependencies, api, user } = openDocuments(({ ordersApi }) => {
      vi.mocked(ordersApi.documents).mockReturnValue(of({ result: [contract, survey] }));
      vi.mocked(ordersApi.documentContent).mockReturnValue(of(bytes));
    });
    await user.click(await screen.findByRole('button', { name: /Download\s*Survey\.png/ }));
    expect(api.documentContent).toHaveBeenCalledWith('doc-2');
    expect(dependencies.browser.saveFile).toHaveBeenCalledWith(bytes, 'Survey.png');
  });
});

describe('previewing a document', () => {
  const withDocuments = (change: (dependencies: FakeDependencies) => void = () => {}) => (dependencies: FakeDependencies) => {
    vi.mocked(dependencies.ordersApi.documents).mockReturnValue(of({ result: [contract, survey, note, letter] }));
    vi.mocked(dependencies.ordersApi.documentContent).mockReturnValue(of(new Blob(['bytes'])));
    change(dependencies);
  };

  it('opens from the list and shows a PDF in the page, from the bytes downloaded', async () => {
    const { api, router, user } = openDocuments(withDocuments());
    await user.click(await screen.findByRole('link', { name: /Preview\s*Purchase Contract\.pdf/ }));
    expect(router.state.location.pathname).toBe(previewPath('doc-1'));
    expect(router.state.location.search).toBe('?from=preview');
    expect(await screen.findByTitle('Purchase Contract.pdf')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('heading', { name: 'Purchase Contract.pdf' })).toBeInTheDocument();
    expect(api.documentContent).toHaveBeenCalledWith('doc-1');
  });

  it('shows an image as an image, and downloads it from the preview too', async () => {
    const { dependencies, user } = openDocuments(withDocuments(), previewPath('doc-2'));
    expect(await screen.findByRole('img', { name: 'Survey.png' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(dependencies.browser.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Survey.png');
  });

  it('offers a download instead for a kind of file it cannot show, without fetching it', async () => {
    const { api } = openDocuments(withDocuments(), previewPath('doc-4'));
    expect(await screen.findByText('There is no preview for this kind of file. Download it to open it.')).toBeInTheDocument();
    expect(api.documentContent).not.toHaveBeenCalled();
  });

  it('says a document that is not in the order does not exist', async () => {
    openDocuments(withDocuments(), previewPath('doc-99'));
    expect(await screen.findByText('This document does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document' })).toBeInTheDocument();
  });

  it('says why a preview could not be loaded', async () => {
    openDocuments(withDocuments(({ ordersApi }) => vi.mocked(ordersApi.documentContent).mockReturnValue(failure(404, { message: 'The file of this document is missing.' }))), previewPath('doc-3'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file of this document is missing.');
  });

  it('frees the downloaded file when the agent goes back to the documents', async () => {
    const { dependencies, router, user } = openDocuments(withDocuments(), previewPath('doc-1'));
    await screen.findByTitle('Purchase Contract.pdf');
    await user.click(screen.getByRole('link', { name: 'Documents' }));
    expect(router.state.location.pathname).toBe(DOCUMENTS_PATH);
    await waitFor(() => expect(dependencies.urls.revoke).toHaveBeenCalledWith('blob:preview'));
  });
});

describe('the Map window', () => {
  it("goes on to the property's address on the map", async () => {
    const { dependencies } = openDocuments(() => {}, `/orders/${ORDER}/map`);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the map for 1200 Lakeshore Dr, Austin, TX, 78701…');
    await waitFor(() =>
      expect(dependencies.browser.goTo).toHaveBeenCalledWith('https://www.openstreetmap.org/search?query=1200%20Lakeshore%20Dr%2C%20Austin%2C%20TX%2C%2078701'),
    );
    expect(dependencies.browser.goTo).toHaveBeenCalledTimes(1);
  });
});
