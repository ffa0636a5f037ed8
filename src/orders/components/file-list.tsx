import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import type { FileListItem, SortField } from '../orders-api.ts';
import { PAGE_SIZE } from '../orders-slice.ts';
import { COLUMNS } from './file-columns.ts';
import { FileSortBar } from './file-sort-bar.tsx';
import { dateFormat } from '../../lib/format/date-format.ts';
import { format, parseISO } from 'date-fns';

/** A due date in the list: "Nov 25" (with the year when it is not this one's). */
const shortDay = (day: string) => format(parseISO(day), day.slice(0, 4) === String(new Date().getFullYear()) ? 'MMM d' : 'MMM d, yyyy');

// The heights the stylesheet gives a row: one line on a wide screen, a four-line card on a phone or tablet
// (orders-list.css). Fixed, so the list never measures its rows while scrolling.
const ROW_HEIGHT = 48;
const CARD_HEIGHT = 132;
// Cards up to a tablet held upright: below this the table's eight columns (86rem) would scroll
// sideways in their box, hiding the closing date. Matches orders-list.css.
const CARD_LAYOUT_QUERY = '(max-width: 900px)';
const CHANGED_AT = dateFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });


interface FileListProps {
  total: number;
  /** Which list this is (search, sort and order): a new one starts at its top. */
  listKey: string;
  pages: Record<number, FileListItem[]>;
  sort: SortField;
  direction: 'asc' | 'desc';
  onSort: (field: SortField) => void;
  onSortBy: (field: SortField, direction: 'asc' | 'desc') => void;
  onNeedPage: (page: number) => void;
  onOpen: (file: FileListItem) => void;
  hrefOf: (file: FileListItem) => string;
}

/**
 * The tenant's files as a virtualised table: only the rows in view are in the DOM, and pages of
 * 200 rows are fetched as they scroll into view, so tens of thousands of files stay smooth.
 *
 * On a phone or an upright tablet each row is a card (number and kind, address, then labelled details) and the column
 * headings give way to a "Sort by" bar; the headings stay for screen readers, who still hear each
 * value with its column.
 */
export function FileList({ total, listKey, pages, sort, direction, onSort, onSortBy, onNeedPage, onOpen, hrefOf }: FileListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const cards = useMediaQuery(CARD_LAYOUT_QUERY);
  const today = format(new Date(), 'yyyy-MM-dd');
  const rowHeight = cards ? CARD_HEIGHT : ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: cards ? 6 : 12,
    initialRect: { width: 1000, height: 600 },
  });
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [listKey]);
  // A phone turned to landscape (or a window narrowed) changes the row height: the rows are placed
  // anew, and the file that was at the top of the view stays there (the same pixel offset would be
  // another file, more than twice as far down or up the list).
  const placedHeight = useRef(rowHeight);
  useEffect(() => {
    if (placedHeight.current === rowHeight) return;
    const element = scroller.current;
    const topIndex = element ? Math.floor(element.scrollTop / placedHeight.current) : 0;
    placedHeight.current = rowHeight;
    virtualizer.measure();
    if (element) element.scrollTop = topIndex * rowHeight;
  }, [virtualizer, rowHeight]);
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
    <>
      {cards && <FileSortBar sort={sort} direction={direction} onSortBy={onSortBy} />}
      <div ref={scroller} className="file-list file-list__scroller" role="table" aria-label="Files" aria-rowcount={total + 1} tabIndex={0}>
        <div className="file-list__head" role="rowgroup">
          <div className="file-list__row file-list__row--head" role="row" aria-rowindex={1}>
            {COLUMNS.map((column) => {
              const active = column.field === sort;
              return (
                <div key={column.field} role="columnheader" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="file-list__cell">
                  {/* With cards, the sort bar is the way to sort by keyboard; these stay for screen readers. */}
                  <button type="button" className="file-list__sort" tabIndex={cards ? -1 : undefined} onClick={() => onSort(column.field)}>
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
                    <div role="cell" className="file-list__cell file-list__cell--file">
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
                    <div role="cell" className="file-list__cell file-list__cell--muted file-list__cell--document">
                      {cards && <CardLabel text="Document" />}
                      {file.docName || '—'}
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--address" title={file.address}>
                      {file.address}
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--kind">
                      <span className={`badge badge--${file.cashClosing === 'Cash' ? 'cash' : 'finance'}`}>{file.cashClosing}</span>
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--transaction">
                      {file.transactionType}
                    </div>
                    <div role="cell" className="file-list__cell file-list__cell--number file-list__cell--closing">
                      {cards && <CardLabel text="Closing" />}
                      {file.closingDate ? file.closingDate.slice(0, 10) : '—'}
                    </div>
                    <NextStepCell step={file.nextStep} today={today} cards={cards} />
                    <div role="cell" className="file-list__cell file-list__cell--muted file-list__cell--changed" title={file.lastChangedBy ?? undefined}>
                      {cards && <CardLabel text="Changed" />}
                      {file.lastChangedBy && file.lastChangedAt ? `${file.lastChangedBy}, ${CHANGED_AT().format(new Date(file.lastChangedAt))}` : '—'}
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
    </>
  );
}

/** The file's next open checklist item and its due date, "Overdue" when past. */
function NextStepCell({ step, today, cards }: { step: FileListItem['nextStep']; today: string; cards: boolean }) {
  const overdue = step?.due != null && step.due < today;
  return (
    <div role="cell" className={`file-list__cell file-list__cell--next${overdue ? ' file-list__cell--overdue' : ''}`} title={step ? step.title : undefined}>
      {cards && <CardLabel text="Next" />}
      {step ? (
        <>
          {step.due && (
            <span className="file-list__next-due">
              {overdue ? 'Overdue ' : ''}
              {shortDay(step.due)}
            </span>
          )}{' '}
          {step.title}
        </>
      ) : (
        '—'
      )}
    </div>
  );
}

/**
 * A value's name, shown only on a phone's card where there is no column heading above it. Hidden
 * from screen readers, who hear the column heading instead.
 */
function CardLabel({ text }: { text: string }) {
  return (
    <span className="file-list__card-label" aria-hidden="true">
      {text}
    </span>
  );
}
