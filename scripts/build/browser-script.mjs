// One browser script bundled by esbuild: minified, ES2022, with a source map beside it (the
// portal's gallery script; the server's payment sandbox frame script, server/build.mjs).
import { build } from 'esbuild';

export function buildBrowserScript({ entry, outfile, format = 'esm', plugins = [], logLevel = 'error' }) {
  return build({
    entryPoints: [entry], outfile, bundle: true, platform: 'browser', format, target: 'es2022',
    minify: true, sourcemap: true, plugins, logLevel,
  });
}

/** The same bundle as text, no source map, for a page to carry inline (the portal's early first-step script). */
export async function browserScriptText({ entry }) {
  const result = await build({
    entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', target: 'es2022', minify: true, write: false, logLevel: 'error',
  });
  return result.outputFiles[0].text.trim();
}
