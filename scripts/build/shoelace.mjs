// Shoelace in the portal: ONE vendor module, /vendor/shoelace-components.<hash>.js (import-map
// name '@curbside/shoelace'), holding exactly the Shoelace modules the source imports (each
// component once, with its styles and the chunks it needs), instead of one request per
// Shoelace module. A portal module's `import SlButton from '@shoelace-style/shoelace/dist/react/
// button/index.js'` becomes a read of that module's namespace in the bundle. Icons and other
// assets stay files under /vendor/shoelace/ (the base path).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.mjs';
import { ELEMENTS_DIR, ROOT, findElementPackages } from './paths.mjs';

export const SHOELACE_BUNDLE = '@curbside/shoelace';
export const SHOELACE_BUNDLE_URL = '/vendor/shoelace-components.js';
const SHOELACE = '@shoelace-style/shoelace';

const isShoelace = (id) => id === SHOELACE || id.startsWith(`${SHOELACE}/`);

/** Value imports and re-exports of a Shoelace module (`import type` is erased, so not counted). */
const SHOELACE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](@shoelace-style\/shoelace(?:\/[^'"]*)?)['"]/gm;

/** The source folders built into the portal: the shared packages, the elements, the root config. */
function sourceFiles() {
  const dirs = [
    ...listFiles(path.join(ROOT, 'shared'), (f) => /^[^/]+\/package\.json$/.test(f)).map((f) => path.join(ROOT, 'shared', path.dirname(f), 'src')),
    ...findElementPackages(ELEMENTS_DIR).map((el) => path.join(el.dir, 'src')),
    path.join(ROOT, 'root-config/src'),
  ];
  return dirs.flatMap((dir) => listFiles(dir, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => path.join(dir, f)));
}

let used;
/** Every Shoelace module specifier the portal's source imports, sorted (read once per build). */
export function usedShoelaceModules() {
  if (used) return used;
  const found = new Set();
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(SHOELACE_IMPORT)) found.add(match[1]);
  }
  used = [...found].sort();
  return used;
}

/** The bundle's export name of one specifier: '.../dist/react/button/index.js' -> 'react_button_index'. */
const bundleKey = (spec) => spec.replace(`${SHOELACE}/dist/`, '').replace(SHOELACE, 'shoelace').replace(/\.js$/, '').replace(/[^A-Za-z0-9]+/g, '_');

const shoelaceFile = (spec) => createRequire(path.join(ROOT, 'shared/ui/package.json')).resolve(spec);

/** The vendor build's entry module: each used Shoelace module as a namespace export. */
export function shoelaceBundleEntry(specs) {
  const ID = '\0curbside-shoelace-components';
  return {
    id: ID,
    plugin: {
      name: 'curbside-shoelace-components',
      resolveId: (id) => (id === ID ? ID : null),
      load: (id) => (id === ID ? specs.map((spec) => `export * as ${bundleKey(spec)} from ${JSON.stringify(shoelaceFile(spec))};`).join('\n') : null),
    },
  };
}

/**
 * Portal modules: every Shoelace import reads from the one bundle (kept external, resolved by
 * the import map). A specifier the scan did not find fails the build rather than load Shoelace twice.
 */
export function shoelaceFromBundle(specs) {
  const PREFIX = '\0curbside-shoelace:';
  return {
    name: 'curbside-shoelace-from-bundle',
    resolveId(source) {
      if (!isShoelace(source)) return null;
      if (!specs.includes(source)) this.error(`"${source}" is not in the Shoelace bundle (scripts/build/shoelace.mjs scans the source for Shoelace imports)`);
      return PREFIX + source;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const spec = id.slice(PREFIX.length);
      const { exports = [] } = await this.load({ id: shoelaceFile(spec) });
      const key = bundleKey(spec);
      return [
        `import { ${key} as ns } from ${JSON.stringify(SHOELACE_BUNDLE)};`,
        ...exports.map((name) => (name === 'default' ? 'export default ns.default;' : `export const ${name} = ns.${name};`)),
      ].join('\n');
    },
  };
}
