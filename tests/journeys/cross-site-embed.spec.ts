import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './journey-test.ts';
import { JFK, OFFICE, bookRide, stepper } from './booking-support.ts';
import { closeHostPages, intranetPage, serveHostPages } from './embed-host-pages.ts';
import { enterOneTimeCode } from './support.ts';

// Issue 9: a client firm's intranet page on ANOTHER SITE (127.0.0.1 on the worker's host page port,
// versus the Curbside server on localhost) embeds curb-login and curb-booking with script tags only, signs in
// and books a ride. The server allows that origin (CORS_ORIGINS, set by the journeys' server
// fixture); the session is the cross-site cookie (SameSite=None; Secure; Partitioned).

const AVA = 'ava.employee@acme.example';
/** The worker's server and its host page origin (journey-test.ts), known once the worker's server runs. */
let API = '';
let HOST = '';

/** A host page that loads the booking embed twice (two URLs: two module instances), as careless pages do. */
const twicePage = (API: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Acme Intranet</title><link rel="icon" href="data:," /></head>
  <body>
    <h1>Acme Intranet</h1>
    <curb-booking api-key="curbside-demo-key"></curb-booking>
    <script type="module" src="${API}/embed/curb-booking.js"></script>
    <script type="module" src="${API}/embed/curb-booking.js?again=1"></script>
  </body>
</html>`;

let hostServer: Server;

test.beforeAll(async ({ journeyServer }) => {
  ({ origin: API, hostOrigin: HOST } = journeyServer);
  // What a host developer writes: the README's snippet (embed-host-pages.ts).
  hostServer = await serveHostPages(journeyServer.hostPort, { '/intranet.html': intranetPage(API), '/twice.html': twicePage(API) });
  expect((hostServer.address() as AddressInfo).port).toBe(journeyServer.hostPort);
});

test.afterAll(async () => {
  await closeHostPages(hostServer);
});

test('a host page on another site signs in through curb-login and books a ride in curb-booking', async ({ page, context }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // The browser logs every refused request; the one refusal expected is the signed-out user data.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    const expected = /^Failed to load resource: the server responded with a status of 401/.test(message.text());
    if (message.type() === 'error' && !expected) problems.push(`console: ${message.text()}`);
  });
  const pageOriginCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === HOST && url.pathname !== '/intranet.html') pageOriginCalls.push(url.pathname);
  });

  await page.goto(`${HOST}/intranet.html`);
  const booking = stepper(page);
  await expect(booking.getByText('Sign in to book a car.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email or firm code' }).fill(AVA);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code from the server's outbox (page.request goes to the Curbside server, the journeys' base URL).
  await enterOneTimeCode(page, AVA);

  expect(refused, 'signed out, the widget learns it from user data only').toEqual(['401 /api/web/v1/users/userData']);
  // The widget sees the sign-in made in the other element at once: no reload, no new element.
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  const cookies = await context.cookies(API);
  expect(cookies.find((cookie) => cookie.name === 'curb_session')).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });

  // Addresses come from the maps service on the Curbside server, quotes, then the confirmation.
  const number = await bookRide(booking, { pickup: OFFICE, dropoff: JFK });
  await expect(page.getByText(`Booked: reservation ${number}.`)).toBeVisible();

  expect(pageOriginCalls, 'nothing is fetched from the host page\'s origin').toEqual([]);
  expect(refused).toEqual(['401 /api/web/v1/users/userData']);
  expect(problems, 'no console errors, no CORS errors').toEqual([]);
});

test('the embed script loaded twice on one page throws nothing and the widget works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/embed/curb-booking.js') loaded.push(response.url());
  });
  await page.goto(`${HOST}/twice.html`);
  await expect(stepper(page).getByText('Sign in to book a car.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('the server refuses an origin that is not in its allow-list', async ({ request }) => {
  const refused = await request.fetch(`${API}/api/web/v1/auth/login/initiate`, {
    method: 'OPTIONS',
    headers: { origin: 'https://intranet.elsewhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  const allowed = await request.fetch(`${API}/api/web/v1/auth/login/initiate`, {
    method: 'OPTIONS',
    headers: { origin: HOST, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type, idempotency-key' },
  });
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(HOST);
});
