// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
/**
 * The closing-protection-letter broker's client credentials when the app talks to the mock API:
 * the one place both sides read them from (the app's build defaults, mock-api/server.ts). A real
 * gateway holds its own secret and a real-mode build carries none.
 */
export const MOCK_BROKER_CLIENT_ID = 'title-track-web';
export const MOCK_BROKER_CLIENT_SECRET = 'mock-broker-secret';
