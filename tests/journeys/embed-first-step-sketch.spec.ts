import { expect, test } from './journey-test.ts';
import { holdRequests, loadAxe, signInReady } from './support.ts';

// Issue 10: the book-a-car widget's loader draws step 1 before React, Shoelace and the session are
// here (elements/booking/src/early). The user types into it at once; when the session answers and
// the stepper draws step 1, what was typed is in the main passenger, the focus is still in the
// field, and what is typed next lands after it.

const HOST = '/journey-sketch-host.html';
const hostPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Acme Intranet</title><link rel="icon" href="data:," /></head>
  <body><main><h1>Acme Intranet</h1><curb-booking api-key="curbside-demo-key"></curb-booking></main>
  <script type="module" src="/embed/curb-booking.js"></script></body>
</html>`;

test('what is typed into the first step before the widget is ready stays, and so does the focus', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  await page.route(`**${HOST}`, (route) => route.fulfill({ contentType: 'text/html', body: hostPage }));
  // The session waits until the test has typed into the sketch.
  const releaseSession = await holdRequests(page, '**/users/userData*');

  await page.goto(HOST);
  const booking = page.locator('curb-booking');
  const fullName = booking.getByRole('textbox', { name: 'Full name' });
  await expect(booking.locator('.curb-first-step-sketch')).toBeVisible();
  await expect(booking.getByRole('status')).toHaveText('Loading…');
  await expect(booking.getByRole('textbox', { name: 'Mobile phone' })).toBeDisabled();
  await expect(booking.getByRole('button', { name: 'Next' })).toBeDisabled();
  await loadAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(document.querySelector('curb-booking') as Element, { resultTypes: ['violations'] })).violations.map((v) => v.id);
  });
  expect(violations).toEqual([]);

  await fullName.click();
  await page.keyboard.type('Ann Ear');
  releaseSession();
  await page.keyboard.type('ly');

  // The stepper has taken over: its own field (Shoelace), the typed name in it, the focus kept.
  await expect(booking.locator('.curb-first-step-sketch')).toHaveCount(0);
  const drawn = booking.locator('[data-field="passengers.0.fullName"] sl-input');
  await expect(drawn).toHaveJSProperty('value', 'Ann Early');
  await page.keyboard.type(' Jr');
  await expect(drawn).toHaveJSProperty('value', 'Ann Early Jr');
  await expect(drawn.locator('input')).toBeFocused();
  // The signed-in user's details did not overwrite the typed passenger; the authorizing employee is still theirs.
  await expect(booking.getByText('Ava Employee')).toBeVisible();
  await expect(drawn).toHaveJSProperty('value', 'Ann Early Jr');
});

test('signed out, the sketch gives way to the sign-in message', async ({ page }) => {
  await page.route(`**${HOST}`, (route) => route.fulfill({ contentType: 'text/html', body: hostPage }));
  await page.goto(HOST);
  const booking = page.locator('curb-booking');
  await expect(booking.getByText('Sign in to book a car.')).toBeVisible();
  await expect(booking.locator('.curb-first-step-sketch')).toHaveCount(0);
  await expect(booking.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
});
