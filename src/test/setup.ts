import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default. A route's code is imported (and transformed) on
// first use, which on a busy CI machine can take longer: the router test failed that way under
// load. Waiting is bounded by what is awaited, so a longer limit costs nothing when all is well.
configure({ asyncUtilTimeout: 5_000 });

// The app fetches the areas a page does not need when the browser is idle (app/router.tsx). In a
// test that fetch would outlive the test file and import into a torn-down environment (seen as
// "Cannot load … after the environment was torn down" under load), so the test DOM is never idle here:
// a test gets the areas its own routes load.
if (typeof window !== 'undefined') {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
