import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default. A route's code is imported (and transformed) on
// first use, which on a busy CI machine can take longer: the router test failed that way under
// load. Waiting is bounded by what is awaited, so a longer limit costs nothing when all is well.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
