import { useId } from 'react';
import type { SortField } from '../orders-api.ts';
import { COLUMNS } from './file-columns.ts';

interface FileSortBarProps {
  sort: SortField;
  direction: 'asc' | 'desc';
  onSortBy: (field: SortField, direction: 'asc' | 'desc') => void;
}

/**
 * Sorting on a phone, where the file list is a column of cards and has no headings to tap: the
 * column to sort by, and the order, as two plain controls.
 */
export function FileSortBar({ sort, direction, onSortBy }: FileSortBarProps) {
  const id = useId();
  const ascending = direction === 'asc';
  return (
    <div className="file-sort-bar">
      <label htmlFor={id} className="file-sort-bar__label">
        Sort by
      </label>
      <select id={id} className="file-sort-bar__select" value={sort} onChange={(event) => onSortBy(event.target.value as SortField, direction)}>
        {/* The list's own order until a column is chosen: newest files first. */}
        <option value="createdAt">Date created</option>
        {COLUMNS.map((column) => (
          <option key={column.field} value={column.field}>
            {column.label}
          </option>
        ))}
      </select>
      <button type="button" className="button button--outline file-sort-bar__direction" onClick={() => onSortBy(sort, ascending ? 'desc' : 'asc')}>
        <span aria-hidden="true">{ascending ? '▲' : '▼'}</span>
        {ascending ? 'Ascending' : 'Descending'}
      </button>
    </div>
  );
}
