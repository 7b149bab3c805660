import { test } from '@playwright/test';
import { signInReady } from '../journeys/support.ts';
test('explore', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  await page.goto('/new-booking');
  await page.waitForTimeout(3000);
  console.log(await page.locator('curb-booking').ariaSnapshot());
  await page.screenshot({ path: '/tmp/explore/s1.png', fullPage: true });
});
