// The portal pages: every portal/**/*.html with the import map inlined where it
// says <!-- curbside:importmap -->, followed by modulepreload hints for what every route
// loads (preload.mjs), the gallery script, and static files.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserScriptText, buildBrowserScript } from './browser-script.mjs';
import { listFiles } from './files.mjs';
import { OUT, ROOT } from './paths.mjs';
import { modulePreloadLinks, modulesToPreload } from './preload.mjs';

const PORTAL = path.join(ROOT, 'portal');
export const VERSION_PLACEHOLDER = '%CURBSIDE_APP_VERSION%';

export function importMapScript(map) {
  // '<' escaped so the JSON can never close the script element.
  return `<script type="importmap">\n${JSON.stringify(map, null, 2).replace(/</g, '\\u003c')}\n</script>`;
}

/** Between these markers in a page: what loads import-map-overrides, kept only when it is wanted. */
const OVERRIDES_BLOCK = /[ \t]*<!-- curbside:import-map-overrides -->[\s\S]*?<!-- \/curbside:import-map-overrides -->\n?/g;

/** esbuild: React stays a bare import, resolved by the page's import map (the portal's one copy). */
const reactFromImportMap = {
  name: 'react-from-import-map',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Where a page carries the early first-step script (portal/index.html), after its import map. */
const FIRST_STEP_MARKER = /<!-- curbside:first-step\b[^>]*-->/;

/** The early first-step script (portal/src/first-step-early.ts) as an inline module: no request before it runs. */
async function firstStepScript() {
  const code = await browserScriptText({ entry: path.join(PORTAL, 'src/first-step-early.ts') });
  if (/<\/script/i.test(code)) throw new Error('first-step-early.ts: the bundle holds "</script", which would end the inline script');
  return `<script type="module">${code}</script>`;
}

/** importMapOverrides: keep the pages' import-map-overrides loader (development, or opted into). */
export async function buildPages({ map, importMapOverrides, log }) {
  const files = listFiles(PORTAL, (f) => !f.startsWith('src/') && f !== 'package.json' && !f.endsWith('.test.ts'));
  const preload = modulePreloadLinks(modulesToPreload(map));
  const firstStep = await firstStepScript();
  for (const file of files) {
    const to = path.join(OUT, file);
    mkdirSync(path.dirname(to), { recursive: true });
    if (file.endsWith('.html')) {
      const html = readFileSync(path.join(PORTAL, file), 'utf8')
        .replace('<!-- curbside:importmap -->', `${importMapScript(map)}\n${preload}`)
        .replace(FIRST_STEP_MARKER, firstStep);
      writeFileSync(to, importMapOverrides ? html : html.replace(OVERRIDES_BLOCK, ''));
    } else copyFileSync(path.join(PORTAL, file), to);
  }
  await buildBrowserScript({ entry: path.join(PORTAL, 'src/gallery.ts'), outfile: path.join(OUT, 'gallery/gallery.js') });
  // The React 19 host demo (issue 9): a host app whose React comes from the page's import map.
  await buildBrowserScript({ entry: path.join(PORTAL, 'src/demo-react-host.tsx'), outfile: path.join(OUT, 'demo/react-host.js'), plugins: [reactFromImportMap] });
  // The voice booking frame's script (issue 18; portal/voice/index.html): one bundle, no inline script.
  await buildBrowserScript({ entry: path.join(PORTAL, 'src/voice-booking.ts'), outfile: path.join(OUT, 'voice/voice-booking.js') });
  log(`pages: ${files.filter((f) => f.endsWith('.html')).join(', ')}, gallery/gallery.js, demo/react-host.js, voice/voice-booking.js`);
}

/** Writes the build id into every page (meta app-version) and into version.json. */
export function stampVersion(buildId) {
  for (const file of listFiles(OUT, (f) => f.endsWith('.html') && !f.startsWith('vendor/') && !f.startsWith('system/'))) {
    const full = path.join(OUT, file);
    const html = readFileSync(full, 'utf8');
    if (html.includes(VERSION_PLACEHOLDER)) writeFileSync(full, html.replaceAll(VERSION_PLACEHOLDER, buildId));
  }
  writeFileSync(path.join(OUT, 'version.json'), `${JSON.stringify({ version: buildId, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
