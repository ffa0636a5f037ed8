import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_WITH_SERVER } from './shared-with-server.ts';

describe('the src/ modules the mock API runs', () => {
  it.each(SHARED_WITH_SERVER)('%s says so in its first line', (file) => {
    const first = readFileSync(path.join('src', file), 'utf8').split('\n')[0];
    expect(first).toMatch(/^\/\/ Shared with the mock API\b/);
  });
});
