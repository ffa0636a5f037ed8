// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/**
 * The server's 401 message for an account an admin deactivated: the mock API sends it and the app
 * recognises it, to tell the agent on the login page why they were signed out.
 */
export const ACCOUNT_DEACTIVATED = "Your agency's administrator has deactivated your account.";

/**
 * The server's 401 message for a session that was ended on purpose: signed out from My account on
 * another device, "Sign out everywhere", or a new password (changed or set through a link).
 */
export const SESSION_ENDED = 'This session has ended. Please sign in again.';

/**
 * The server's 401 message for a token past its expiry. The server's word decides, not this
 * computer's reckoning of the server's clock: the login page then says the session expired.
 */
export const TOKEN_EXPIRED = 'Your session has expired. Please sign in again.';
