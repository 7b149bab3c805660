// A web-test-runner plugin serving each `*.browser.test.tsx` as one esbuild bundle, so a shared
// React component (shared/ui) is tested in real Chromium without an element build around it:
// React ships as CommonJS, which the browser cannot import file by file.
import path from 'node:path';
import { build } from 'esbuild';

export function bundleTsxTests({ rootDir = process.cwd() } = {}) {
  return {
    name: 'curbside-bundle-tsx-tests',
    async serve(context) {
      if (!context.path.endsWith('.browser.test.tsx')) return undefined;
      const result = await build({
        entryPoints: [path.join(rootDir, context.path)],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        sourcemap: 'inline',
        define: { 'process.env.NODE_ENV': '"development"' },
        // The browser half of @web/test-runner-commands (sendKeys) is only linked under .pnpm.
        nodePaths: [path.join(rootDir, 'node_modules/.pnpm/node_modules')],
        external: ['/__web-dev-server__web-socket.js'],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
