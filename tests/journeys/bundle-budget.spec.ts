import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

/**
 * Bundle budget (issue 10): the JavaScript the booking widget's embed loads until its
 * first step shows, gzip, React included. The goal is "widget JS for the first step,
 * gzip, React included: ≤ 120 KB". The embed is far above it today, so the ceiling is
 * today's size (304.0 KiB measured on 2026-11-24: the embed, one self-contained file) plus a little
 * room for work in flight: a regression fails, and each session that makes the widget
 * smaller lowers CEILING towards GOAL.
 */
const GOAL = 120 * 1024;
const CEILING = 310 * 1024;

const HOST_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Budget host</title><link rel="icon" href="data:," /></head>
  <body>
    <curb-booking api-key="curbside-demo-key"></curb-booking>
    <script type="module" src="/embed/curb-booking.js"></script>
  </body>
</html>`;

test('the booking widget loads its first step within the bundle budget', async ({ page, baseURL }) => {
  await signIn(page, 'ava.employee@acme.example');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // A host page with the widget alone, on the server's origin (the signed-in session is shared).
  await page.route(`${baseURL}/budget-host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST_PAGE }));
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto('/budget-host.html');
  await expect(page.locator('curb-booking').getByRole('heading', { name: 'Passenger info' })).toBeVisible();

  const sizes = await Promise.all([...scripts].map(async ([url, body]) => ({ url, gzip: gzipSync(await body, { level: 9 }).length })));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  test.info().annotations.push({ type: 'first-step JS, gzip', description: `${kib(total)} (goal ${kib(GOAL)}, ceiling ${kib(CEILING)}): ${sizes.map((s) => `${new URL(s.url).pathname} ${kib(s.gzip)}`).join(', ')}` });
  expect(sizes.map((s) => new URL(s.url).pathname)).toContain('/embed/curb-booking.js');
  expect(total, `first-step JS ${kib(total)} gzip is over the ceiling ${kib(CEILING)}`).toBeLessThanOrEqual(CEILING);
});
