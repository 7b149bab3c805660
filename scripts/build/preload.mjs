// modulepreload hints for the portal pages: the modules every route needs before its element
// can show (the root config, @curbside/ui with React and the Shoelace bundle, and everything
// they import statically), found by reading the built files, so the browser fetches them in
// parallel with the page instead of one import level at a time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OUT } from './paths.mjs';

/** What every route loads: the root config, and @curbside/ui (every element is built on it). */
const EVERY_ROUTE = ['@curbside/root-config', '@curbside/ui'];

/** Static imports and re-exports in built (minified) code; `import(...)` is not matched. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["']([^"']+)["']/g;

/** URLs of the built modules the given import-map names load statically, in discovery order. */
export function modulesToPreload(map, names = EVERY_ROUTE) {
  const resolve = (spec, from) => (spec.startsWith('.') || spec.startsWith('/') ? new URL(spec, `http://portal${from}`).pathname : map.imports[spec]);
  const found = names.map((name) => map.imports[name]).filter(Boolean);
  for (const url of found) {
    const code = readFileSync(path.join(OUT, url), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      const next = resolve(spec, url);
      if (next && !found.includes(next)) found.push(next);
    }
  }
  return found;
}

export function modulePreloadLinks(urls) {
  return urls.map((url) => `<link rel="modulepreload" href="${url}" />`).join('\n');
}
