/** The drafts area's public entry: keeping unsaved work for forms and lists. */
export { FormikDraft } from './components/formik-draft';
export { DraftNotice } from './components/draft-notice';
export { useDraft } from './components/use-draft';
export { draftDiscarded } from './drafts-slice';
