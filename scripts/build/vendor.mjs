// vendor/: every shared third-party dependency, built ONCE as native ES modules
// (and as System.register modules for the fallback). All vendor entries go
// through one rollup build, so react, react-dom and react/jsx-runtime share one
// React chunk, and lit's parts share one lit-html.
//
// Shoelace: the modules the source uses, as one bundle (scripts/build/shoelace.mjs).
//
// React 19 ships CommonJS only: its entry becomes a generated ES module that
// default-imports the CommonJS module and re-exports the named exports found
// by requiring it here at build time.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rollup } from 'rollup';
import { vendorEntries } from './importmap.mjs';
import { OUT, ROOT, shoelaceDistDir, vendorResolveDirs } from './paths.mjs';
import { HASHED_ENTRY, HASHED_OUTPUT, basePlugins, onwarn } from './rollup-common.mjs';
import { SHOELACE_BUNDLE_URL, shoelaceBundleEntry } from './shoelace.mjs';

const ENTRY = 'curbside-vendor:';
const CJS_WRAPPER = '\0curbside-vendor-cjs:';

function resolveFromVendorDirs(name) {
  for (const dir of vendorResolveDirs()) {
    try {
      return { dir, file: createRequire(path.join(dir, 'package.json')).resolve(name) };
    } catch {
      // try the next folder
    }
  }
  return undefined;
}

function looksCommonJs(file) {
  if (file.endsWith('.mjs')) return false;
  const src = readFileSync(file, 'utf8');
  return !/^\s*(import|export)\s/m.test(src) && /\bmodule\.exports\b|\bexports\.\w+\s*=/.test(src);
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(' '));

function cjsWrapper(name, file, nodeEnv) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  let mod;
  try {
    mod = createRequire(file)(file);
  } finally {
    process.env.NODE_ENV = previous;
  }
  const names = Object.keys(mod).filter((key) => IDENT.test(key) && !RESERVED.has(key) && key !== '__esModule');
  return [
    `// ES module view of the CommonJS module "${name}" (named exports enumerated at build time).`,
    `import mod from ${JSON.stringify(file)};`,
    ...names.map((key) => `export const ${key} = mod.${key};`),
    'export default mod;',
  ].join('\n');
}

/** Resolves the `curbside-vendor:<name>` entry ids to the real module (or a CommonJS wrapper). */
function vendorEntryPlugin(nodeEnv) {
  const wrapped = new Map();
  return {
    name: 'curbside-vendor-entries',
    async resolveId(id, _importer, options) {
      if (!id.startsWith(ENTRY)) return null;
      const name = id.slice(ENTRY.length);
      const found = resolveFromVendorDirs(name);
      if (!found) this.error(`vendor "${name}" cannot be resolved: is it installed?`);
      // node-resolve picks the browser/ESM file for this name, when there is one.
      const resolved = await this.resolve(name, path.join(found.dir, 'package.json'), { ...options, skipSelf: true });
      const file = resolved && !resolved.id.startsWith('\0') ? resolved.id.replace(/\?.*$/, '') : found.file;
      if (looksCommonJs(file)) {
        wrapped.set(name, realpathSync(file));
        return CJS_WRAPPER + name;
      }
      return file;
    },
    load(id) {
      if (!id.startsWith(CJS_WRAPPER)) return null;
      const name = id.slice(CJS_WRAPPER.length);
      return cjsWrapper(name, wrapped.get(name), nodeEnv);
    },
  };
}

/** What the vendor output depends on: the vendor names, the Shoelace modules used, the installed versions, this code. */
function vendorInputHash(template, nodeEnv, shoelaceModules) {
  const hash = createHash('sha256').update(nodeEnv).update(JSON.stringify(vendorEntries(template))).update(JSON.stringify(shoelaceModules));
  for (const file of ['pnpm-lock.yaml', 'scripts/build/vendor.mjs', 'scripts/build/rollup-common.mjs', 'scripts/build/shoelace.mjs']) hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest('hex');
}

/** Beside the vendor output it describes (a build into CURBSIDE_PORTAL_OUT has its own). */
const VENDOR_STAMP = path.join(OUT, 'vendor/.stamp');
/** The folders buildVendor writes; the build keeps them between builds while the vendor stamp holds. */
export const VENDOR_DIRS = ['vendor', 'system/vendor'];

/**
 * Where each vendor entry was written (content-hashed names), kept beside the vendor output
 * so a build that keeps vendor/ knows them: { "/vendor/react.js": { url, systemUrl } }.
 * A dot file: never listed nor served.
 */
const VENDOR_FILES = path.join(OUT, 'vendor/.files.json');

/**
 * Vendor modules are rebuilt only when the vendor names, the Shoelace modules used, the lockfile
 * or this code change (--force always). `shoelaceModules`: the Shoelace specifiers the source
 * imports (scripts/build/shoelace.mjs), bundled as one module.
 * @returns {Promise<Array<[string, { url: string, systemUrl: string }]>>} each entry's stable URL and where it was written
 */
export async function buildVendor({ template, nodeEnv, force, log, shoelaceModules }) {
  const stamp = vendorInputHash(template, nodeEnv, shoelaceModules);
  const present = existsSync(VENDOR_FILES) && existsSync(path.join(OUT, 'vendor/shoelace/assets'));
  if (!force && present && existsSync(VENDOR_STAMP) && readFileSync(VENDOR_STAMP, 'utf8') === stamp) {
    log('vendor: unchanged, kept');
    // The loaders sit in system/ (and vendor/), which a build empties except system/vendor and vendor.
    copyLoaders();
    return Object.entries(JSON.parse(readFileSync(VENDOR_FILES, 'utf8')));
  }
  rmSync(VENDOR_STAMP, { force: true });
  for (const dir of VENDOR_DIRS) rmSync(path.join(OUT, dir), { recursive: true, force: true });
  const entries = vendorEntries(template);
  const shoelace = shoelaceBundleEntry(shoelaceModules);
  const input = {
    ...Object.fromEntries(entries.map(({ name, file }) => [file.replace(/\.js$/, ''), ENTRY + name])),
    [SHOELACE_BUNDLE_URL.slice('/vendor/'.length).replace(/\.js$/, '')]: shoelace.id,
  };
  const bundle = await rollup({
    input,
    plugins: [vendorEntryPlugin(nodeEnv), shoelace.plugin, ...basePlugins({ nodeEnv, minify: nodeEnv === 'production' })],
    onwarn,
    preserveEntrySignatures: 'strict',
  });
  const common = { ...HASHED_OUTPUT, entryFileNames: HASHED_ENTRY, sourcemap: false };
  // Entry name (e.g. 'react/jsx-runtime') -> the file written for it.
  const entryFiles = async (dir, format) => {
    const { output } = await bundle.write({ ...common, dir: path.join(OUT, dir), format });
    return new Map(output.filter((chunk) => chunk.type === 'chunk' && chunk.isEntry).map((chunk) => [chunk.name, `/${dir}/${chunk.fileName}`]));
  };
  const es = await entryFiles('vendor', 'es');
  const system = await entryFiles('system/vendor', 'system');
  await bundle.close();
  const written = Object.keys(input).map((name) => [`/vendor/${name}.js`, { url: es.get(name), systemUrl: system.get(name) }]);
  log(`vendor: ${entries.length} modules, Shoelace: ${shoelaceModules.length} modules in one`);

  copyShoelaceAssets();
  copyLoaders();
  writeFileSync(VENDOR_FILES, `${JSON.stringify(Object.fromEntries(written), null, 2)}\n`);
  writeFileSync(VENDOR_STAMP, stamp);
  return written;
}

/** Shoelace's icons and other assets, fetched at run time under the base path /vendor/shoelace/. */
function copyShoelaceAssets() {
  const to = path.join(OUT, 'vendor/shoelace/assets');
  rmSync(to, { recursive: true, force: true });
  cpSync(path.join(shoelaceDistDir(), 'assets'), to, { recursive: true });
}

/** SystemJS and import-map-overrides are loaded as classic scripts by index.html. */
function copyLoaders() {
  const rc = path.join(ROOT, 'root-config/node_modules');
  mkdirSync(path.join(OUT, 'system'), { recursive: true });
  cpSync(path.join(rc, 'systemjs/dist/s.min.js'), path.join(OUT, 'system/s.min.js'));
  cpSync(path.join(rc, 'import-map-overrides/dist/import-map-overrides.js'), path.join(OUT, 'vendor/import-map-overrides.js'));
}
