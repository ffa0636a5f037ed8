import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderDetail } from './order-schemas.ts';

/** The new-order form's one save (Create). */
export interface CreateState {
  status: 'idle' | 'saving' | 'created' | 'failed';
  error: string | null;
  fieldErrors: Record<string, string>;
}

const initialCreate: CreateState = { status: 'idle', error: null, fieldErrors: {} };

export const orderCreateRequested = createAction<OrderDetail>('orders/orderCreateRequested');

/** Part of the orders state (orders-slice.ts), under `orders.create`; its actions are named `orders/…`. */
export const orderCreateSlice = createSlice({
  name: 'orders',
  reducerPath: 'create',
  initialState: initialCreate,
  reducers: {
    newOrderOpened() {
      return initialCreate;
    },
    orderCreated() {
      return { status: 'created', error: null, fieldErrors: {} };
    },
    orderCreateFailed(_create, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      return { status: 'failed', error: action.payload.message, fieldErrors: action.payload.fieldErrors };
    },
    createErrorDismissed(create) {
      create.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderCreateRequested, (): CreateState => ({ status: 'saving', error: null, fieldErrors: {} }));
  },
});

export const { newOrderOpened, orderCreated, orderCreateFailed, createErrorDismissed } = orderCreateSlice.actions;
