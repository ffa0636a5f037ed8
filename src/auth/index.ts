/**
 * The auth area's public entry: what other areas may use of the signed-in agent and the session
 * actions. Anything else in auth/ is its own business (the lint rule in eslint.config.js).
 */
export {
  appStarted,
  errorDismissed,
  loginPageOpened,
  loginSucceeded,
  selectAuth,
  selectTenantUnderwriters,
  selectTenantUnderwritersError,
  selectUserInfo,
  sessionEndNoticeShown,
  sessionRestored,
  tenantUnderwritersRequested,
  tokenRenewed,
  type AuthState,
} from './auth-slice.ts';
