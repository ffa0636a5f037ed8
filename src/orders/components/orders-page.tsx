import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { selectSearchQuery, selectSearchRun, tabOpened } from '../../shell/index.ts';
import { Icon } from '../../ui/icon.tsx';
import type { FileListItem, NextFilter, SortField } from '../orders-api.ts';
import { filesPageRequested, filesQueryChanged, selectFiles } from '../orders-slice.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { FileList } from './file-list.tsx';
import { RetryAlert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';

export function OrdersPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const files = useAppSelector(selectFiles);
  const searchQuery = useAppSelector(selectSearchQuery);
  const searchRun = useAppSelector(selectSearchRun);

  // The list follows the search in state: opening the page, a new search text and Enter (which
  // bumps the run) each load the list once, fresh from the server, however late this code loaded.
  useEffect(() => {
    dispatch(filesQueryChanged({ query: searchQuery }));
  }, [dispatch, searchQuery, searchRun]);

  const onNeedPage = useCallback((page: number) => dispatch(filesPageRequested(page)), [dispatch]);
  const onSort = (field: SortField) =>
    dispatch(filesQueryChanged({ sort: field, direction: files.sort === field && files.direction === 'asc' ? 'desc' : 'asc' }));
  const onSortBy = (field: SortField, direction: 'asc' | 'desc') => dispatch(filesQueryChanged({ sort: field, direction }));
  const open = (file: FileListItem) => {
    const path = paths.orderEntry(file.orderGuid);
    dispatch(tabOpened({ id: file.orderGuid, label: file.fileNumber, path }));
    navigate(path);
  };

  const loading = files.total === null && !files.error;
  // While a new sort or search loads, the list stays on the page with its last length (rows show
  // as loading) instead of giving way to a spinner: the heading or sort control the agent is on
  // keeps focus, and the list does not jump.
  const [listedTotal, setListedTotal] = useState<number | null>(null);
  if (files.total !== null && files.total !== listedTotal) setListedTotal(files.total);
  const shownTotal = files.total ?? listedTotal;
  return (
    <section className="page page--wide" aria-labelledby="orders-heading">
      <PageHead
        title="Order tracking"
        titleId="orders-heading"
        lead={
          <p className="page__lead" role="status">
            {loading
              ? 'Loading files…'
              : files.total === null
                ? ''
                : `${files.total.toLocaleString('en-US')} ${files.total === 1 ? 'file' : 'files'}${files.query ? ` matching “${files.query}”` : ''}${files.next === 'overdue' ? ' with an overdue next step' : files.next === 'week' ? ' with a next step due this week' : ''}`}
          </p>
        }
        action={
          <Link to={paths.newOrder} className="button button--primary">
            <Icon name="plus" size={18} />
            New order
          </Link>
        }
      />

      <div className="file-list__filters">
        <label className="field__label" htmlFor="next-step-filter">
          Next step
        </label>
        <select id="next-step-filter" className="field__input" value={files.next} onChange={(event) => dispatch(filesQueryChanged({ next: event.target.value as NextFilter }))}>
          <option value="">Every file</option>
          <option value="overdue">Overdue</option>
          <option value="week">Due this week</option>
        </select>
      </div>

      {files.error && (
        <RetryAlert message={files.error} onRetry={() => dispatch(filesQueryChanged({}))} />
      )}

      {files.total === 0 ? (
        <div className="card empty-state">
          <h2 className="empty-state__title">{files.query || files.next ? 'No files match your search' : 'No files yet'}</h2>
          <p className="empty-state__text">
            {files.query ? 'Try a file number, a street, or a buyer or seller name.' : 'Create the first order to see it here.'}
          </p>
          {!files.query && (
            <Link to={paths.newOrder} className="button button--primary">
              New order
            </Link>
          )}
        </div>
      ) : (
        <div className="card file-list__card">
          {shownTotal === null ? (
            loading && <PageLoading what="Loading files…" />
          ) : (
            <FileList
              total={shownTotal}
              listKey={`${files.query}|${files.next}|${files.sort}|${files.direction}`}
              pages={files.pages}
              sort={files.sort}
              direction={files.direction}
              onSort={onSort}
              onSortBy={onSortBy}
              onNeedPage={onNeedPage}
              onOpen={open}
              hrefOf={(file) => paths.orderEntry(file.orderGuid)}
            />
          )}
        </div>
      )}
    </section>
  );
}
