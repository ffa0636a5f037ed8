import type { SortField } from '../orders-api.ts';

/** The file list's sortable columns, in the order the table shows them. */
export const COLUMNS: { field: SortField; label: string }[] = [
  { field: 'fileNumber', label: 'File number' },
  { field: 'docName', label: 'Document' },
  { field: 'address', label: 'Address' },
  { field: 'cashClosing', label: 'Cash / Finance' },
  { field: 'transactionType', label: 'Transaction' },
  { field: 'closingDate', label: 'Closing date' },
  { field: 'nextDue', label: 'Next step' },
];
