import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  define: { __DEV_RELOAD__: 'false' },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every
    // file one after another. Many files mostly wait (a CLI in a child process, a server being
    // killed and restarted), so at least two run at once. On this 2-core machine the unit tests
    // took 422 s with one worker, 283 s with two and 270 s with three; hardening 233 s and 158 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Component tests type key by key; on a machine busy with other runs a test took over
          // vitest's default 5 s (registration page, CI beside a busy-machine feature run).
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}', 'mock-api/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'features/catalogue/**/*.test.ts'],
          exclude: ['mock-api/hardening/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'hardening',
          include: ['mock-api/hardening/**/*.hardening.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          globalSetup: ['mock-api/hardening/tally-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          environment: 'node',
          fileParallelism: false,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['contracts/provider/**/*.verify.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
    ],
  },
});
