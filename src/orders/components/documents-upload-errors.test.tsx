// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Order } from '../orders-api.ts';
import { orderLoaded, orderOpened } from '../orders-slice.ts';
import { DocumentsPage } from './order-pages.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const order: Order = { id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: sampleOrderDetail({ orderGuid: ORDER }) };
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('uploading several files at once', () => {
  it('keeps telling the agent which file was refused when another one finishes after it', async () => {
    const slow = new Subject<{ result: { id: string } }>();
    const dependencies = fakeDependencies();
    vi.mocked(dependencies.ordersApi.documents).mockReturnValue(of({ result: [] }));
    vi.mocked(dependencies.ordersApi.uploadDocument).mockImplementation((_guid, file) =>
      file.name === 'Scan.pdf' ? throwError(() => new HttpError(413, { message: 'The file is larger than the 10 MiB upload limit.' }, '/api/documents', 'x')) : slow,
    );
    const view = renderWithProviders(<DocumentsPage />, { dependencies });
    act(() => {
      view.store.dispatch(orderOpened(ORDER));
      view.store.dispatch(orderLoaded(order));
    });
    await screen.findByText('No documents yet.');
    await userEvent.setup().upload(screen.getByLabelText('Choose files'), [pdf('Deed.pdf'), pdf('Scan.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Scan.pdf: The file is larger than the 10 MiB upload limit.');
    // Deed.pdf, chosen with it, finishes afterwards.
    act(() => {
      slow.next({ result: { id: 'doc-1' } });
      slow.complete();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Scan.pdf: The file is larger than the 10 MiB upload limit.');
  });

  it("names the server's reason for a refused file, not its generic validation message", async () => {
    const dependencies = fakeDependencies();
    vi.mocked(dependencies.ordersApi.documents).mockReturnValue(of({ result: [] }));
    vi.mocked(dependencies.ordersApi.uploadDocument).mockReturnValue(
      throwError(() => new HttpError(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'File', Message: 'The file is empty.' }] }, '/api/documents', 'x')),
    );
    const view = renderWithProviders(<DocumentsPage />, { dependencies });
    act(() => {
      view.store.dispatch(orderOpened(ORDER));
      view.store.dispatch(orderLoaded(order));
    });
    await screen.findByText('No documents yet.');
    await userEvent.setup().upload(screen.getByLabelText('Choose files'), [pdf('Empty.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Empty.pdf: The file is empty.');
  });

  it('refuses a file over the 10 MiB limit at once, without sending it', async () => {
    const dependencies = fakeDependencies();
    vi.mocked(dependencies.ordersApi.documents).mockReturnValue(of({ result: [] }));
    const view = renderWithProviders(<DocumentsPage />, { dependencies });
    act(() => {
      view.store.dispatch(orderOpened(ORDER));
      view.store.dispatch(orderLoaded(order));
    });
    await screen.findByText('No documents yet.');
    const big = pdf('Survey.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.setup().upload(screen.getByLabelText('Choose files'), [big]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Survey.pdf: The file is larger than the 10 MiB upload limit.');
    expect(dependencies.ordersApi.uploadDocument).not.toHaveBeenCalled();
  });

  it('says nothing about "no documents" when the list could not be loaded', async () => {
    const dependencies = fakeDependencies();
    vi.mocked(dependencies.ordersApi.documents).mockReturnValue(throwError(() => new HttpError(500, null, '/api/documents', 'x')));
    const view = renderWithProviders(<DocumentsPage />, { dependencies });
    act(() => {
      view.store.dispatch(orderOpened(ORDER));
      view.store.dispatch(orderLoaded(order));
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('No documents yet.')).not.toBeInTheDocument();
  });
});
