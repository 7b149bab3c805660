import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PARTNER_BILLING_PAGE } from './invoice-seed.ts';

/**
 * The demo's partner billing site (issue 15): in development the server also serves
 * portal/demo/partner-billing.html (as built into the portal folder) on 127.0.0.1 at PORT+1,
 * another site than the portal on localhost, as a fictional partner would host it. The page names
 * the Curbside server as http://localhost:8080; served here it names this server's own origin.
 */
export const PAGE_API_ORIGIN = 'http://localhost:8080';

export function startPartnerDemoHost(options: { portalDir: string; port: number; apiOrigin: string }): Server {
  const file = path.join(options.portalDir, 'demo', 'partner-billing.html');
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/' && pathname !== PARTNER_BILLING_PAGE) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    readFile(file, 'utf8').then(
      (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
        .end(html.replaceAll(PAGE_API_ORIGIN, options.apiOrigin)),
      () => response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Build the portal first (npm run build)'),
    );
  });
  server.listen(options.port, '127.0.0.1');
  return server;
}
