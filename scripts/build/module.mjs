// One source entry -> one ES module for the portal plus the same module in
// System.register format for the SystemJS fallback. Every import-map name
// stays external, Shoelace reads from the Shoelace bundle (shoelace.mjs); anything
// else it imports is bundled into it, except what it imports dynamically, which becomes
// a chunk of its own loaded when first used (<dir>/chunks/). Every file gets a
// content-hashed name (the import map points at the entries), so it can be cached forever.
import path from 'node:path';
import { rollup } from 'rollup';
import { OUT } from './paths.mjs';
import { HASHED_ENTRY, HASHED_OUTPUT, basePlugins, importMapExternals, onwarn } from './rollup-common.mjs';
import { shoelaceFromBundle, usedShoelaceModules } from './shoelace.mjs';

/**
 * @param {{ entry: string, url: string, map: { imports: Record<string,string> }, nodeEnv: string }} options
 *   url: the module's stable name (e.g. '/shared/domain.js'); it is written as '/shared/domain.<hash>.js',
 *   the System copy under '/system'.
 * @returns {Promise<{ url: string, systemUrl: string }>} where the two files were written
 */
export async function buildPortalModule({ entry, url, map, nodeEnv }) {
  const bundle = await rollup({
    input: entry,
    plugins: [shoelaceFromBundle(usedShoelaceModules()), importMapExternals(map), ...basePlugins({ nodeEnv, minify: nodeEnv === 'production' })],
    onwarn,
    // The entry keeps its exports and may export more, for the chunks it loads lazily: with
    // 'strict' an element that splits a chunk off became a stub that only re-exported its code.
    preserveEntrySignatures: 'allow-extension',
  });
  const dir = path.posix.dirname(url);
  const common = { ...HASHED_OUTPUT, sourcemap: true, entryFileNames: HASHED_ENTRY.replace('[name]', path.posix.basename(url, '.js')) };
  const written = async (outDir, format) => {
    const { output } = await bundle.write({ ...common, dir: path.join(OUT, outDir), format });
    return path.posix.join(outDir, output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).fileName);
  };
  const result = { url: await written(dir, 'es'), systemUrl: await written(path.posix.join('/system', dir), 'system') };
  await bundle.close();
  return result;
}
