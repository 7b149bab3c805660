// Bundle the server for running: `node dist/server/main.js` (from the repository root or anywhere).
// Our @curbside/* packages ship TypeScript source, so they are bundled. Every other bare import stays
// external and resolves at run time through dist/server/node_modules, a link to server/node_modules.
import { build } from 'esbuild';
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBrowserScript } from '../scripts/build/browser-script.mjs';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '..');
const outDir = path.join(repoRoot, 'dist/server');
const serverModules = path.join(serverDir, 'node_modules');

const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const externalizeThirdParty = {
  name: 'externalize-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@curbside/')) return undefined;
      // A dependency of a shared package that the server does not install itself (e.g. date-fns
      // for @curbside/domain) would not resolve at run time: bundle it instead.
      if (!existsSync(path.join(serverModules, packageName(args.path)))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  plugins: [externalizeThirdParty],
  // Bundled CommonJS code may call require(); ESM output has none of its own.
  banner: { js: "import { createRequire as __curbCreateRequire } from 'node:module'; const require = __curbCreateRequire(import.meta.url);" },
  logLevel: 'info',
});

// Our shared packages are pure rules: marking them free of side effects lets esbuild drop the
// modules the frame does not use (phone metadata, zod schemas), ~600 kB -> ~20 kB.
const sharedDir = path.join(repoRoot, 'shared');
const pureSharedPackages = {
  name: 'pure-shared-packages',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.pureShared) return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { pureShared: true },
      });
      if (resolved.errors.length) return undefined;
      const inShared = resolved.path.startsWith(sharedDir + path.sep) && !resolved.path.includes(`${path.sep}node_modules${path.sep}`);
      return inShared ? { ...resolved, sideEffects: false } : resolved;
    });
  },
};

// The payment sandbox's provider frame script (browser): served at /payments/sandbox/card-frame.js.
await buildBrowserScript({
  entry: path.join(serverDir, 'src/payments/card-frame.client.ts'),
  outfile: path.join(outDir, 'card-frame.js'),
  format: 'iife',
  plugins: [pureSharedPackages],
  logLevel: 'info',
});

mkdirSync(outDir, { recursive: true });
const link = path.join(outDir, 'node_modules');
if (!existsSync(link) && !isSymlink(link)) symlinkSync(path.relative(outDir, serverModules), link, 'dir');

function isSymlink(p) {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

const inputs = Object.keys(result.metafile.inputs).filter((f) => f.includes('node_modules'));
if (inputs.length) console.log(`bundled third-party files: ${inputs.length}`);
