import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'TitleTrackWeb';
export const PROVIDER = 'TitleTrackApi';
export const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pacts');
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** Provider states every provider (the mock or a real backend) must be able to set up. */
export const providerStates = {
  demoTenants: 'the demo tenants exist',
  danaSignedIn: 'Dana of Demo Title & Escrow is signed in',
  newAgencyUnregistered: 'the agency "Lakeside Title" and lee@lakeside.test are not registered yet',
} as const;
