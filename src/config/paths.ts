/**
 * The app's route table (docs/behaviour.md#routes-and-guards), the one place a path is written: the
 * router declares its routes from these segments, and every link, redirect and menu builds its
 * target from them.
 */

/** The segments the router nests: /auth/login, /auth/tenant-register, /dashboard, /orders, /orders/new. */
export const segments = {
  auth: 'auth',
  login: 'login',
  tenantRegister: 'tenant-register',
  setPassword: 'set-password',
  forgotPassword: 'forgot-password',
  team: 'team',
  account: 'account',
  myWork: 'my-work',
  checklistTemplates: 'checklist-templates',
  dashboard: 'dashboard',
  orders: 'orders',
  newOrder: 'new',
  orderGuid: ':orderGuid',
} as const;

/** The pages of an open file, relative to /orders/{orderGuid} (the router's children and the order menu). */
export const orderPages = {
  fileSetup: 'file-setup',
  orderEntry: 'file-setup/order-entry',
  documents: 'file-setup/download',
  documentPreview: 'documents/:documentId/preview',
  map: 'map',
  commitment: 'commitment',
  scheduleA: 'commitment/schedule-a',
  requirements: 'commitment/requirements',
  exceptions: 'commitment/exceptions',
  commitmentPrint: 'commitment/print',
  letters: 'letters',
  history: 'history',
  checklist: 'checklist',
  payees: 'payees',
} as const;

const orderBase = (orderGuid: string) => `/${segments.orders}/${encodeURIComponent(orderGuid)}`;

/** Whole paths, for links, redirects and navigation. */
export const paths = {
  root: '/',
  dashboard: `/${segments.dashboard}`,
  orders: `/${segments.orders}`,
  newOrder: `/${segments.orders}/${segments.newOrder}`,
  auth: `/${segments.auth}`,
  login: `/${segments.auth}/${segments.login}`,
  tenantRegister: `/${segments.auth}/${segments.tenantRegister}`,
  /** Where an invitation or reset e-mail's link lands; the link's secret follows in the fragment. */
  setPassword: `/${segments.auth}/${segments.setPassword}`,
  forgotPassword: `/${segments.auth}/${segments.forgotPassword}`,
  team: `/${segments.team}`,
  account: `/${segments.account}`,
  myWork: `/${segments.myWork}`,
  checklistTemplates: `/${segments.checklistTemplates}`,
  /** An open file; its menu's paths are relative to this. */
  order: orderBase,
  /** Where opening a file lands (docs/behaviour.md#routes-and-guards). */
  orderEntry: (orderGuid: string) => `${orderBase(orderGuid)}/${orderPages.orderEntry}`,
  history: (orderGuid: string) => `${orderBase(orderGuid)}/${orderPages.history}`,
  checklist: (orderGuid: string) => `${orderBase(orderGuid)}/${orderPages.checklist}`,
  scheduleA: (orderGuid: string) => `${orderBase(orderGuid)}/${orderPages.scheduleA}`,
  documents: (orderGuid: string) => `${orderBase(orderGuid)}/${orderPages.documents}`,
  documentPreview: (orderGuid: string, documentId: string) =>
    `${orderBase(orderGuid)}/${orderPages.documentPreview.replace(':documentId', encodeURIComponent(documentId))}`,
} as const;
