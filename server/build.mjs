// Bundle the server for running: node dist/server/main.js
// Our @curbside/* packages ship TypeScript source, so they are bundled; every other bare import stays external.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '..');

const externalizeThirdParty = {
  name: 'externalize-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@curbside/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(repoRoot, 'dist/server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalizeThirdParty],
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: { js: "import { createRequire as __curbCreateRequire } from 'node:module'; const require = __curbCreateRequire(import.meta.url);" },
  logLevel: 'info',
});
