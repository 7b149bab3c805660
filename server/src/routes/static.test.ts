import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('portal static files', () => {
  let app: FastifyInstance;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'curb-portal-'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Curbside</title><div id="root"></div>');
    writeFileSync(path.join(portalDir, 'root-config.js'), 'export {};');
    app = await createTestApp({ portalDir });
  });
  afterAll(async () => { await app.close(); });

  it('answers HEAD /index.html with an ETag and x-app-version that change with the build', async () => {
    const first = await app.inject({ method: 'HEAD', url: '/index.html' });
    expect(first.statusCode).toBe(200);
    const version = first.headers['x-app-version'];
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.headers.etag).toBe(`"${version}"`);

    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Curbside v2</title><div id="root"></div>');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(portalDir, 'index.html'), later, later);
    const second = await app.inject({ method: 'HEAD', url: '/index.html' });
    expect(second.headers['x-app-version']).not.toBe(version);
  });

  it('announces the build id stamped into index.html as its version, the one the page itself names', async () => {
    const indexPath = path.join(portalDir, 'index.html');
    writeFileSync(indexPath, '<!doctype html><meta name="app-version" content="0a1b2c3d4e5f" /><title>Curbside</title><div id="root"></div>');
    const later = new Date(Date.now() + 10000);
    utimesSync(indexPath, later, later);
    const res = await app.inject({ method: 'HEAD', url: '/index.html' });
    expect(res.headers['x-app-version']).toBe('0a1b2c3d4e5f');
    expect(res.headers.etag).toBe('"0a1b2c3d4e5f"');
    writeFileSync(indexPath, '<!doctype html><title>Curbside</title><div id="root"></div>');
    const latest = new Date(Date.now() + 15000);
    utimesSync(indexPath, latest, latest);
  });

  it('falls back to index.html for an HTML navigation to a route of the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/manage-bookings/edit-booking?id=3', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves built files and answers JSON 404 for missing assets and unknown API paths', async () => {
    const js = await app.inject({ method: 'GET', url: '/root-config.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    const missing = await app.inject({ method: 'GET', url: '/elements/nope.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/web/v1/nope', headers: { accept: 'text/html', 'x-api-key': 'curbside-demo-key' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });
});

/** A production build in miniature: hashed and stable names, each text file with its .br and .gz. */
function productionFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'curb-portal-prod-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Curbside</title><div id="root"></div>',
    'importmap.json': JSON.stringify({ imports: Object.fromEntries(['ui', 'api', 'state', 'domain'].map((name) => [`@curbside/${name}`, `/shared/${name}.3f9a0c1b2d4e.js`])) }),
    'shared/ui.3f9a0c1b2d4e.js': `export const ui = ${JSON.stringify('x'.repeat(2000))};`,
    'shared/ui.3f9a0c1b2d4e.js.map': '{"version":3,"sources":[],"mappings":""}',
    'vendor/chunks/react-0a1b2c3d4e5f.js': 'export const react = 19;',
    'embed/curb-booking.js': 'export {};',
    'embed/chunks/shared-0a1b2c3d4e5f.js': 'export const runtime = 1;',
    'gallery/index.html': `<!doctype html><title>Gallery</title>${'<p>An element on its stage</p>'.repeat(40)}`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    if (file.endsWith('.map')) continue;
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}

const INTRANET = 'https://intranet.example';

describe('production static serving', () => {
  let app: FastifyInstance;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = productionFixture();
    app = await createTestApp({ portalDir, nodeEnv: 'production', corsOrigins: [INTRANET] });
  });
  afterAll(async () => { await app.close(); });

  it.each([
    ['/shared/ui.3f9a0c1b2d4e.js', 'public, max-age=31536000, immutable'],
    ['/vendor/chunks/react-0a1b2c3d4e5f.js', 'public, max-age=31536000, immutable'],
    ['/embed/curb-booking.js', 'no-cache'],
    ['/importmap.json', 'no-cache'],
    ['/gallery/index.html', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/', 'no-cache'],
  ])('%s is served with Cache-Control %s', async (url, cacheControl) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    ['br', '/shared/ui.3f9a0c1b2d4e.js', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', '/shared/ui.3f9a0c1b2d4e.js', (body: Buffer) => gunzipSync(body)],
    ['br', '/', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', '/importmap.json', (body: Buffer) => gunzipSync(body)],
    ['br', '/gallery/', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', '/gallery/', (body: Buffer) => gunzipSync(body)],
  ])('answers Accept-Encoding: %s for %s with the precompressed body', async (encoding, url, decode) => {
    const plain = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decode(res.rawPayload).toString()).toBe(plain.body);
  });

  it.each([
    ['/embed/curb-booking.js', INTRANET, 200, INTRANET],
    ['/embed/chunks/shared-0a1b2c3d4e5f.js', INTRANET, 200, INTRANET],
    ['/shared/ui.3f9a0c1b2d4e.js', INTRANET, 200, undefined],
    ['/embed/curb-booking.js', 'https://evil.example', 403, undefined],
  ])('%s from a page on %s: %i, CORS grant %s (listed origins only, never *)', async (url, origin, status, allowed) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*', origin } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
  });

  it('serves no source maps', async () => {
    const res = await app.inject({ method: 'GET', url: '/shared/ui.3f9a0c1b2d4e.js.map', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('serves source maps when asked to (SERVE_SOURCE_MAPS=1)', async () => {
    const withMaps = await createTestApp({ portalDir, nodeEnv: 'production', serveSourceMaps: true });
    try {
      const res = await withMaps.inject({ method: 'GET', url: '/shared/ui.3f9a0c1b2d4e.js.map', headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ version: 3 });
    } finally {
      await withMaps.close();
    }
  });
});

describe('portal not built', () => {
  it('shows a page saying to run the build', async () => {
    const app = await createTestApp({ portalDir: path.join(tmpdir(), 'curb-no-portal-here') });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('The portal is not built yet');
      expect(res.body).toContain('build');
    } finally {
      await app.close();
    }
  });
});
