import { expect, test } from './journey-test.ts';
import { JFK, OFFICE, bookRide, stepper } from './booking-support.ts';
import { enterOneTimeCode } from './support.ts';

// Issue 9: the React 19 host demo (portal/demo/react-host.html, a host app bundling its own React)
// renders curb-login and curb-booking as typed JSX; a sign-in in one element is seen by the other,
// and the ride booked reaches the app's typed `oncurb-booking-confirmed` handler as React state.

const AVA = 'ava.employee@acme.example';

test('a React 19 host app signs in through curb-login and books in curb-booking with typed handlers', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page runs under the server's CSP (its import map is an inline script, allowed by hash): no
  // violation and no other console error; the one refusal expected is the signed-out user data.
  page.on('console', (message) => {
    const expected = /^Failed to load resource: the server responded with a status of 401/.test(message.text());
    if (message.type() === 'error' && !expected) errors.push(`console: ${message.text()}`);
  });

  await page.goto('/demo/react-host.html');
  await expect(page.getByRole('heading', { name: 'Travel desk (a React 19 app)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not signed in yet.' })).toBeVisible();
  const booking = stepper(page);
  await expect(booking.getByText('Sign in to book a car.')).toBeVisible();
  // The snippet a React developer copies.
  await expect(page.getByText('oncurb-booking-confirmed={(event) => setBooked(event.detail.reservationNumber)}', { exact: false })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email or firm code' }).fill(AVA);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterOneTimeCode(page, AVA);
  // The app's oncurb-auth-signed-in handler ran (React state), and the booking element saw the sign-in.
  await expect(page.getByRole('status').filter({ hasText: 'Signed in (one-time code).' })).toBeVisible();
  await expect(page.locator('curb-login')).toHaveCount(0);

  const number = await bookRide(booking, { pickup: OFFICE, dropoff: JFK });
  await expect(page.locator('#react-booking-note')).toHaveText(`Booked: reservation ${number}.`);
  await page.screenshot({ path: `${test.info().outputDir}/react-host-booked.png`, fullPage: true });
  expect(errors).toEqual([]);
});
