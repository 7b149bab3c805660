import { defineConfig } from 'vitest/config';

// The npm package's test (embed-package/package.test.ts): it needs the build, so it runs after it
// (scripts/test.mjs), not with the unit tests.
export default defineConfig({
  test: {
    include: ['embed-package/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
