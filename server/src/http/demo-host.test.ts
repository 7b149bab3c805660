import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHostPage, startDemoHost } from './demo-host.ts';

const API = 'http://localhost:18200';

describe('the demo host pages on another site', () => {
  it.each([
    ['a script of the portal origin comes from the API server', '<script type="module" src="/embed/curb-booking.js"></script>',
      `<script type="module" src="${API}/embed/curb-booking.js"></script>`],
    ['the default server names this one', '<script src="http://localhost:8080/embed/curb-invoices.js"></script>',
      `<script src="${API}/embed/curb-invoices.js"></script>`],
    ['text and other URLs stay', '<a href="/embed/x">/embed/</a><img src="/logo.png">', '<a href="/embed/x">/embed/</a><img src="/logo.png">'],
  ])('%s', (_name, html, served) => {
    expect(demoHostPage(html, API)).toBe(served);
  });

  let portal = '';
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    portal = mkdtempSync(path.join(tmpdir(), 'demo-host-'));
    mkdirSync(path.join(portal, 'demo'));
    writeFileSync(path.join(portal, 'demo', 'intranet.html'), '<curb-booking></curb-booking><script type="module" src="/embed/curb-booking.js"></script>');
    writeFileSync(path.join(portal, 'demo', 'secret.html'), 'not a host page');
    server = await startDemoHost({ portalDir: portal, port: 0, apiOrigin: API });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(portal, { recursive: true, force: true });
  });

  it('serves the intranet page with its scripts from the API server, and lists the pages at /', async () => {
    const page = await fetch(`${origin}/intranet.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`src="${API}/embed/curb-booking.js"`);
    expect(await (await fetch(`${origin}/`)).text()).toContain('href="/intranet.html"');
  });

  it.each([['/secret.html', 404], ['/partner-billing.html', 404], ['/../demo/intranet.html', 404]])('answers %s with %i (only its host pages, built)', async (pathname, status) => {
    expect((await fetch(`${origin}${pathname}`)).status).toBe(status);
  });
});
