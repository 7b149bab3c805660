// Rollup pieces every build shares: TypeScript/JSX through esbuild, node
// resolution for the browser, CommonJS interop, process.env.NODE_ENV, and the
// import map as the list of externals.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { inImportMap, packageName } from './importmap.mjs';

export function basePlugins({ nodeEnv, minify = false }) {
  return [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    }),
    nodeResolve({
      browser: true,
      exportConditions: nodeEnv === 'production' ? ['browser', 'import', 'module', 'production', 'default'] : ['browser', 'import', 'module', 'development', 'default'],
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    }),
    commonjs({ include: /node_modules/, requireReturnsDefault: 'auto' }),
    esbuild({
      include: /\.[cm]?[jt]sx?$/,
      exclude: [],
      target: 'es2022',
      jsx: 'automatic',
      minify,
      legalComments: 'none',
      tsconfig: new URL('../../tsconfig.base.json', import.meta.url).pathname,
    }),
  ];
}

/**
 * Every import-map name stays external (resolved once by the browser). A bare
 * import of a package that the map knows only partly (e.g. a deep path into a
 * shared package) would be bundled twice: that is reported as an error.
 */
export function importMapExternals(map) {
  const known = new Set(Object.keys(map.imports).map(packageName));
  return {
    name: 'curbside-import-map-externals',
    resolveId(id) {
      if (id.startsWith('.') || id.startsWith('/') || id.startsWith('\0') || /^[a-z]:/i.test(id)) return null;
      if (inImportMap(map, id)) return { id, external: true };
      if (known.has(packageName(id))) {
        this.error(`"${id}" is not in the import map, but its package is shared through it: add "${id}" to importmap.json or import a mapped name`);
      }
      return null;
    },
  };
}

/**
 * Output names that carry their content hash: `.<12 hex digits>.` in the file name, the
 * pattern the server serves `immutable` (server/src/routes/static.ts).
 */
export const HASHED_OUTPUT = { hashCharacters: 'hex', chunkFileNames: 'chunks/[name]-[hash:12].js' };
export const HASHED_ENTRY = '[name].[hash:12].js';

const QUIET = new Set(['THIS_IS_UNDEFINED', 'MODULE_LEVEL_DIRECTIVE', 'CIRCULAR_DEPENDENCY', 'EMPTY_BUNDLE', 'SOURCEMAP_ERROR']);

export function onwarn(warning) {
  if (QUIET.has(warning.code)) return;
  console.warn(`  rollup: ${warning.code ? `[${warning.code}] ` : ''}${warning.message}`);
}
