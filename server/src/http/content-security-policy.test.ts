import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { inlineBlocks, pagePolicy } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INDEX_SCRIPT = "window.boot = 'index';";
const DEMO_SCRIPT = "import '/embed/curb-booking.js';";
const INDEX = `<!doctype html><script type="importmap">{"imports":{}}</script><script>${INDEX_SCRIPT}</script><script src="/root-config.js"></script><style>body{}</style>`;
const DEMO = `<!doctype html><script type="module" src="/embed/curb-login.js"></script><script type="module">${DEMO_SCRIPT}</script>`;

/** The policy's directives by name. */
const directives = (policy: string | undefined) =>
  new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('inlineBlocks', () => {
  it('finds inline scripts (not those with src) and styles', () => {
    expect(inlineBlocks(INDEX)).toEqual({ scripts: ['{"imports":{}}', INDEX_SCRIPT], styles: ['body{}'] });
    expect(inlineBlocks(DEMO).scripts).toEqual([DEMO_SCRIPT]);
  });
});

describe('pagePolicy', () => {
  it('allows this server and exactly the page\'s own inline scripts; no eval, plugins, base or foreign framing', () => {
    const policy = directives(pagePolicy(INDEX));
    expect(policy.get('script-src')).toEqual(["'self'", sha('{"imports":{}}'), sha(INDEX_SCRIPT)]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('changes when an inline script changes, so an injected script is refused', () => {
    expect(pagePolicy(INDEX.replace('index', 'evil'))).not.toBe(pagePolicy(INDEX));
  });
});

describe('the policy on every page (issue 11, Headers)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const portalDir = mkdtempSync(path.join(tmpdir(), 'curb-csp-'));
    writeFileSync(path.join(portalDir, 'index.html'), INDEX);
    mkdirSync(path.join(portalDir, 'demo'));
    writeFileSync(path.join(portalDir, 'demo', 'intranet.html'), DEMO);
    writeFileSync(path.join(portalDir, 'demo', 'intranet.html.br'), brotliCompressSync(DEMO));
    app = await createTestApp({ portalDir });
  });
  afterAll(async () => { await app.close(); });

  it.each([
    ['the portal', '/', INDEX_SCRIPT],
    ['a portal route', '/new-booking', INDEX_SCRIPT],
    ['a demo page', '/demo/intranet.html', DEMO_SCRIPT],
  ])('%s carries the hash of its own script, compressed or not', async (_what, url, script) => {
    for (const encoding of ['identity', 'br']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
      expect(res.statusCode, url).toBe(200);
      expect(directives(res.headers['content-security-policy'] as string).get('script-src'), `${url} ${encoding}`).toContain(sha(script));
    }
  });

  it('is on pages the server writes itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/sso/idp?firmCode=globex' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('is not on API answers or scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/web/v1/version' });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
