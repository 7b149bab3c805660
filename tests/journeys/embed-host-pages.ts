import { createServer, type Server } from 'node:http';

// Host pages of the embed journeys (issue 9): what a client firm's intranet writes to embed
// curb-login and curb-booking, served from another site (127.0.0.1 on the worker's host page port,
// journey-test.ts's `journeyServer.hostPort`, which the worker's server allows) by the test.

/**
 * The README's snippet: two elements, their scripts from the Curbside server, and a document
 * listener that shows the confirmation on the host page. `api-base` is on the sign-in only: the
 * booking widget finds the API where its script came from. `css` goes in the page's <style>.
 */
export function intranetPage(api: string, { css = '', elementStyle = '' }: { css?: string; elementStyle?: string } = {}): string {
  const style = elementStyle ? ` style="${elementStyle}"` : '';
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Acme Intranet</title><link rel="icon" href="data:," />${css ? `<style>${css}</style>` : ''}</head>
  <body>
    <h1>Acme Intranet</h1>
    <curb-login api-base="${api}" api-key="curbside-demo-key"${style}></curb-login>
    <curb-booking api-key="curbside-demo-key"${style}></curb-booking>
    <p id="booking-note" hidden></p>
    <script type="module" src="${api}/embed/curb-login.js"></script>
    <script type="module" src="${api}/embed/curb-booking.js"></script>
    <script type="module">
      document.addEventListener('curb-booking-confirmed', (event) => {
        const note = document.getElementById('booking-note');
        note.textContent = 'Booked: reservation ' + event.detail.reservationNumber + '.';
        note.hidden = false;
      });
    </script>
  </body>
</html>`;
}

/**
 * Serve `pages` (path -> HTML) on 127.0.0.1:`port`, a real loopback server: Chromium lets only a
 * page from a private address call the loopback API. Resolves the server once it listens.
 */
export async function serveHostPages(port: number, pages: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export function closeHostPages(server: Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
