import { expect, test, type Page } from './journey-test.ts';
import { JFK, OFFICE, chooseCar, confirmBooking, dayFromToday, fillAcmeTripDetails, fillRoute, next, stepper } from './booking-support.ts';
import { signInReady } from './support.ts';
import { POSTGRES } from './postgres-tag.ts';

// Issue 11, a booking is made once: the stepper sends one Idempotency-Key per intention, so a
// double-click on Confirm, and a second Confirm after the first answer was lost on the way
// back, both leave exactly one new reservation.

const API_HEADERS = { 'x-api-key': 'curbside-demo-key' };
const EMAIL = 'ben.booker@acme.example';

async function reservationCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/web/v1/reservations', { headers: API_HEADERS });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json() as unknown[]).length;
}

async function toSummary(page: Page, day: number) {
  await page.goto('/new-booking');
  const booking = stepper(page);
  await fillAcmeTripDetails(booking);
  await next(booking, 'Date and location');
  await fillRoute(booking, { pickup: OFFICE, dropoff: JFK, when: { date: dayFromToday(day), time: '07:15' } });
  await next(booking, 'Car and payment');
  await chooseCar(booking);
  await next(booking, 'Summary');
  return booking;
}

test('a second Confirm after a lost answer books once, with the same key', async ({ page }) => {
  test.setTimeout(120_000);
  await signInReady(page, EMAIL);
  const before = await reservationCount(page);
  const keys: string[] = [];
  let dropped = false;
  // The first booking request reaches the server, but its answer never reaches the page.
  await page.route('**/api/web/v1/reservations', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    return route.abort('connectionreset');
  });

  const booking = await toSummary(page, 9);
  await booking.getByRole('button', { name: 'Confirm booking' }).click();
  await expect.poll(() => dropped).toBe(true);
  // The user is told it failed and tries again.
  await expect(booking.getByRole('button', { name: 'Confirm booking' })).toBeEnabled({ timeout: 15_000 });
  await confirmBooking(booking);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await reservationCount(page)).toBe(before + 1);
});

test('a double-click on Confirm books once', POSTGRES, async ({ page }) => {
  test.setTimeout(120_000);
  await signInReady(page, EMAIL);
  const before = await reservationCount(page);
  const booking = await toSummary(page, 10);
  await booking.getByRole('button', { name: 'Confirm booking' }).dblclick();
  const confirmed = booking.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmed.getByRole('heading', { name: 'Your ride is booked' })).toBeVisible({ timeout: 15_000 });
  expect(await reservationCount(page)).toBe(before + 1);
});
