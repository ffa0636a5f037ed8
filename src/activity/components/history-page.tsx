import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { OrderHeading, selectOpenOrder } from '../../orders/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { SECTION_LABELS, type FileSection } from '../history-entry.ts';
import { historyExportRequested, historyFiltersChanged, historyMoreRequested, historyOpened, historyPrintRequested, selectFileHistory } from '../history-slice.ts';
import { HistoryEntryItem } from './history-entry-item.tsx';
import { HistoryFilter } from './history-filter.tsx';
import { FocusableButton } from '../../ui/focusable-button.tsx';

const SECTION_OPTIONS = (Object.keys(SECTION_LABELS) as FileSection[]).map((section) => ({ value: section, label: SECTION_LABELS[section] }));

/** A file's history, newest first: who changed what, when and how; filtered, exported, printed. */
export function HistoryPage() {
  const { orderGuid = '' } = useParams();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  const history = useAppSelector(selectFileHistory);

  useEffect(() => {
    dispatch(historyOpened(orderGuid));
  }, [dispatch, orderGuid]);

  if (!open) return null;
  const { filters, entries, total, people, status } = history;
  const fileNumber = open.detail.fileNumber;
  const filtered = filters.person !== null || filters.section !== null;

  return (
    <section className="page history-page" aria-labelledby="history-title">
      <OrderHeading detail={open.detail} subtitle="History" titleId="history-title" />
      <div className="history-toolbar no-print" role="group" aria-label="Filter and export the history">
        <HistoryFilter
          label="Person"
          allLabel="Everyone"
          value={filters.person}
          options={people.map((person) => ({ value: person.userId, label: person.name }))}
          onChange={(person) => dispatch(historyFiltersChanged({ ...filters, person }))}
        />
        <HistoryFilter
          label="Section"
          allLabel="All sections"
          value={filters.section}
          options={SECTION_OPTIONS}
          onChange={(section) => dispatch(historyFiltersChanged({ ...filters, section }))}
        />
        <div className="history-toolbar__actions">
          <FocusableButton className="button button--outline" unavailable={history.exporting || total === 0} onClick={() => dispatch(historyExportRequested(fileNumber))}>
            {history.exporting ? 'Exporting…' : 'Export CSV'}
          </FocusableButton>
          <FocusableButton className="button button--outline" unavailable={total === 0 || history.preparingPrint} onClick={() => dispatch(historyPrintRequested())}>
            {history.preparingPrint ? 'Preparing…' : 'Print'}
          </FocusableButton>
        </div>
      </div>
      <Alert message={history.exportError} />
      {status === 'failed' && <Alert message={history.error} />}
      {status === 'loading' && <PageLoading what="Loading the history…" />}
      {status === 'loaded' && (
        <>
          <p className="history-count" role="status">
            {total === 0
              ? filtered
                ? 'No changes match these filters.'
                : 'No changes recorded on this file yet.'
              : `Showing ${entries.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'change' : 'changes'}, newest first`}
          </p>
          {entries.length > 0 && (
            <ol className="history-list card">
              {entries.map((entry) => (
                <HistoryEntryItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          {entries.length < total && (
            <div className="history-more no-print">
              <FocusableButton className="button button--outline" unavailable={history.loadingMore} onClick={() => dispatch(historyMoreRequested())}>
                {history.loadingMore ? 'Loading…' : 'Show older changes'}
              </FocusableButton>
              <Alert message={history.error} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
