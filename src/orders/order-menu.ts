import type { MenuItem } from '../shell';

/** The order's side menu (the shell's menu model); paths are relative to /orders/{orderGuid}. */
export const orderMenu: MenuItem[] = [
  {
    label: 'File Setup',
    path: 'file-setup',
    icon: 'folder',
    disabled: false,
    children: [
      { label: 'Order Entry', path: 'file-setup/order-entry', icon: 'file', disabled: false },
      { label: 'Documents', path: 'file-setup/download', icon: 'download', disabled: false },
    ],
  },
  {
    label: 'Commitment',
    path: 'commitment',
    icon: 'scale',
    disabled: false,
    children: [
      { label: 'Schedule A', path: 'commitment/schedule-a', disabled: false },
      { label: 'Requirements (B-I)', path: 'commitment/requirements', disabled: false },
      { label: 'Exceptions (B-II)', path: 'commitment/exceptions', disabled: false },
      { label: 'Printable commitment', path: 'commitment/print', disabled: false },
    ],
  },
  { label: 'Closing Protection Letter', path: 'letters', icon: 'letter', disabled: false },
  { label: 'Map', path: 'map', icon: 'map', disabled: false },
];
