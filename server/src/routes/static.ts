import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, htmlPage } from '../http/html.ts';

interface IndexFile {
  html: Buffer;
  version: string;
  mtimeMs: number;
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

  // The version is the hash of the built index.html, re-read when the build changes it.
  const readIndex = (): IndexFile | null => {
    if (!existsSync(indexPath)) return null;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexPath);
      cached = { html, mtimeMs, version: createHash('sha256').update(html).digest('hex').slice(0, 16) };
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
    reply.header('etag', etag).header('x-app-version', index.version).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(index.html);
  };

  // Folders (the gallery, the demos) answer with their own index.html.
  app.register(fastifyStatic, { root, wildcard: true, index: 'index.html', redirect: true, serve: true, etag: true });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && wantsHtml) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
