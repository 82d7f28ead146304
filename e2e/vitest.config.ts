import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Browser journeys against the real production server in Debian's Chromium (`npm test` runs them last). */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    env: { NODE_ENV: 'test' },
  },
});
