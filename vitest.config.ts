import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.{ts,tsx}', 'apps/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    globalSetup: ['scripts/lib/build-editor-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});
