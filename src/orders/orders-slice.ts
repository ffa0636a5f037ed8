import { combineSlices, createAction } from '@reduxjs/toolkit';
import { documentsSlice, type DocumentsState } from './documents-slice.ts';
import { fileListSlice, type FilesState } from './file-list-slice.ts';
import { orderCreateSlice, type CreateState } from './order-create-slice.ts';
import { orderEditorSlice, type EditorState } from './order-editor-slice.ts';
import type { OrderDetail } from './order-schemas.ts';

/**
 * The orders area's state, `orders` in the store: four parts, each in its own file (the file list,
 * the open order, the new order's save, the open file's documents). This file puts them under one
 * key and is where the area's code imports its actions and selectors from.
 */
export interface OrdersState {
  files: FilesState;
  editor: EditorState;
  create: CreateState;
  documents: DocumentsState;
}

/** Added to the store by the orders area's route loaders (file-list-area.ts, order-area.ts). */
export const ordersSlice = {
  reducerPath: 'orders',
  reducer: combineSlices(fileListSlice, orderEditorSlice, orderCreateSlice, documentsSlice),
} as const;

/** `seen` is the value the agent last saw stored: the save applies only if it is still stored. */
/**
 * `seen`: the stored value the edit was made on, used when the editor holds no newer one. With
 * `fromEarlier`, it is the base whatever the editor holds: an edit an earlier tab could not save
 * was made on that value, and a colleague's change since must come back as a conflict.
 */
export const orderFieldSaveRequested = createAction<{ orderGuid: string; field: keyof OrderDetail; value: unknown; seen: unknown; fromEarlier?: boolean }>(
  'orders/orderFieldSaveRequested',
);
export const mapRequested = createAction<string>('orders/mapRequested');

export { filesPageLoaded } from './files-page-loaded.ts';
export { PAGE_SIZE, filesQueryChanged, filesPageRequested, filesPageFailed, type FilesState } from './file-list-slice.ts';
// Each part's actions and types, so the area's code has one place to import them from.
export * from './order-editor-slice.ts';
export { orderCreateRequested, newOrderOpened, orderCreated, orderCreateFailed, createErrorDismissed, type CreateState } from './order-create-slice.ts';
export * from './documents-slice.ts';

type WithOrders = { orders: OrdersState };
export const selectFiles = (state: WithOrders) => state.orders.files;
export const selectEditor = (state: WithOrders) => state.orders.editor;
export const selectCreate = (state: WithOrders) => state.orders.create;
export const selectDocuments = (state: WithOrders) => state.orders.documents;
