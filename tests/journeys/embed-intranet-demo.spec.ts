import type { Server } from 'node:http';
import { startDemoHost } from '../../server/src/http/demo-host.ts';
import { expect, portalDir, test } from './journey-test.ts';
import { JFK, OFFICE, bookRide, stepper } from './booking-support.ts';
import { closeHostPages } from './embed-host-pages.ts';
import { enterOneTimeCode } from './support.ts';

// Issue 9, 'Four host demos': the intranet demo page (portal/demo/intranet.html, as built) served
// on ANOTHER SITE by the server's own demo host (server/src/http/demo-host.ts, what `npm start`
// runs on 127.0.0.1 at PORT+1), here on the worker's host page port. The visitor signs in inside
// curb-login, gets quotes and confirms in curb-booking, and the page's plain
// document.addEventListener('curb-booking-confirmed') shows the reservation.

const AVA = 'ava.employee@acme.example';
let host: Server;
let HOST = '';
let API = '';

test.beforeAll(async ({ journeyServer }) => {
  ({ origin: API, hostOrigin: HOST } = journeyServer);
  host = await startDemoHost({ portalDir, port: journeyServer.hostPort, apiOrigin: API });
});

test.afterAll(async () => {
  await closeHostPages(host);
});

test('the intranet demo on another site: sign in inside the element, quotes, confirm, the page hears curb-booking-confirmed', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const hostCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === HOST && url.pathname !== '/intranet.html') hostCalls.push(url.pathname);
  });

  await page.goto(`${HOST}/intranet.html`);
  // The copy-paste snippet names the server the elements came from.
  await expect(page.locator('#snippet')).toContainText(`<script type="module" src="${API}/embed/curb-booking.js"></script>`);
  // Signed out, the widget asks (curb-auth-required) and the host shows its sign-in box.
  await expect(stepper(page).getByText('Sign in to book a car.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email or firm code' }).fill(AVA);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterOneTimeCode(page, AVA);

  // The widget sees the sign-in made in curb-login at once; the host put its sign-in box away.
  await expect(page.getByText('You are signed in. Book a car below.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeHidden();
  const booking = stepper(page);
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  expect((await context.cookies(API)).find((cookie) => cookie.name === 'curb_session')).toMatchObject({ sameSite: 'None', secure: true });

  const number = await bookRide(booking, { pickup: OFFICE, dropoff: JFK });
  await expect(page.locator('#booking-note')).toHaveText(`Booked: reservation ${number}.`);

  expect(hostCalls, 'nothing but the page itself from the host site').toEqual([]);
  expect(errors).toEqual([]);
});
