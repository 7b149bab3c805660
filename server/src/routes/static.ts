import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProduction } from '../config.ts';
import { pagePolicy, policyForFile } from '../http/content-security-policy.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';

/** A year, never revalidated: the name changes whenever the content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content-hashed build outputs carry `.<12 hex digits>.` in their file name
 * (`ui.3f9a0c1b2d4e.js`, `chunks/react-0a1b2c3d4e5f.js`); everything else
 * (HTML, the import maps, the embed entries a host page names) keeps a stable
 * name and is revalidated on every use.
 */
function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  return /[.-][0-9a-f]{12}\.[a-z]+(\.map)?$/.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * The build id the build stamps into index.html (`<meta name="app-version" content="...">`): the
 * version the server announces, so a page knows the version it was served with and its version
 * watcher need not ask at once (index.html is fetched once per page load, not twice).
 */
const APP_VERSION_META = /<meta\s+name="app-version"\s+content="([^"%]+)"/;

interface IndexFile {
  html: Buffer;
  /** index.html.br / .gz written by the build for this same index.html. */
  encoded: { br?: Buffer; gzip?: Buffer };
  version: string;
  /** Its Content-Security-Policy (the hashes of its inline scripts). */
  policy: string;
  mtimeMs: number;
}

/** The precompressed copy of `file` (`.br`, `.gz`) when it is at least as new as the file. */
function readEncoded(file: string, mtimeMs: number, suffix: string): Buffer | undefined {
  const encoded = `${file}${suffix}`;
  return existsSync(encoded) && statSync(encoded).mtimeMs >= mtimeMs ? readFileSync(encoded) : undefined;
}

/**
 * Serves the built portal (PORTAL_DIR) with history-mode fallback (000 §2):
 * a GET outside /api that accepts HTML gets index.html. HEAD /index.html
 * carries an ETag and `x-app-version` for the version watcher (000 §4, §9).
 */
export function registerStaticRoutes(app: FastifyInstance): void {
  const root = path.resolve(app.env.portalDir);
  const indexPath = path.join(root, 'index.html');
  let cached: IndexFile | null = null;

  // The version is the build id stamped into index.html (else a hash of it), re-read when the build changes it.
  const readIndex = (): IndexFile | null => {
    if (!existsSync(indexPath)) return null;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexPath);
      const encoded = { br: readEncoded(indexPath, mtimeMs, '.br'), gzip: readEncoded(indexPath, mtimeMs, '.gz') };
      const stamped = APP_VERSION_META.exec(html.toString('utf8'))?.[1];
      cached = { html, encoded, mtimeMs, policy: pagePolicy(html.toString('utf8')), version: stamped ?? createHash('sha256').update(html).digest('hex').slice(0, 16) };
    }
    return cached;
  };

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const index = readIndex();
    if (!index) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(htmlPage('Curbside', `
        <h1>The portal is not built yet</h1>
        <p>Run <code>npm run build</code> (or <code>npm start</code>) in the repository, then reload this page.</p>
        <p class="hint">Looking for <code>${escapeHtml(indexPath)}</code>. The API is up at <code>/api/web/v1</code>.</p>`));
    }
    const etag = `"${index.version}"`;
    reply.header('etag', etag).header('x-app-version', index.version).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8').header('content-security-policy', index.policy);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    for (const encoding of ['br', 'gzip'] as const) {
      const body = index.encoded[encoding];
      if (body && new RegExp(`\\b${encoding}\\b`).test(accepted)) return reply.header('content-encoding', encoding).send(body);
    }
    return reply.send(index.html);
  };

  // Source maps are built, but production serves them only with SERVE_SOURCE_MAPS=1.
  const serveMaps = !isProduction(app.env) || app.env.serveSourceMaps;
  // Folders (the gallery, the demos) answer with their own index.html. The build writes
  // .br and .gz beside every text file: preCompressed picks one by Accept-Encoding and
  // adds Content-Encoding and Vary: Accept-Encoding.
  app.register(fastifyStatic, {
    root, wildcard: true, index: 'index.html', redirect: true, serve: true, etag: true,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => serveMaps || !pathname.endsWith('.map'),
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
      const policy = policyForFile(file);
      if (policy) reply.header('content-security-policy', policy);
      // A host page on another origin loads the embeds (module scripts) and Shoelace's icons with
      // CORS: http/cors.ts answers listed origins only, never '*' (issue 9).
    },
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // @fastify/static's preCompressed misses a folder's index.html when the browser
    // accepts br or gzip (it looks for the folder itself compressed): send it here.
    const folderIndex = pathname.endsWith('/') ? path.join(root, path.normalize(pathname), 'index.html') : '';
    if (folderIndex.startsWith(`${root}${path.sep}`) && existsSync(folderIndex) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile(path.relative(root, folderIndex));
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && wantsHtml) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
