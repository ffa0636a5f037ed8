// The pages of an open file and the new order, loaded together as one chunk by the router
// (app/router.tsx); each page lives in its own file.
export { NewOrderPage } from './new-order-page.tsx';
export { OrderEntryPage } from './order-entry-page.tsx';
export { DocumentsPage } from './documents-page.tsx';
export { DocumentPreviewPage } from './document-preview-page.tsx';
export { MapPage } from './map-page.tsx';
