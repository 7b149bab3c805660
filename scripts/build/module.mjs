// One source entry -> one ES module for the portal plus the same module in
// System.register format for the SystemJS fallback. Every import-map name
// stays external; anything else it imports is bundled into it.
import path from 'node:path';
import { rollup } from 'rollup';
import { OUT } from './paths.mjs';
import { basePlugins, importMapExternals, onwarn } from './rollup-common.mjs';

/**
 * @param {{ entry: string, url: string, map: { imports: Record<string,string> }, nodeEnv: string }} options
 *   url: where the module is served (e.g. '/shared/domain.js'); the System copy goes to '/system' + url.
 */
export async function buildPortalModule({ entry, url, map, nodeEnv }) {
  const bundle = await rollup({
    input: entry,
    plugins: [importMapExternals(map), ...basePlugins({ nodeEnv, minify: nodeEnv === 'production' })],
    onwarn,
    preserveEntrySignatures: 'strict',
  });
  const common = { inlineDynamicImports: true, sourcemap: true };
  await bundle.write({ ...common, file: path.join(OUT, url), format: 'es' });
  await bundle.write({ ...common, file: path.join(OUT, 'system', url), format: 'system' });
  await bundle.close();
}
