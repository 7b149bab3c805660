import { expect, type Locator, type Page } from '@playwright/test';
import { signInReady } from './support.ts';

/** The booking stepper on the page (portal /new-booking or the intranet widget). */
export function stepper(page: Page): Locator {
  return page.locator('curb-booking');
}

/**
 * Flip a Shoelace switch (ASAP, Commercial flight, Meet and greet) by clicking its track, like a
 * user: the switch host spans the row, its label only the start of it.
 */
export async function toggle(booking: Locator, label: string): Promise<void> {
  await booking.getByText(label, { exact: true }).click({ position: { x: 14, y: 12 } });
}

/** Choose an option of a Shoelace select by its label. */
export async function choose(booking: Locator, label: string | RegExp, option: string): Promise<void> {
  await booking.getByRole('combobox', { name: label }).click();
  const item = booking.getByRole('option', { name: option });
  await expect(item).toBeVisible();
  await item.click();
  await expect(booking.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** Type into an autocomplete (address, cost code, employee) and pick the matching suggestion. */
export async function pick(booking: Locator, label: string | RegExp, text: string, option: string | RegExp): Promise<void> {
  await booking.getByRole('combobox', { name: label }).fill(text);
  const item = booking.getByRole('option', { name: option }).first();
  await expect(item).toBeVisible();
  await item.click();
}

/** Step 1 for Acme: purpose of journey and the mandatory Cost Center. */
export async function fillAcmeTripDetails(booking: Locator): Promise<void> {
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await choose(booking, /Purpose of journey/, 'Airport transfer');
  await pick(booking, /Cost Center/, 'CC-', /CC-100/);
}

export async function next(booking: Locator, heading: string): Promise<void> {
  await booking.getByRole('button', { name: 'Next' }).click();
  await expect(booking.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** A date `days` from today as the date input takes it (YYYY-MM-DD, the browser's local day). */
export function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Step 2: an ASAP (or dated) ride from pickup to drop-off, both picked from the suggestions. */
export async function fillRoute(
  booking: Locator,
  route: { pickup: [string, RegExp]; dropoff: [string, RegExp]; when?: { date: string; time: string } },
): Promise<void> {
  await expect(booking.getByRole('heading', { name: 'Date and location' })).toBeVisible();
  if (route.when) {
    await booking.getByRole('textbox', { name: /^Date/ }).fill(route.when.date);
    await booking.getByRole('textbox', { name: /^Time/ }).fill(route.when.time);
  } else {
    await toggle(booking, 'ASAP');
    await expect(booking.getByRole('switch', { name: 'ASAP' })).toBeChecked();
  }
  await pick(booking, /^Pickup/, route.pickup[0], route.pickup[1]);
  if (route.pickup === JFK) await choose(booking, /^Terminal/, 'Terminal 4');
  await pick(booking, /^Drop-off/, route.dropoff[0], route.dropoff[1]);
  await expect(booking.getByRole('status', { name: 'Estimated trip' })).toBeVisible();
  // An airport without a commercial flight needs its terminal (001 §5).
  if (route.dropoff === JFK) await choose(booking, /^Terminal/, 'Terminal 4');
}

/**
 * Steps 1 and 2 on the portal's /new-booking for an Acme employee, from the office to JFK, until
 * the completed trip's quote call has answered (it is made before Next, issue 10).
 */
export async function completeTripToJfk(page: Page, email: string): Promise<Locator> {
  await signInReady(page, email);
  await page.goto('/new-booking');
  const booking = stepper(page);
  await fillAcmeTripDetails(booking);
  await next(booking, 'Date and location');
  const quoted = page.waitForResponse((response) => response.url().endsWith('/car-services/quotes'));
  await fillRoute(booking, { pickup: OFFICE, dropoff: JFK });
  await quoted;
  return booking;
}

/** Step 3: a car service by its card text, keeping the default payment (bill to company for Acme). */
export async function chooseCar(booking: Locator, service: RegExp = /Metro Black Car Sedan/): Promise<void> {
  await expect(booking.getByRole('heading', { name: 'Car and payment' })).toBeVisible();
  await booking.getByRole('radio', { name: service }).click();
  await expect(booking.getByRole('radio', { name: service })).toBeChecked();
}

/** Step 4: confirm; returns the reservation number shown on the confirmation. */
export async function confirmBooking(booking: Locator): Promise<string> {
  await booking.getByRole('button', { name: 'Confirm booking' }).click();
  const confirmed = booking.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmed.getByRole('heading', { name: 'Your ride is booked' })).toBeVisible({ timeout: 15_000 });
  const number = (await confirmed.getByRole('definition').first().innerText()).trim();
  expect(number).toMatch(/^CB-\d+$/);
  return number;
}

/** The four steps for an Acme employee on a route, through to the confirmation; returns the reservation number. */
export async function bookRide(
  booking: Locator,
  route: { pickup: [string, RegExp]; dropoff: [string, RegExp]; when?: { date: string; time: string } },
): Promise<string> {
  await fillAcmeTripDetails(booking);
  await next(booking, 'Date and location');
  await fillRoute(booking, route);
  await next(booking, 'Car and payment');
  await chooseCar(booking);
  await next(booking, 'Summary');
  return confirmBooking(booking);
}

export const JFK: [string, RegExp] = ['JFK', /John F Kennedy International Airport/];
export const OFFICE: [string, RegExp] = ['350 5th Ave', /Acme HQ/];

/** Manage bookings from the side navigation, on its Upcoming tab. */
export async function openManageBookings(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage bookings' }).click();
  const bookings = page.locator('curb-bookings');
  await expect(bookings.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
  return bookings;
}

/** Signed in as `email`, /new-booking's stepper filled to 'Car and payment' (Acme trip details, the office to JFK). */
export async function stepperAtCarAndPayment(page: Page, email: string): Promise<Locator> {
  const booking = await completeTripToJfk(page, email);
  await next(booking, 'Car and payment');
  return booking;
}
