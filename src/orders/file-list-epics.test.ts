import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies, type FakeDependencies } from '../test/fakes.ts';
import { fileListArea } from './file-list-area.ts';
import { fileListItem } from '../../fixtures/file-list-item.ts';
import type { FileListItem } from './orders-api.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { filesPageRequested, filesQueryChanged, PAGE_SIZE } from './orders-slice.ts';

type FilesAnswer = { result: { files: FileListItem[]; total: number } };

const file = fileListItem;

const answer = (files: FileListItem[], total = files.length) => of<FilesAnswer>({ result: { files, total } });

/** A real store with the file list's part of the orders area; the files API never answers unless told. */
function fileListStore(change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  change(dependencies);
  const store = storeWithAreas(dependencies, [fileListArea]);
  return { store, files: vi.mocked(dependencies.ordersApi.files), list: () => store.getState().orders.files };
}

describe('the file list pages', () => {
  it('asks for the first page, newest first, when the list opens, and keeps the page and the total', () => {
    const first = [file('A-1'), file('A-2')];
    const { store, files, list } = fileListStore(({ ordersApi }) => vi.mocked(ordersApi.files).mockReturnValue(answer(first, 2)));
    store.dispatch(filesQueryChanged({ query: '' }));
    expect(files).toHaveBeenCalledTimes(1);
    expect(files).toHaveBeenCalledWith({ q: '', sort: 'createdAt', direction: 'desc', start: 0, end: PAGE_SIZE });
    expect(list()).toMatchObject({ total: 2, pages: { 0: first }, error: null });
  });

  it('asks for a later page by its rows, and never twice for a page it has or is fetching', () => {
    const waiting = new Subject<FilesAnswer>();
    const { store, files, list } = fileListStore(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockImplementation(({ start }) => (start === 0 ? answer([file('A-1')], 450) : waiting)),
    );
    store.dispatch(filesQueryChanged({ query: '' }));
    store.dispatch(filesPageRequested(0));
    store.dispatch(filesPageRequested(2));
    store.dispatch(filesPageRequested(2));
    expect(files).toHaveBeenCalledTimes(2);
    expect(files).toHaveBeenLastCalledWith({ q: '', sort: 'createdAt', direction: 'desc', start: 2 * PAGE_SIZE, end: 3 * PAGE_SIZE });
    waiting.next({ result: { files: [file('C-1')], total: 450 } });
    waiting.complete();
    expect(list().pages[2]).toEqual([file('C-1')]);
    store.dispatch(filesPageRequested(2));
    expect(files).toHaveBeenCalledTimes(2);
  });

  it('sends the search text and the chosen sort, and starts again from the first page', () => {
    const { store, files, list } = fileListStore(({ ordersApi }) => vi.mocked(ordersApi.files).mockReturnValue(answer([file('OAK-1')], 1)));
    store.dispatch(filesQueryChanged({ query: 'Oak' }));
    store.dispatch(filesQueryChanged({ sort: 'fileNumber', direction: 'asc' }));
    expect(files).toHaveBeenLastCalledWith({ q: 'Oak', sort: 'fileNumber', direction: 'asc', start: 0, end: PAGE_SIZE });
    expect(list()).toMatchObject({ query: 'Oak', sort: 'fileNumber', direction: 'asc', generation: 2 });
  });

  it('drops a page that answers for an older search, and keeps the one for the search shown', () => {
    const old = new Subject<FilesAnswer>();
    const current = new Subject<FilesAnswer>();
    const { store, list } = fileListStore(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockImplementation(({ q }) => (q === 'Oak' ? old : current)),
    );
    store.dispatch(filesQueryChanged({ query: 'Oak' }));
    store.dispatch(filesQueryChanged({ query: 'Elm' }));
    current.next({ result: { files: [file('ELM-1')], total: 1 } });
    current.complete();
    old.next({ result: { files: [file('OAK-1'), file('OAK-2')], total: 2 } });
    old.complete();
    expect(list()).toMatchObject({ query: 'Elm', total: 1, pages: { 0: [file('ELM-1')] } });
  });

  it('drops a page that answers for an older sort, even when it answers last', () => {
    const byDate = new Subject<FilesAnswer>();
    const byNumber = new Subject<FilesAnswer>();
    const { store, files, list } = fileListStore(({ ordersApi }) =>
      vi.mocked(ordersApi.files).mockImplementation(({ sort }) => (sort === 'createdAt' ? byDate : byNumber)),
    );
    store.dispatch(filesQueryChanged({ query: '' }));
    store.dispatch(filesQueryChanged({ sort: 'fileNumber', direction: 'asc' }));
    expect(files).toHaveBeenCalledTimes(2);
    byNumber.next({ result: { files: [file('A-1'), file('B-1')], total: 2 } });
    byDate.next({ result: { files: [file('B-1'), file('A-1')], total: 2 } });
    byDate.error(new HttpError(500, null, '/api/files', ''));
    expect(list().pages[0]?.map((item) => item.fileNumber)).toEqual(['A-1', 'B-1']);
    expect(list().error).toBeNull();
  });

  it("says the list could not be loaded, with the server's words when it has some, and loads again when asked", () => {
    const { store, files, list } = fileListStore(({ ordersApi }) =>
      vi
        .mocked(ordersApi.files)
        .mockReturnValueOnce(throwError(() => new HttpError(500, null, '/api/files', '')))
        .mockReturnValueOnce(throwError(() => new HttpError(503, { message: 'The files store is offline.' }, '/api/files', 'x')))
        .mockReturnValue(answer([file('A-1')], 1)),
    );
    store.dispatch(filesQueryChanged({ query: '' }));
    expect(list()).toMatchObject({ error: 'The file list could not be loaded.', total: null });
    store.dispatch(filesQueryChanged({}));
    expect(list().error).toBe('The files store is offline.');
    store.dispatch(filesQueryChanged({}));
    expect(files).toHaveBeenCalledTimes(3);
    expect(list()).toMatchObject({ error: null, total: 1 });
  });

  it('asks for a page again after a failed attempt at it', () => {
    const { store, files, list } = fileListStore(({ ordersApi }) =>
      vi
        .mocked(ordersApi.files)
        .mockReturnValueOnce(throwError(() => new HttpError(0, null, '/api/files', 'Could not reach the server.')))
        .mockReturnValue(answer([file('A-1')], 1)),
    );
    store.dispatch(filesQueryChanged({ query: '' }));
    expect(list().error).toBe('Could not reach the server.');
    store.dispatch(filesPageRequested(0));
    expect(files).toHaveBeenCalledTimes(2);
    expect(list().pages[0]).toEqual([file('A-1')]);
  });
});
