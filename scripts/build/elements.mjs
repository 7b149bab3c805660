// elements/curb-<tag>.js: each element for the portal, shared dependencies
// external (resolved once through the import map), plus the System copy.
import { buildPortalModule } from './module.mjs';

export async function buildElements({ elements, map, nodeEnv, log }) {
  await Promise.all(elements.map((el) => buildPortalModule({ entry: el.entry, url: `/elements/${el.tag}.js`, map, nodeEnv })));
  log(`elements: ${elements.length ? elements.map((el) => el.tag).join(', ') : 'none yet'}`);
}
