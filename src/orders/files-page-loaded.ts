import { createAction } from '@reduxjs/toolkit';
import type { FileListItem } from './orders-api.ts';

/**
 * A page of the file list arrived. Its own module, apart from the orders slice, because the app
 * keeps the first page as its `list` (docs/behaviour.md#application-state) without loading the
 * orders area's code.
 */
export const filesPageLoaded = createAction<{ generation: number; page: number; files: FileListItem[]; total: number }>('orders/filesPageLoaded');
