import { orderPages } from '../config/paths.ts';
import type { MenuItem } from '../shell/index.ts';

/** The order's side menu (the shell's menu model); paths are relative to /orders/{orderGuid}. */
export const orderMenu: MenuItem[] = [
  {
    label: 'File Setup',
    path: orderPages.fileSetup,
    icon: 'folder',
    disabled: false,
    children: [
      { label: 'Order Entry', path: orderPages.orderEntry, icon: 'file', disabled: false },
      { label: 'Documents', path: orderPages.documents, icon: 'download', disabled: false },
    ],
  },
  {
    label: 'Commitment',
    path: orderPages.commitment,
    icon: 'scale',
    disabled: false,
    children: [
      { label: 'Schedule A', path: orderPages.scheduleA, disabled: false },
      { label: 'Requirements (B-I)', path: orderPages.requirements, disabled: false },
      { label: 'Exceptions (B-II)', path: orderPages.exceptions, disabled: false },
      { label: 'Printable commitment', path: orderPages.commitmentPrint, disabled: false },
    ],
  },
  { label: 'Checklist', path: orderPages.checklist, icon: 'checklist', disabled: false },
  { label: 'Payees', path: orderPages.payees, icon: 'payees', disabled: false },
  { label: 'Closing Protection Letter', path: orderPages.letters, icon: 'letter', disabled: false },
  { label: 'History', path: orderPages.history, icon: 'history', disabled: false },
  // docs/behaviour.md#the-shell: the Map opens in a new window of 800 by 400 pixels.
  { label: 'Map', path: orderPages.map, icon: 'map', disabled: false, window: { name: 'map', width: 800, height: 400 } },
];
