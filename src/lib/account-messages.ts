/**
 * The server's 401 message for an account an admin deactivated: the mock API sends it and the app
 * recognises it, to tell the agent on the login page why they were signed out.
 */
export const ACCOUNT_DEACTIVATED = "Your agency's administrator has deactivated your account.";
