import { defineConfig } from 'vitest/config';

// Unit tests: next to the code they test, no network and no browser.
export default defineConfig({
  test: {
    include: [
      'shared/*/src/**/*.test.{ts,tsx}',
      'server/src/**/*.test.ts',
      'elements/*/src/**/*.test.{ts,tsx}',
      'root-config/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'portal/src/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
