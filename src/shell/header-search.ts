import { createAction } from '@reduxjs/toolkit';

/**
 * The header search box's id and its one action, apart from the shell's slice and components:
 * the app start-up hands text typed into the prerendered frame's box over with them, and the
 * first screens' code must not carry the whole shell for that (app/frame-search.ts).
 */
export const HEADER_SEARCH_ID = 'header-search';

/** What is in the search box changed (typed, pasted, or handed over from the frame). */
export const searchTextChanged = createAction<string>('shell/searchTextChanged');
