/** The drafts area's public entry: keeping unsaved work for forms and lists. */
export { FormikDraft } from './components/formik-draft.tsx';
export { DraftNotice } from './components/draft-notice.tsx';
export { useDraft } from './components/use-draft.ts';
export { draftDiscarded } from './drafts-slice.ts';
