// embed/: the elements for host pages with one <script type="module"> each, built in ONE
// rollup build so that every embed on a page shares one runtime:
//   embed/curb-<tag>.js             the entry a host page names (stable name): the element's
//                                   own code, and the imports of every chunk it needs (hoisted,
//                                   so they download in parallel)
//   embed/chunks/shared-<hash>.js   what every element uses (React, react-dom, lit, Shoelace's
//                                   core, zod, state, api, query-core): loaded once per page
//   embed/chunks/<name>-<hash>.js   what some elements use (a Shoelace component, a shared
//                                   form), and what loads later (the phone numbering plan)
// The shared packages' modules are marked free of side effects, so an element depends only on
// the shared code it uses, not on all that @curbside/ui re-exports. An entry imports its chunks
// by relative URL, so a host page on another origin needs only the one script tag.
// Minified, production React.
import path from 'node:path';
import { rollup } from 'rollup';
import { OUT, ROOT } from './paths.mjs';
import { HASHED_OUTPUT, basePlugins, onwarn } from './rollup-common.mjs';

const SHARED_SOURCE = path.join(ROOT, 'shared') + path.sep;
const isSharedSource = (id) => id.startsWith(SHARED_SOURCE) && !id.includes(`${path.sep}node_modules${path.sep}`);
/**
 * zod's settings for pages (shared/contracts/src/zod-config.ts) run for their effect, first: the
 * contracts' barrel that imports them before any schema counts as having effects, so the import is kept.
 */
const CONTRACTS_SRC = path.join(SHARED_SOURCE, 'contracts', 'src') + path.sep;
const isRunForEffect = (id) => id === `${CONTRACTS_SRC}zod-config.ts` || id === `${CONTRACTS_SRC}index.ts`;

/** The chunk with React in it is the runtime every element shares: embed/chunks/shared-<hash>.js. */
const REACT_DOM = `${path.sep}react-dom${path.sep}`;
function chunkFileName(chunk) {
  return chunk.moduleIds.some((id) => id.includes(REACT_DOM)) ? 'chunks/shared-[hash:12].js' : HASHED_OUTPUT.chunkFileNames;
}

/** The embeds' rollup input options (scripts/build/embed-modules.mjs reads the same build). */
export function embedInputOptions(elements) {
  return {
    input: Object.fromEntries(elements.map((el) => [el.tag, el.embedEntry ?? el.entry])),
    plugins: basePlugins({ nodeEnv: 'production', minify: true }),
    treeshake: { moduleSideEffects: (id) => !isSharedSource(id) || isRunForEffect(id) },
    // A host page runs an entry for its effect (the element's registration), never imports its
    // exports: an entry chunk may export what its lazy chunks need from it (no facade file).
    preserveEntrySignatures: 'allow-extension',
    onwarn,
  };
}

export const EMBED_OUTPUT = {
  ...HASHED_OUTPUT,
  format: 'es',
  entryFileNames: '[name].js',
  chunkFileNames: chunkFileName,
};

export async function buildEmbeds({ elements, log }) {
  if (!elements.length) {
    log('embed: none yet');
    return;
  }
  const bundle = await rollup(embedInputOptions(elements));
  const { output } = await bundle.write({ ...EMBED_OUTPUT, dir: path.join(OUT, 'embed') });
  await bundle.close();
  const chunks = output.filter((chunk) => chunk.type === 'chunk' && !chunk.isEntry);
  log(`embed: ${elements.map((el) => el.tag).join(', ')}; ${chunks.length} chunks (${chunks.find((c) => c.fileName.startsWith('chunks/shared-'))?.fileName ?? 'no shared runtime'})`);
}
