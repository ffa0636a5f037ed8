import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** What the table lists ("Documents"); the scroll region is named after it. */
  name: string;
  /** The column headings, in order (a visually hidden one is a node like any other). */
  columns: readonly ReactNode[];
  /** Also name the table itself with a visually hidden caption. */
  caption?: boolean;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A data table that, on a phone, scrolls sideways inside its own box instead of making the page
 * scroll. The box is a named, focusable region so that keyboard users can scroll it too.
 */
export function ScrollTable({ name, columns, caption = false, children }: ScrollTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={`${name}, scrolls sideways`} tabIndex={0}>
      <table className="data-table">
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
    </div>
  );
}
