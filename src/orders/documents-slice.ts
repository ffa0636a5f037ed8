import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderDocument } from './orders-api.ts';

export interface DocumentPreview {
  documentId: string;
  status: 'loading' | 'loaded' | 'failed';
  /** An object URL of the downloaded file (blob:), shown in the page. */
  url: string | null;
  error: string | null;
}

/** The open file's documents (File Setup / Documents): the list, uploads under way, the preview. */
export interface DocumentsState {
  orderGuid: string | null;
  preview: DocumentPreview | null;
  items: OrderDocument[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  uploading: string[];
  error: string | null;
}

const initialDocuments: DocumentsState = { orderGuid: null, preview: null, items: [], status: 'idle', uploading: [], error: null };

export const documentUploadRequested = createAction<{ orderGuid: string; file: File }>('orders/documentUploadRequested');
export const documentDownloadRequested = createAction<OrderDocument>('orders/documentDownloadRequested');
export const documentPreviewRequested = createAction<OrderDocument>('orders/documentPreviewRequested');
export const documentPreviewClosed = createAction('orders/documentPreviewClosed');

/** Part of the orders state (orders-slice.ts), under `orders.documents`; its actions are named `orders/…`. */
export const documentsSlice = createSlice({
  name: 'orders',
  reducerPath: 'documents',
  initialState: initialDocuments,
  reducers: {
    documentsRequested(documents, action: PayloadAction<string>) {
      if (documents.orderGuid !== action.payload) return { ...initialDocuments, orderGuid: action.payload, status: 'loading' };
      documents.status = 'loading';
    },
    documentsLoaded(documents, action: PayloadAction<{ orderGuid: string; items: OrderDocument[] }>) {
      if (documents.orderGuid !== action.payload.orderGuid) return;
      documents.items = action.payload.items;
      documents.status = 'loaded';
    },
    documentsFailed(documents, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (documents.orderGuid !== action.payload.orderGuid) return;
      documents.status = 'failed';
      documents.error = action.payload.message;
    },
    documentUploading(documents, action: PayloadAction<string>) {
      documents.uploading.push(action.payload);
      documents.error = null;
    },
    /** A refusal stays until dismissed, beside any other of the same batch; a success clears none. */
    documentUploadFinished(documents, action: PayloadAction<{ name: string; error: string | null }>) {
      const { name, error } = action.payload;
      documents.uploading = documents.uploading.filter((uploading) => uploading !== name);
      if (error) documents.error = documents.error ? `${documents.error} ${error}` : error;
    },
    documentsErrorDismissed(documents) {
      documents.error = null;
    },
    documentPreviewLoaded(documents, action: PayloadAction<{ documentId: string; url: string }>) {
      if (documents.preview?.documentId === action.payload.documentId) {
        documents.preview = { ...documents.preview, status: 'loaded', url: action.payload.url };
      }
    },
    documentPreviewFailed(documents, action: PayloadAction<{ documentId: string; message: string }>) {
      if (documents.preview?.documentId === action.payload.documentId) {
        documents.preview = { ...documents.preview, status: 'failed', error: action.payload.message };
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(documentPreviewRequested, (documents, action) => {
        documents.preview = { documentId: action.payload.id, status: 'loading', url: null, error: null };
      })
      .addCase(documentPreviewClosed, (documents) => {
        documents.preview = null;
      });
  },
});

export const {
  documentsRequested,
  documentsLoaded,
  documentsFailed,
  documentUploading,
  documentUploadFinished,
  documentsErrorDismissed,
  documentPreviewLoaded,
  documentPreviewFailed,
} = documentsSlice.actions;
