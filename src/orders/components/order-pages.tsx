// The pages of an open file and the new order, loaded together as one chunk by the router
// (app/router.tsx); each page lives in its own file.
export { NewOrderPage } from './new-order-page';
export { OrderEntryPage } from './order-entry-page';
export { DocumentsPage } from './documents-page';
export { DocumentPreviewPage } from './document-preview-page';
export { MapPage } from './map-page';
