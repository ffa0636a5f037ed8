// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/** The largest document the server stores; the app refuses a larger one before sending it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Why a document over MAX_UPLOAD_BYTES was refused, the same words from the app and the server. */
export const UPLOAD_TOO_LARGE = 'The file is larger than the 10 MiB upload limit.';
