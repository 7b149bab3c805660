// embed/curb-<tag>.js: one self-contained ES module per element for host
// pages with a single <script type="module">: everything bundled (React,
// Shoelace, the shared packages), minified, production React.
import path from 'node:path';
import { rollup } from 'rollup';
import { OUT } from './paths.mjs';
import { basePlugins, onwarn } from './rollup-common.mjs';

export async function buildEmbeds({ elements, log }) {
  await Promise.all(
    elements.map(async (el) => {
      const bundle = await rollup({
        input: el.entry,
        plugins: basePlugins({ nodeEnv: 'production', minify: true }),
        onwarn,
      });
      await bundle.write({ file: path.join(OUT, 'embed', `${el.tag}.js`), format: 'es', inlineDynamicImports: true });
      await bundle.close();
    }),
  );
  log(`embed: ${elements.length ? elements.map((el) => el.tag).join(', ') : 'none yet'}`);
}
