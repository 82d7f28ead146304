import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`): a throwaway PostgreSQL and Redis, two platform and two shop processes
 * under load, then one fault after another. Separate from `npm test`: it takes a few minutes and needs the
 * PostgreSQL server binaries and redis-server.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['faults/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // The load's clients log every refused call; only a failing run needs them.
    silent: 'passed-only',
    env: { NODE_ENV: 'test' },
  },
});
