import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
