/**
 * The stylesheets, built apart from the code (esbuild.config.ts): the app's own, in every page,
 * and one per area that loads with the area's routes (app/area-styles.ts), so the login screen
 * downloads none of them. The one list both sides read.
 */
export const APP_STYLESHEET = 'src/styles/index.css';

export const AREA_STYLESHEETS = {
  shell: 'src/styles/shell-area.css',
  registration: 'src/styles/registration-area.css',
  orders: 'src/styles/orders-area.css',
  orderDetail: 'src/styles/order-detail-area.css',
  team: 'src/styles/team-area.css',
} as const;

export type StyledArea = keyof typeof AREA_STYLESHEETS;
