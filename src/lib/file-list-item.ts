// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/** A file as lists show it (docs/behaviour.md#orders-and-the-file-list), with the dates the lists use. */
export interface FileListItem {
  id: string;
  orderGuid: string;
  fileNumber: string;
  docName: string;
  address: string;
  cashClosing: string;
  transactionType: string;
  closingDate: string | null;
  createdAt: string;
  /** Who last changed the file and when (its history's newest change), where the list has it. */
  lastChangedBy?: string | null;
  lastChangedAt?: string | null;
  /** The file's next open checklist item and when it is due (docs/checklists.md), where the list has it. */
  nextStep?: { title: string; due: string | null } | null;
}
