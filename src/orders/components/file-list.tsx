import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { FileListItem, SortField } from '../orders-api';
import { PAGE_SIZE } from '../orders-slice';

const ROW_HEIGHT = 48;
const CHANGED_AT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const COLUMNS: { field: SortField; label: string }[] = [
  { field: 'fileNumber', label: 'File number' },
  { field: 'docName', label: 'Document' },
  { field: 'address', label: 'Address' },
  { field: 'cashClosing', label: 'Cash / Finance' },
  { field: 'transactionType', label: 'Transaction' },
  { field: 'closingDate', label: 'Closing date' },
];

interface FileListProps {
  total: number;
  pages: Record<number, FileListItem[]>;
  sort: SortField;
  direction: 'asc' | 'desc';
  onSort: (field: SortField) => void;
  onNeedPage: (page: number) => void;
  onOpen: (file: FileListItem) => void;
  hrefOf: (file: FileListItem) => string;
}

/**
 * The tenant's files as a virtualised table: only the rows in view are in the DOM, and pages of
 * 200 rows are fetched as they scroll into view, so tens of thousands of files stay smooth.
 */
export function FileList({ total, pages, sort, direction, onSort, onNeedPage, onOpen, hrefOf }: FileListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1000, height: 600 },
  });
  const rows = virtualizer.getVirtualItems();
  const firstIndex = rows[0]?.index ?? 0;
  const lastIndex = rows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (total === 0) return;
    for (let page = Math.floor(firstIndex / PAGE_SIZE); page <= Math.floor(lastIndex / PAGE_SIZE); page += 1) {
      if (!pages[page]) onNeedPage(page);
    }
  }, [firstIndex, lastIndex, total, pages, onNeedPage]);

  return (
    <div ref={scroller} className="file-list file-list__scroller" role="table" aria-label="Files" aria-rowcount={total + 1} tabIndex={0}>
        <div className="file-list__head" role="rowgroup">
          <div className="file-list__row file-list__row--head" role="row" aria-rowindex={1}>
            {COLUMNS.map((column) => {
              const active = column.field === sort;
              return (
                <div key={column.field} role="columnheader" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="file-list__cell">
                  <button type="button" className="file-list__sort" onClick={() => onSort(column.field)}>
                    {column.label}
                    <span className="file-list__sort-mark" aria-hidden="true">
                      {active ? (direction === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </div>
              );
            })}
            <div role="columnheader" className="file-list__cell file-list__cell--plain">
              Last changed
            </div>
          </div>
        </div>
        <div className="file-list__spacer" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const file = pages[Math.floor(row.index / PAGE_SIZE)]?.[row.index % PAGE_SIZE];
            return (
              <div
                key={row.key}
                role="row"
                aria-rowindex={row.index + 2}
                className="file-list__row file-list__row--body"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {file ? (
                  <>
                    <div role="cell" className="file-list__cell">
                      <a
                        href={hrefOf(file)}
                        className="file-list__number"
                        onClick={(event) => {
                          event.preventDefault();
                          onOpen(file);
                        }}
                      >
                        {file.fileNumber}
                      </a>
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--muted">
                      {file.docName || '—'}
                    </div>
                    <div role="cell" className="file-list__cell" title={file.address}>
                      {file.address}
                    </div>
                    <div role="cell" className="file-list__cell">
                      <span className={`badge badge--${file.cashClosing === 'Cash' ? 'cash' : 'finance'}`}>{file.cashClosing}</span>
                    </div>
                    <div role="cell" className="file-list__cell">
                      {file.transactionType}
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--number">
                      {file.closingDate ? file.closingDate.slice(0, 10) : '—'}
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--muted" title={file.lastChangedBy ?? undefined}>
                      {file.lastChangedBy && file.lastChangedAt ? `${file.lastChangedBy}, ${CHANGED_AT.format(new Date(file.lastChangedAt))}` : '—'}
                    </div>
                  </>
                ) : (
                  <div role="cell" className="file-list__cell file-list__cell--loading">
                    <span className="skeleton" aria-hidden="true" />
                    <span className="visually-hidden">Loading…</span>
                  </div>
                )}
              </div>
            );
          })}
        </div>
    </div>
  );
}
