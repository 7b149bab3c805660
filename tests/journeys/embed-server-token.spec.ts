import { createServer, type Server } from 'node:http';
import { expect, test } from './journey-test.ts';
import { stepper } from './booking-support.ts';
import { signInReady, toast } from './support.ts';

// Issue 9, host tokens end to end: Acme's super admin lists a new intranet origin and issues embed
// credentials in the admin settings; a page of that origin (http://[::1]:<port+1>, another site,
// which no default allows) asks its own tiny backend for a token; the backend exchanges the
// credentials for a two-minute token of ava (POST /embed/tokens, server to server); the page sets
// it on curb-booking, which shows ava's booking form with no sign-in and no cookie. A minute before
// the token expires the element fires curb-token-expiring and the page sets the next token.

const AVA = 'ava.employee@acme.example';
const SAM = 'sam.super@acme.example';
/** The credentials the host's backend presents, as the super admin copied them. */
interface Credentials { clientId: string; clientSecret: string }

/** The host page: the README's token snippet. */
const hostPage = (api: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Acme Intranet</title><link rel="icon" href="data:," /></head>
  <body>
    <h1>Acme Intranet</h1>
    <p id="renewals">Tokens set: 0</p>
    <curb-booking api-base="${api}" api-key="curbside-demo-key"></curb-booking>
    <script type="module" src="${api}/embed/curb-booking.js"></script>
    <script type="module">
      const booking = document.querySelector('curb-booking');
      let set = 0;
      const renew = async () => {
        booking.token = await (await fetch('/curbside-token')).text();
        document.getElementById('renewals').textContent = 'Tokens set: ' + ++set;
      };
      booking.addEventListener('curb-token-expiring', (event) => {
        document.body.dataset.lastReason = event.detail.reason;
        void renew();
      });
      await customElements.whenDefined('curb-booking');
      await renew();
    </script>
  </body>
</html>`;

/** The host: its page, and its backend's /curbside-token, which asks Curbside server to server (no Origin header). */
async function serveHost(api: string, port: number, credentials: Credentials): Promise<{ server: Server; tokens: string[] }> {
  const tokens: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/intranet.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(hostPage(api));
      return;
    }
    if (request.url !== '/curbside-token') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const answer = await fetch(`${api}/api/web/v1/embed/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'curbside-demo-key' },
        body: JSON.stringify({ ...credentials, email: AVA, expiresInSeconds: 120 }),
      });
      const { token, message } = (await answer.json()) as { token?: string; message?: string };
      if (token) tokens.push(token);
      response.writeHead(answer.status, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(token ?? message);
    })();
  });
  // [::1]: a loopback the development default of CORS_ORIGINS does not list, so only the firm's list allows it.
  await new Promise<void>((resolve) => server.listen(port, '::1', resolve));
  return { server, tokens };
}

test('a host page on an origin Acme lists gets a token from its backend, and curb-booking works without a sign-in', async ({ browser, journeyServer }) => {
  const api = new URL(journeyServer.origin);
  // The worker's host page port (journey-test.ts), here on [::1].
  const hostOrigin = `http://[::1]:${journeyServer.hostPort}`;
  const credentials: Credentials = { clientId: '', clientSecret: '' };
  const host = await serveHost(api.origin, journeyServer.hostPort, credentials);
  const sam = await (await browser.newContext()).newPage();
  const visitor = await browser.newContext();
  try {
    // Acme's super admin allows the intranet's origin (admin settings, Integrations).
    await signInReady(sam, SAM);
    await sam.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin settings' }).click();
    const settings = sam.locator('curb-admin-settings');
    await settings.getByRole('tab', { name: 'Integrations' }).click();
    const origins = settings.getByRole('list', { name: 'Embedding origins' });
    await expect(origins).toContainText('https://intranet.acme.example');
    await settings.getByRole('button', { name: 'Add origin' }).click();
    await expect(settings.getByText('Enter an origin: https://host or https://host:port, without a wildcard')).toBeVisible();
    await settings.getByRole('textbox', { name: 'Origin' }).fill(`${hostOrigin}/intranet.html`);
    await settings.getByRole('button', { name: 'Add origin' }).click();
    await expect(toast(sam, `${hostOrigin} may now embed the elements`)).toBeVisible();
    // In its one spelling (the path dropped), once.
    await expect(origins.getByRole('listitem').filter({ hasText: hostOrigin })).toHaveCount(1);
    await expect(origins.getByRole('listitem').filter({ hasText: `${hostOrigin}/intranet.html` })).toHaveCount(0);

    // ... and issues embed credentials for the intranet's server: the secret is shown once.
    await settings.getByRole('textbox', { name: 'Credential name' }).fill('Intranet (journey)');
    await settings.getByRole('button', { name: 'Issue credentials' }).click();
    await expect(settings.getByText('Copy the secret now: it is not shown again.')).toBeVisible();
    credentials.clientId = (await settings.locator('#issued-client-id').textContent()) ?? '';
    credentials.clientSecret = (await settings.locator('#issued-client-secret').textContent()) ?? '';
    expect(credentials.clientSecret.length).toBeGreaterThan(30);
    await expect(settings.getByRole('list', { name: 'Embed credentials' })).toContainText(credentials.clientId);

    // A visitor with no Curbside session at all opens the intranet page.
    const page = await visitor.newPage();
    await page.clock.install();
    const bearers = new Set<string>();
    page.on('request', (r) => {
      const authorization = r.headers().authorization;
      if (r.url().startsWith(`${api.origin}/api/`) && authorization) bearers.add(authorization);
    });
    await page.goto(`${hostOrigin}/intranet.html`);
    const booking = stepper(page);
    await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
    await expect(booking.getByRole('textbox', { name: 'Email' }).first()).toHaveValue(AVA);
    await expect(booking.getByText('Sign in to book a car.')).toHaveCount(0);
    expect(await visitor.cookies(api.origin), 'no cookie: the token is the session').toEqual([]);
    expect(host.tokens).toHaveLength(1);
    expect([...bearers]).toEqual([`Bearer ${host.tokens[0]}`]);

    // A minute before the two-minute token expires, the element asks and the page sets the next one.
    await page.clock.fastForward('01:01');
    await expect(page.locator('#renewals')).toHaveText('Tokens set: 2');
    expect(await page.evaluate(() => document.body.dataset.lastReason)).toBe('expiring');
    expect(host.tokens).toHaveLength(2);
    expect(await page.evaluate(() => document.querySelector('curb-booking')?.token)).toBe(host.tokens[1]);

    // Revoked, the credentials give the host's backend no more tokens.
    await settings.getByRole('button', { name: 'Revoke Intranet (journey)' }).click();
    await sam.getByRole('button', { name: 'Revoke credentials', exact: true }).click();
    await expect(toast(sam, 'Intranet (journey) revoked')).toBeVisible();
    const refused = await fetch(`${hostOrigin}/curbside-token`);
    expect([refused.status, await refused.text()]).toEqual([401, 'Invalid client id or secret']);

    // Acme stops listing the origin (puts back what the journey changed).
    await settings.getByRole('button', { name: `Remove ${hostOrigin}` }).click();
    await expect(sam.getByRole('dialog', { name: `Stop allowing ${hostOrigin}? Its pages can no longer run the elements for your firm.` })).toBeVisible();
    await sam.getByRole('button', { name: 'Remove origin', exact: true }).click();
    await expect(toast(sam, `${hostOrigin} removed`)).toBeVisible();
    await expect(origins.getByRole('listitem').filter({ hasText: hostOrigin })).toHaveCount(0);
    await expect(origins).toContainText('https://intranet.acme.example');
  } finally {
    await visitor.close();
    await sam.context().close();
    await new Promise<void>((resolve) => host.server.close(() => resolve()));
  }
});
