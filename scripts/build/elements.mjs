// elements/curb-<tag>.js: each element for the portal, shared dependencies
// external (resolved once through the import map), plus the System copy.
import { buildPortalModule } from './module.mjs';

/** @returns {Promise<Array<[string, { url: string, systemUrl: string }]>>} each element's stable URL and where it was written */
export async function buildElements({ elements, map, nodeEnv, log }) {
  const written = await Promise.all(
    elements.map(async (el) => {
      const url = `/elements/${el.tag}.js`;
      return [url, await buildPortalModule({ entry: el.entry, url, map, nodeEnv })];
    }),
  );
  log(`elements: ${elements.length ? elements.map((el) => el.tag).join(', ') : 'none yet'}`);
  return written;
}
