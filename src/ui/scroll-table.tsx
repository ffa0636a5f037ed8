import { useRef, type ReactNode } from 'react';
import { PHONE_WIDTH_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { useOverflowsSideways } from './use-overflows-sideways.ts';

interface ScrollTableProps {
  /** What the table lists ("Documents"); the scroll region is named after it. */
  name: string;
  /** The column headings, in order (a visually hidden one is a node like any other). */
  columns: readonly ReactNode[];
  /** Also name the table itself with a visually hidden caption. */
  caption?: boolean;
  /**
   * On a phone, each row is a small card (first cell on its own line, last cell's actions at the
   * bottom) instead of a row to scroll to: for tables whose last column is what the agent came for.
   */
  stackOnPhone?: boolean;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A data table that, where it is wider than the screen, scrolls sideways inside its own box
 * instead of making the page scroll. While it does, the box is a named, focusable region so that
 * keyboard users can scroll it too; where the table fits, the box is no stop on the Tab key.
 */
export function ScrollTable({ name, columns, caption = false, stackOnPhone = false, children }: ScrollTableProps) {
  const stacked = useMediaQuery(PHONE_WIDTH_QUERY) && stackOnPhone;
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(box);
  const table = (
    <table className={`data-table${stackOnPhone ? ' data-table--stack' : ''}`}>
      {caption && <caption className="visually-hidden">{name}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // The headings are fixed per table: their position is their identity.
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  // Stacked, or wide enough, nothing scrolls: a region to scroll would be a Tab stop for nothing.
  const scrollRegion = scrolls && !stacked ? { role: 'region', 'aria-label': `${name}, scrolls sideways`, tabIndex: 0 } : {};
  return (
    <div ref={box} className="table-scroll" {...scrollRegion}>
      {table}
    </div>
  );
}
