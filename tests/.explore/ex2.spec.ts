import { expect, test } from '@playwright/test';
import { signInReady } from '../journeys/support.ts';
test('explore', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  await page.goto('/new-booking');
  const b = page.locator('curb-booking');
  await b.getByRole('combobox', { name: /Purpose of journey/ }).click();
  await b.getByRole('option', { name: 'Airport transfer' }).click();
  await b.getByRole('combobox', { name: /Cost Center/ }).fill('CC-');
  await b.getByRole('option', { name: /CC-100/ }).click();
  await b.getByRole('button', { name: 'Next' }).click();
  await page.waitForTimeout(1500);
  console.log(await b.ariaSnapshot());
  await page.screenshot({ path: '/tmp/explore/s2.png', fullPage: true });
});
