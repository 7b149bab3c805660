import { expect, test, type Page } from './journey-test.ts';
import { JFK, OFFICE, chooseCar, fillAcmeTripDetails, fillRoute, next, stepper } from './booking-support.ts';
import { latestCode, signInReady } from './support.ts';

// Issue 3: each booking step, light and dark, and the intranet widget, for a person to look at.
const OUT = 'test-results/screenshots';
const AVA = 'ava.employee@acme.example';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/booking-${name}.png`, fullPage: false });
}

for (const theme of ['light', 'dark'] as const) {
  test(`booking steps, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 1000 });
    await signInReady(page, AVA);
    await page.goto('/new-booking');
    const booking = stepper(page);
    await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
    // The shell and the stepper both take the documented theme attribute.
    await page.evaluate((t) => document.querySelectorAll('curb-shell, curb-booking').forEach((el) => el.setAttribute('theme', t)), theme);
    await shoot(page, `1-passenger-${theme}`);
    await booking.getByRole('button', { name: 'Next' }).click();
    await expect(booking.getByText('Please specify Cost Center value')).toBeVisible();
    await shoot(page, `1-passenger-errors-${theme}`);
    await fillAcmeTripDetails(booking);
    await next(booking, 'Date and location');
    await shoot(page, `2-date-location-empty-${theme}`);
    await fillRoute(booking, { pickup: JFK, dropoff: OFFICE });
    await shoot(page, `2-date-location-${theme}`);
    await next(booking, 'Car and payment');
    await chooseCar(booking);
    await shoot(page, `3-car-payment-${theme}`);
    await next(booking, 'Summary');
    await shoot(page, `4-summary-${theme}`);
    await booking.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(booking.getByRole('heading', { name: 'Your ride is booked' })).toBeVisible({ timeout: 15_000 });
    await shoot(page, `5-confirmation-${theme}`);
  });
}

test('the intranet widget', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/demo/intranet.html');
  const booking = stepper(page);
  await expect(booking.getByText('Sign in to book a car.')).toBeVisible();
  await page.screenshot({ path: `${OUT}/booking-intranet-signed-out.png`, fullPage: true });
  await page.getByRole('textbox', { name: 'Email or firm code' }).fill(AVA);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await latestCode(page, AVA));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await expect(booking.getByRole('region', { name: 'Booking for' })).toContainText('Ava Employee');
  await expect(page.getByText('You are signed in. Book a car below.')).toBeVisible();
  await page.screenshot({ path: `${OUT}/booking-intranet.png` });
});
