import { expect, test } from './journey-test.ts';
import { holdRequests, signInReady } from './support.ts';

// Issue 10: on a cold /new-booking the portal page's early script (portal/src/first-step-early.ts,
// inlined in index.html) puts the shell's and the stepper's elements in place and draws step 1
// before the root config, the session and the elements' code are here. The user types at once;
// the shell draws around the stepper without the field losing the focus, and the stepper takes
// over what was typed.

test('on a cold /new-booking the first step takes typing before the portal is ready, and keeps it through the shell and the stepper drawing', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  const releaseSession = await holdRequests(page, '**/users/userData*');

  await page.goto('/new-booking');
  const booking = page.locator('curb-booking');
  await expect(booking.locator('.curb-first-step-sketch')).toBeVisible();
  await expect(booking.getByRole('status')).toHaveText('Loading…');
  await booking.getByRole('textbox', { name: 'Full name' }).click();
  await page.keyboard.type('Ann Ear');
  releaseSession();
  await page.keyboard.type('ly');

  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(booking.locator('.curb-first-step-sketch')).toHaveCount(0);
  const drawn = booking.locator('[data-field="passengers.0.fullName"] sl-input');
  await expect(drawn).toHaveJSProperty('value', 'Ann Early');
  await page.keyboard.type(' Jr');
  await expect(drawn).toHaveJSProperty('value', 'Ann Early Jr');
  await expect(drawn.locator('input')).toBeFocused();
  // One stepper, inside the shell's main area; the signed-in user is still the authorizing employee.
  await expect(booking).toHaveCount(1);
  expect(await booking.evaluate((element) => element.assignedSlot?.closest('main') !== null && element.assignedSlot !== null)).toBe(true);
  await expect(booking.getByText('Ava Employee')).toBeVisible();
});

test('when the session is here before the stepper code, what was typed into the first step still lands', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  // The stepper's module waits until the test has typed: the root config has the session by then,
  // so the stepper takes the sketch over in its very first commit.
  const releaseModule = await holdRequests(page, '**/elements/curb-booking.*.js');
  await page.goto('/new-booking');
  const booking = page.locator('curb-booking');
  await booking.getByRole('textbox', { name: 'Full name' }).click();
  await page.keyboard.type('Ann Ear');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  releaseModule();
  await page.keyboard.type('ly');
  const drawn = booking.locator('[data-field="passengers.0.fullName"] sl-input');
  await expect(drawn).toHaveJSProperty('value', 'Ann Early');
  await expect(drawn.locator('input')).toBeFocused();
  await expect(booking.getByText('Ava Employee')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(drawn).toHaveJSProperty('value', 'Ann Early');
});

test('a session the server no longer knows: the early first step goes and the sign-in page shows', async ({ page, context }) => {
  await signInReady(page, 'ava.employee@acme.example');
  // The browser still holds the session's expiry, but the server's cookie is gone.
  await context.clearCookies();
  await page.goto('/new-booking');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
  await expect(page.locator('curb-booking')).toHaveCount(0);
});
