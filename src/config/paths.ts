/** Route paths of the app (spec section 2), in one place so links and guards agree. */
export const paths = {
  root: '/',
  dashboard: '/dashboard',
  orders: '/orders',
  auth: '/auth',
  login: '/auth/login',
  tenantRegister: '/auth/tenant-register',
  /** Where opening a file lands (spec: /orders/{orderGuid}/file-setup/order-entry). */
  orderEntry: (orderGuid: string) => `/orders/${encodeURIComponent(orderGuid)}/file-setup/order-entry`,
} as const;
