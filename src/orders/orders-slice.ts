import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderDetail } from './order-schemas';
import type { FileListItem, Order, OrderDocument, SortField } from './orders-api';
import { filesPageLoaded } from './files-page-loaded';

export { filesPageLoaded };

export const PAGE_SIZE = 200;

export interface FilesState {
  query: string;
  sort: SortField;
  direction: 'asc' | 'desc';
  /** Bumped whenever the query or the sort changes, so late answers for an old list are dropped. */
  generation: number;
  total: number | null;
  pages: Record<number, FileListItem[]>;
  loadingPages: number[];
  error: string | null;
}

/**
 * Where a field's save stands. `conflict`: a colleague saved another value since the agent read
 * the field; nothing is saved until the agent keeps theirs or saves theirs over with their own.
 */
export type FieldSave =
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string }
  | { state: 'conflict'; mine: unknown; theirs: unknown };

export interface EditorState {
  orderGuid: string | null;
  order: Order | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  fields: Partial<Record<keyof OrderDetail, FieldSave>>;
}

export interface CreateState {
  status: 'idle' | 'saving' | 'created' | 'failed';
  error: string | null;
  fieldErrors: Record<string, string>;
}

export interface DocumentPreview {
  documentId: string;
  status: 'loading' | 'loaded' | 'failed';
  /** An object URL of the downloaded file (blob:), shown in the page. */
  url: string | null;
  error: string | null;
}

export interface DocumentsState {
  orderGuid: string | null;
  preview: DocumentPreview | null;
  items: OrderDocument[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  uploading: string[];
  error: string | null;
}

export interface OrdersState {
  files: FilesState;
  editor: EditorState;
  create: CreateState;
  documents: DocumentsState;
}

const initialState: OrdersState = {
  files: { query: '', sort: 'createdAt', direction: 'desc', generation: 0, total: null, pages: {}, loadingPages: [], error: null },
  editor: { orderGuid: null, order: null, status: 'idle', error: null, fields: {} },
  create: { status: 'idle', error: null, fieldErrors: {} },
  documents: { orderGuid: null, preview: null, items: [], status: 'idle', uploading: [], error: null },
};

export const orderCreateRequested = createAction<OrderDetail>('orders/orderCreateRequested');
/** `seen` is the value the agent last saw stored: the save applies only if it is still stored. */
export const orderFieldSaveRequested = createAction<{ orderGuid: string; field: keyof OrderDetail; value: unknown; seen: unknown }>(
  'orders/orderFieldSaveRequested',
);
export const documentUploadRequested = createAction<{ orderGuid: string; file: File }>('orders/documentUploadRequested');
export const documentDownloadRequested = createAction<OrderDocument>('orders/documentDownloadRequested');
export const documentPreviewRequested = createAction<OrderDocument>('orders/documentPreviewRequested');
export const documentPreviewClosed = createAction('orders/documentPreviewClosed');
export const mapRequested = createAction<string>('orders/mapRequested');

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    filesQueryChanged(state, action: PayloadAction<{ query?: string; sort?: SortField; direction?: 'asc' | 'desc' }>) {
      const { files } = state;
      files.query = action.payload.query ?? files.query;
      files.sort = action.payload.sort ?? files.sort;
      files.direction = action.payload.direction ?? files.direction;
      files.generation += 1;
      files.total = null;
      files.pages = {};
      files.loadingPages = [];
      files.error = null;
    },
    filesPageRequested(state, action: PayloadAction<number>) {
      const { files } = state;
      if (files.pages[action.payload] || files.loadingPages.includes(action.payload)) return;
      files.loadingPages.push(action.payload);
    },
    filesPageFailed(state, action: PayloadAction<{ generation: number; page: number; message: string }>) {
      const { files } = state;
      if (action.payload.generation !== files.generation) return;
      files.loadingPages = files.loadingPages.filter((page) => page !== action.payload.page);
      files.error = action.payload.message;
    },
    orderOpened(state, action: PayloadAction<string>) {
      const { editor } = state;
      if (editor.orderGuid === action.payload && editor.status === 'loaded') return;
      state.editor = { orderGuid: action.payload, order: null, status: 'loading', error: null, fields: {} };
    },
    orderLoaded(state, action: PayloadAction<Order>) {
      if (state.editor.orderGuid !== action.payload.id) return;
      state.editor.order = action.payload;
      state.editor.status = 'loaded';
    },
    orderLoadFailed(state, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (state.editor.orderGuid !== action.payload.orderGuid) return;
      state.editor.status = 'failed';
      state.editor.error = action.payload.message;
    },
    orderFieldSaving(state, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail }>) {
      if (state.editor.orderGuid === action.payload.orderGuid) state.editor.fields[action.payload.field] = { state: 'saving' };
    },
    orderFieldSaved(state, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail; value: unknown }>) {
      const { editor } = state;
      if (editor.orderGuid !== action.payload.orderGuid || !editor.order) return;
      (editor.order.baseOrderDetail as Record<string, unknown>)[action.payload.field] = action.payload.value;
      editor.fields[action.payload.field] = { state: 'saved' };
    },
    orderFieldSaveFailed(state, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail; message: string }>) {
      if (state.editor.orderGuid === action.payload.orderGuid) {
        state.editor.fields[action.payload.field] = { state: 'failed', message: action.payload.message };
      }
    },
    /** A colleague saved `theirs` meanwhile; it becomes what the agent has seen stored. */
    orderFieldConflicted(state, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail; mine: unknown; theirs: unknown }>) {
      const { editor } = state;
      if (editor.orderGuid !== action.payload.orderGuid || !editor.order) return;
      const { field, mine, theirs } = action.payload;
      (editor.order.baseOrderDetail as Record<string, unknown>)[field] = theirs;
      editor.fields[field] = { state: 'conflict', mine, theirs };
    },
    /** The agent kept the colleague's value: nothing to save. */
    orderFieldTheirsKept(state, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail }>) {
      if (state.editor.orderGuid === action.payload.orderGuid) delete state.editor.fields[action.payload.field];
    },
    /** The field is back to its stored value, so an earlier "Not saved" no longer applies. */
    orderFieldReverted(state, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail }>) {
      const save = state.editor.fields[action.payload.field];
      if (state.editor.orderGuid === action.payload.orderGuid && save?.state === 'failed') delete state.editor.fields[action.payload.field];
    },
    newOrderOpened(state) {
      state.create = { status: 'idle', error: null, fieldErrors: {} };
    },
    orderCreated(state) {
      state.create = { status: 'created', error: null, fieldErrors: {} };
    },
    orderCreateFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      state.create = { status: 'failed', error: action.payload.message, fieldErrors: action.payload.fieldErrors };
    },
    createErrorDismissed(state) {
      state.create.error = null;
    },
    documentsRequested(state, action: PayloadAction<string>) {
      const { documents } = state;
      if (documents.orderGuid !== action.payload) state.documents = { ...initialState.documents, orderGuid: action.payload };
      state.documents.status = 'loading';
    },
    documentsLoaded(state, action: PayloadAction<{ orderGuid: string; items: OrderDocument[] }>) {
      if (state.documents.orderGuid !== action.payload.orderGuid) return;
      state.documents.items = action.payload.items;
      state.documents.status = 'loaded';
    },
    documentsFailed(state, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (state.documents.orderGuid !== action.payload.orderGuid) return;
      state.documents.status = 'failed';
      state.documents.error = action.payload.message;
    },
    documentUploading(state, action: PayloadAction<string>) {
      state.documents.uploading.push(action.payload);
      state.documents.error = null;
    },
    documentUploadFinished(state, action: PayloadAction<{ name: string; error: string | null }>) {
      state.documents.uploading = state.documents.uploading.filter((name) => name !== action.payload.name);
      state.documents.error = action.payload.error;
    },
    documentsErrorDismissed(state) {
      state.documents.error = null;
    },
    documentPreviewLoaded(state, action: PayloadAction<{ documentId: string; url: string }>) {
      if (state.documents.preview?.documentId === action.payload.documentId) {
        state.documents.preview = { ...state.documents.preview, status: 'loaded', url: action.payload.url };
      }
    },
    documentPreviewFailed(state, action: PayloadAction<{ documentId: string; message: string }>) {
      if (state.documents.preview?.documentId === action.payload.documentId) {
        state.documents.preview = { ...state.documents.preview, status: 'failed', error: action.payload.message };
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(filesPageLoaded, (state, action) => {
        const { files } = state;
        if (action.payload.generation !== files.generation) return;
        files.pages[action.payload.page] = action.payload.files;
        files.total = action.payload.total;
        files.loadingPages = files.loadingPages.filter((page) => page !== action.payload.page);
        files.error = null;
      })
      .addCase(orderCreateRequested, (state) => {
        state.create = { status: 'saving', error: null, fieldErrors: {} };
      })
      .addCase(documentPreviewRequested, (state, action) => {
        state.documents.preview = { documentId: action.payload.id, status: 'loading', url: null, error: null };
      })
      .addCase(documentPreviewClosed, (state) => {
        state.documents.preview = null;
      });
  },
});

export const {
  filesQueryChanged,
  filesPageRequested,
  filesPageFailed,
  orderOpened,
  orderLoaded,
  orderLoadFailed,
  orderFieldSaving,
  orderFieldSaved,
  orderFieldSaveFailed,
  orderFieldConflicted,
  orderFieldTheirsKept,
  orderFieldReverted,
  newOrderOpened,
  orderCreated,
  orderCreateFailed,
  createErrorDismissed,
  documentsRequested,
  documentsLoaded,
  documentsFailed,
  documentUploading,
  documentUploadFinished,
  documentsErrorDismissed,
  documentPreviewLoaded,
  documentPreviewFailed,
} = ordersSlice.actions;

type WithOrders = { orders: OrdersState };
export const selectFiles = (state: WithOrders) => state.orders.files;
export const selectEditor = (state: WithOrders) => state.orders.editor;
export const selectCreate = (state: WithOrders) => state.orders.create;
export const selectDocuments = (state: WithOrders) => state.orders.documents;
