import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderDetail } from './order-schemas.ts';
import type { Order } from './orders-api.ts';

/** A field either version of the order holds (a type import only: the schema stays out of this chunk). */
const isFieldOf = (name: string, ...details: OrderDetail[]): name is keyof OrderDetail & string => details.some((detail) => name in detail);

/**
 * Where a field's save stands. `conflict`: a colleague saved another value since the agent read
 * the field; nothing is saved until the agent keeps theirs or saves theirs over with their own.
 */
export type FieldSave =
  | { state: 'saving' }
  /** Offline: the save is kept and sent by itself when the connection returns. */
  | { state: 'waiting'; value: unknown }
  | { state: 'saved' }
  | { state: 'failed'; message: string }
  | { state: 'conflict'; mine: unknown; theirs: unknown };

/** The open order (order entry and every page under /orders/{orderGuid}) and its fields' saves. */
export interface EditorState {
  orderGuid: string | null;
  order: Order | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  fields: Partial<Record<keyof OrderDetail, FieldSave>>;
  /** Fields a colleague changed while the file was open here: who and when, shown beside them. */
  changedByOthers: Partial<Record<keyof OrderDetail, { by: string; at: string }>>;
  /** Moved by each `orderChangedElsewhere`, with the fields it was about, for the form to follow. */
  elsewhere: { revision: number; fields: string[] };
  /** Edits of this file that were waiting to be saved when an earlier tab closed, offered to save or discard. */
  unsaved: UnsavedEdit[];
}

/** An edit that could not be saved yet (offline): kept in local storage until it is. */
export interface UnsavedEdit {
  orderGuid: string;
  field: keyof OrderDetail;
  value: unknown;
  /** The stored value the agent's edit was made on: a colleague's change since is a conflict, never overwritten. */
  seen: unknown;
}

const initialEditor: EditorState = { orderGuid: null, order: null, status: 'idle', error: null, fields: {}, changedByOthers: {}, elsewhere: { revision: 0, fields: [] }, unsaved: [] };

/** Part of the orders state (orders-slice.ts), under `orders.editor`; its actions are named `orders/…`. */
export const orderEditorSlice = createSlice({
  name: 'orders',
  reducerPath: 'editor',
  initialState: initialEditor,
  reducers: {
    orderOpened(editor, action: PayloadAction<string>) {
      if (editor.orderGuid === action.payload && editor.status === 'loaded') return;
      return { orderGuid: action.payload, order: null, status: 'loading', error: null, fields: {}, changedByOthers: {}, elsewhere: { revision: 0, fields: [] }, unsaved: [] };
    },
    orderLoaded(editor, action: PayloadAction<Order>) {
      if (editor.orderGuid !== action.payload.id) return;
      editor.order = action.payload;
      editor.status = 'loaded';
    },
    orderLoadFailed(editor, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (editor.orderGuid !== action.payload.orderGuid) return;
      editor.status = 'failed';
      editor.error = action.payload.message;
    },
    /**
     * The fields `fields` as stored after someone else's save (the live feed said so), from the
     * order fetched again. Only those: each field moves with the change that is about it, so the
     * form (LiveChanges) sees every remote change of a field exactly when it is told of it. A
     * field whose own save is under way keeps what this tab has: that save's answer settles it.
     */
    orderChangedElsewhere(editor, action: PayloadAction<{ order: Order; fields: string[]; changedBy: Partial<Record<string, { by: string; at: string }>> }>) {
      const { order, fields, changedBy } = action.payload;
      if (editor.orderGuid !== order.id || !editor.order) return;
      const detail: OrderDetail = { ...editor.order.baseOrderDetail };
      for (const name of fields) {
        if (!isFieldOf(name, order.baseOrderDetail, detail)) continue;
        const save = editor.fields[name];
        // A save under way, or waiting for the network, settles the field by its own answer (a conflict if need be).
        if (save?.state === 'saving' || save?.state === 'waiting') continue;
        const theirs = order.baseOrderDetail[name];
        Object.assign(detail, { [name]: theirs });
        // A choice still open shows the newest of theirs.
        if (save?.state === 'conflict') save.theirs = theirs;
      }
      editor.order = { ...editor.order, updatedAt: order.updatedAt, baseOrderDetail: detail };
      for (const [field, change] of Object.entries(changedBy)) {
        if (change) editor.changedByOthers[field as keyof OrderDetail] = change;
        else delete editor.changedByOthers[field as keyof OrderDetail];
      }
      editor.elsewhere = { revision: editor.elsewhere.revision + 1, fields };
    },
    orderFieldSaving(editor, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail }>) {
      if (editor.orderGuid === action.payload.orderGuid) editor.fields[action.payload.field] = { state: 'saving' };
    },
    orderFieldWaiting(editor, action: PayloadAction<UnsavedEdit>) {
      if (editor.orderGuid === action.payload.orderGuid) editor.fields[action.payload.field] = { state: 'waiting', value: action.payload.value };
    },
    /** Edits left unsaved by an earlier tab, found when the file opens. */
    orderUnsavedFound(editor, action: PayloadAction<UnsavedEdit[]>) {
      const mine = action.payload.filter((edit) => edit.orderGuid === editor.orderGuid);
      if (mine.length > 0) editor.unsaved = mine;
    },
    /** The agent chose: save them (each then goes through the usual save) or discard them. */
    orderUnsavedSettled(editor, _action: PayloadAction<{ orderGuid: string; save: boolean }>) {
      editor.unsaved = [];
    },
    orderFieldSaved(editor, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail; value: unknown }>) {
      if (editor.orderGuid !== action.payload.orderGuid || !editor.order) return;
      (editor.order.baseOrderDetail as Record<string, unknown>)[action.payload.field] = action.payload.value;
      editor.fields[action.payload.field] = { state: 'saved' };
      // The agent's own value stands now.
      delete editor.changedByOthers[action.payload.field];
    },
    orderFieldSaveFailed(editor, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail; message: string }>) {
      if (editor.orderGuid === action.payload.orderGuid) {
        editor.fields[action.payload.field] = { state: 'failed', message: action.payload.message };
      }
    },
    /** A colleague saved `theirs` meanwhile; it becomes what the agent has seen stored. */
    orderFieldConflicted(editor, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail; mine: unknown; theirs: unknown }>) {
      if (editor.orderGuid !== action.payload.orderGuid || !editor.order) return;
      const { field, mine, theirs } = action.payload;
      (editor.order.baseOrderDetail as Record<string, unknown>)[field] = theirs;
      editor.fields[field] = { state: 'conflict', mine, theirs };
    },
    /** The agent kept the colleague's value: nothing to save. */
    orderFieldTheirsKept(editor, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail }>) {
      if (editor.orderGuid === action.payload.orderGuid) delete editor.fields[action.payload.field];
    },
    /** The field is back to its stored value, so an earlier "Not saved" no longer applies. */
    orderFieldReverted(editor, action: PayloadAction<{ orderGuid: string; field: keyof OrderDetail }>) {
      const save = editor.fields[action.payload.field];
      if (editor.orderGuid === action.payload.orderGuid && save?.state === 'failed') delete editor.fields[action.payload.field];
    },
  },
});

export const {
  orderChangedElsewhere,
  orderOpened,
  orderLoaded,
  orderLoadFailed,
  orderFieldSaving,
  orderFieldWaiting,
  orderUnsavedFound,
  orderUnsavedSettled,
  orderFieldSaved,
  orderFieldSaveFailed,
  orderFieldConflicted,
  orderFieldTheirsKept,
  orderFieldReverted,
} = orderEditorSlice.actions;
