import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/**
 * The demo's other site (issues 9 and 15): in development the server also serves the host pages
 * of the built portal's demo folder on 127.0.0.1 at PORT+1, another site than the portal on
 * localhost, as a client firm (its intranet) or a partner (its billing site) would host them:
 * their elements come from this server's embed scripts, cross-site, with CORS and the
 * partitioned cookie. The journeys start the same host on their worker's host page port.
 */

/** Path on the demo site -> the page in the portal's demo folder. */
export const DEMO_HOST_PAGES: Readonly<Record<string, string>> = {
  '/intranet.html': 'intranet.html',
  '/partner-billing.html': 'partner-billing.html',
};

/** The Curbside server a page names when it is written for the default `npm start` (PORT 8080). */
export const PAGE_API_ORIGIN = 'http://localhost:8080';

/**
 * A demo page as the other site serves it: the default server's origin becomes this server's,
 * and a script the portal serves from its own origin (`src="/embed/…"`) comes from this server.
 */
export function demoHostPage(html: string, apiOrigin: string): string {
  return html.replaceAll(PAGE_API_ORIGIN, apiOrigin).replace(/(\ssrc=")\/embed\//g, `$1${apiOrigin}/embed/`);
}

const INDEX = (pages: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Curbside demo host pages</title><link rel="icon" href="data:," /></head>
<body><h1>Host pages on another site</h1><ul>${pages.map((page) => `<li><a href="${page}">${page}</a></li>`).join('')}</ul></body></html>`;

export function startDemoHost(options: { portalDir: string; port: number; apiOrigin: string }): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(INDEX(Object.keys(DEMO_HOST_PAGES)));
      return;
    }
    const page = DEMO_HOST_PAGES[pathname];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    readFile(path.join(options.portalDir, 'demo', page), 'utf8').then(
      (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
        .end(demoHostPage(html, options.apiOrigin)),
      () => response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Build the portal first (npm run build)'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}
