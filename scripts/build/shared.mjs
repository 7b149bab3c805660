// shared/: each @curbside shared package as one ES module (and its System copy).
// A package whose src/index.ts does not exist yet is skipped with a note.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPortalModule } from './module.mjs';
import { ROOT, SHARED_PACKAGES } from './paths.mjs';

/** @returns {Promise<Array<[string, { url: string, systemUrl: string }]>>} each package's stable URL and where it was written */
export async function buildShared({ map, nodeEnv, log }) {
  const built = [];
  const written = [];
  await Promise.all(
    SHARED_PACKAGES.map(async (name) => {
      const entry = path.join(ROOT, 'shared', name, 'src/index.ts');
      if (!existsSync(entry)) {
        log(`shared: @curbside/${name} has no src/index.ts yet, skipped`);
        return;
      }
      const url = map.imports[`@curbside/${name}`];
      written.push([url, await buildPortalModule({ entry, url, map, nodeEnv })]);
      built.push(name);
    }),
  );
  log(`shared: ${built.length ? built.join(', ') : 'none'}`);
  return written;
}

export async function buildRootConfig({ map, nodeEnv, log }) {
  // Entry named after its import-map name (@curbside/root-config).
  const entry = path.join(ROOT, 'root-config/src/curbside-root-config.ts');
  const url = map.imports['@curbside/root-config'];
  const written = await buildPortalModule({ entry, url, map, nodeEnv });
  log('root-config: built');
  return [[url, written]];
}
