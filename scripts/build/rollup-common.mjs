// Rollup pieces every build shares: TypeScript/JSX through esbuild, node
// resolution for the browser, CommonJS interop, process.env.NODE_ENV, zod without its
// locales and its JSON Schema output, the phone numbering plan loaded lazily, and the import map
// as the list of externals.
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import path from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { inImportMap, packageName } from './importmap.mjs';
import { ROOT } from './paths.mjs';

export function basePlugins({ nodeEnv, minify = false }) {
  return [
    zodWithoutLocales(),
    zodWithoutJsonSchema(),
    lazyPhoneMetadata(),
    jsonModules(),
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
 * The phone numbering plan is not part of the first download in the browser: shared/domain's
 * phone-metadata.ts (the plan bundled, for node) becomes phone-metadata.lazy.ts, which imports
 * it dynamically when a phone field first shows.
 */
function lazyPhoneMetadata() {
  const eager = path.join(ROOT, 'shared/domain/src/account/phone-metadata.ts');
  return {
    name: 'curbside-lazy-phone-metadata',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('/phone-metadata.ts') || path.resolve(path.dirname(importer), source) !== eager) return null;
      return eager.replace(/\.ts$/, '.lazy.ts');
    },
  };
}

/**
 * A JSON file imported (the map atlases of shared/ui/src/map/geometry.ts, each imported
 * dynamically, so a chunk of its own) becomes a module whose default export is its data.
 */
function jsonModules() {
  return {
    name: 'curbside-json-modules',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(code)))});`, map: { mappings: '' } };
    },
  };
}

/**
 * zod without its translations: zod's `locales` namespace (every language's messages, ~57 KiB
 * gzip) becomes English alone. zod configures English itself, so messages are unchanged; only
 * `z.locales.<other language>` is gone (nothing here uses it).
 */
function zodWithoutLocales() {
  const ENGLISH_ONLY = '\0curbside-zod-locales:';
  return {
    name: 'curbside-zod-without-locales',
    resolveId(source, importer) {
      if (source !== '../locales/index.js' || !importer || !/[\\/]zod[\\/]v4[\\/](classic|mini|core)[\\/]/.test(importer)) return null;
      return ENGLISH_ONLY + path.resolve(path.dirname(importer), '../locales/en.js');
    },
    load(id) {
      return id.startsWith(ENGLISH_ONLY) ? `export { default as en } from ${JSON.stringify(id.slice(ENGLISH_ONLY.length))};` : null;
    },
  };
}

/**
 * zod without its JSON Schema output: every zod schema carries a `toJSONSchema()` method and a
 * JSON Schema processor, which pull zod's whole JSON Schema generator (~7 KiB gzip) into every
 * page although no browser code asks a schema for its JSON Schema (the checked-in manifests are
 * written in node, by the full zod). In the browser builds the methods throw when called; parsing,
 * messages and a schema's minLength/maxLength/format readers (aggregateChecks) are unchanged.
 */
function zodWithoutJsonSchema() {
  const STUB = '\0curbside-zod-no-json-schema:';
  const CLASSIC = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
  const stubbed = new Set(['../core/json-schema-processors.js', '../core/to-json-schema.js']);
  const UNAVAILABLE = "const unavailable = () => { throw new Error('zod JSON Schema output is not part of the browser build'); };";
  return {
    name: 'curbside-zod-without-json-schema',
    resolveId(source, importer) {
      if (!importer || !CLASSIC.test(importer) || !stubbed.has(source)) return null;
      return STUB + path.resolve(path.dirname(importer), source);
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const real = id.slice(STUB.length);
      if (real.endsWith('to-json-schema.js')) {
        return `${UNAVAILABLE}\nexport const createToJSONSchemaMethod = () => unavailable;\nexport const createStandardJSONSchemaMethod = () => unavailable;\n`;
      }
      // The processors the classic schemas name, each a stub; aggregateChecks stays the real one.
      const names = [...new Set([...readFileSync(real.replace(/core[\\/]json-schema-processors\.js$/, 'classic/schemas.js'), 'utf8').matchAll(/processors\.(\w+)/g)].map((m) => m[1]))];
      return [
        `export { aggregateChecks } from ${JSON.stringify(real)};`,
        UNAVAILABLE,
        ...names.filter((name) => name !== 'aggregateChecks').map((name) => `export const ${name} = unavailable;`),
      ].join('\n');
    },
  };
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
