// Element tests: each element's contract in real Chromium (Debian's), against its embed build.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { bundleTsxTests } from './tests/elements/bundle-tsx-tests.mjs';
import { accessibilityTreeCommand } from './tests/elements/ax-tree-command.mjs';

export default {
  rootDir: '.',
  files: ['elements/*/src/**/*.browser.test.ts', 'shared/ui/src/{data-table,status-pill,combobox,field,inputs}/*.browser.test.tsx', 'shared/ui/src/*.browser.test.tsx'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  plugins: [bundleTsxTests(), accessibilityTreeCommand(), esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
    }),
  ],
};
