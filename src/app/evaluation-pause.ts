import { yieldToBrowser } from '../lib/yield-to-browser.ts';

/*
 * Imported first by start-app.tsx: its top-level await ends the task that evaluated the libraries
 * the app shares with its screens (React, the router, the store, rxjs), before React DOM is
 * evaluated. Measured at a phone's speed (4× CPU), the app's code ran as one task of about 250 ms;
 * in three it blocks input for less in total (docs/performance.md). An ES module runs once, so
 * each pause is a module of its own (evaluation-pause-after-react-dom.ts is the second).
 */
await yieldToBrowser();
