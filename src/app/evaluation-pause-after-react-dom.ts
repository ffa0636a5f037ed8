import { yieldToBrowser } from '../lib/yield-to-browser.ts';

/*
 * Imported by start-app.tsx right after React DOM (react-dom-client.ts): ends the task that
 * evaluated it, the largest single piece of the app's code, before the app's own modules run.
 * See evaluation-pause.ts.
 */
await yieldToBrowser();
