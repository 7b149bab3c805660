import type { Server } from 'node:http';
import { expect, test, type APIRequestContext } from './journey-test.ts';
import { closeHostPages, serveHostPages } from './embed-host-pages.ts';
import { stepper } from './booking-support.ts';

// Issue 9, the token hand-off: a host page on another site, in a browser that holds no Curbside
// cookie at all, gets a session token from its own server (here the test signs in server to server)
// and sets it on curb-booking's `token` property; the widget calls as that user at once, with the
// token as its bearer. Without the token it asks for a sign-in.

const AVA = 'ava.employee@acme.example';
/** The worker's server and its host page origin (journey-test.ts), known once the worker's server runs. */
let API = '';
let HOST = '';
const HEADERS = { 'x-api-key': 'curbside-demo-key' };

const tokenPage = (API: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Acme Intranet</title><link rel="icon" href="data:," /></head>
  <body>
    <h1>Acme Intranet</h1>
    <curb-booking api-base="${API}" api-key="curbside-demo-key"></curb-booking>
    <script type="module" src="${API}/embed/curb-booking.js"></script>
  </body>
</html>`;

let hostServer: Server;
test.beforeAll(async ({ journeyServer }) => {
  ({ origin: API, hostOrigin: HOST } = journeyServer);
  hostServer = await serveHostPages(journeyServer.hostPort, { '/token.html': tokenPage(API) });
});
test.afterAll(async () => {
  await closeHostPages(hostServer);
});

/** What the host's server does: sign its user in server to server and keep the session token (secure mode: the cookie's value). */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const initiate = await request.post(`${API}/api/web/v1/auth/login/initiate`, { headers: HEADERS, data: { email } });
  expect(initiate.ok()).toBeTruthy();
  const { guid } = (await initiate.json()) as { guid: string };
  const outbox = await request.get(`${API}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const { code } = (await outbox.json()) as { code: string };
  const complete = await request.post(`${API}/api/web/v1/auth/login/complete`, { headers: HEADERS, data: { guid, password: code } });
  expect(complete.ok()).toBeTruthy();
  const body = (await complete.json()) as { token: string | null };
  const cookie = complete.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('curb_session='));
  const token = body.token ?? cookie?.value.split(';')[0]?.slice('curb_session='.length);
  if (!token) throw new Error('no session token');
  return token;
}

test('a host page hands curb-booking a token its server obtained, and the widget calls as that user', async ({ page, request, context }) => {
  const bearers: string[] = [];
  page.on('request', (r) => {
    const authorization = r.headers().authorization;
    if (r.url().startsWith(`${API}/api/`) && authorization) bearers.push(authorization);
  });
  await page.goto(`${HOST}/token.html`);
  const booking = stepper(page);
  await expect(booking.getByText('Sign in to book a car.')).toBeVisible();
  expect(await context.cookies(API)).toEqual([]);

  const token = await tokenFor(request, AVA);
  await page.evaluate((value) => {
    const element = document.querySelector('curb-booking');
    if (element) element.token = value;
  }, token);

  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await expect(booking.getByRole('textbox', { name: 'Email' }).first()).toHaveValue(AVA);
  expect(bearers.length).toBeGreaterThan(0);
  expect(new Set(bearers)).toEqual(new Set([`Bearer ${token}`]));
  expect(await context.cookies(API), 'no cookie: the token is the session').toEqual([]);
});

test('a token the server refuses makes the element ask the host for the next one (curb-token-expiring)', async ({ page }) => {
  await page.goto(`${HOST}/token.html`);
  await expect(stepper(page).getByText('Sign in to book a car.')).toBeVisible();
  const asked = page.evaluate(() => new Promise<unknown>((resolve) => {
    document.addEventListener('curb-token-expiring', (event) => resolve(event.detail), { once: true });
    const element = document.querySelector('curb-booking');
    if (element) element.token = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.forged';
  }));
  expect(await asked).toEqual({ reason: 'refused', expiresAtEpoch: 4_102_444_800 });
  // The host page stays where it is: a refused host token is the host's to handle, no redirect to /login.
  expect(new URL(page.url()).pathname).toBe('/token.html');
  await expect(stepper(page).getByText('Sign in to book a car.')).toBeVisible();
});
