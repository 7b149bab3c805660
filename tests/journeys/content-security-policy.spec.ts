import { expect, test, type Page } from './journey-test.ts';
import { signInReady } from './support.ts';

// Issue 11, Headers: the portal, the gallery and the demo page run under their
// Content-Security-Policy (no inline script but the hashed ones, no eval) with no violation.

/** Every violation the page reports, kept across navigations of this page. */
async function collectViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => { seen.push(text); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __cspViolation?: (text: string) => void }).__cspViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('every screen of the portal, the gallery and the intranet demo run under the CSP with no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  const first = await page.goto('/login');
  expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await signInReady(page, 'sam.super@acme.example');

  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  const paths = [...new Set((await links.evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname))))];
  expect(paths.length).toBeGreaterThanOrEqual(2);
  for (const path of paths) {
    await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`).first().click();
    // A screen may keep its state in the query (/reports?tripDates=...).
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations, 'violations in the portal').toEqual([]);

  for (const url of ['/gallery/', '/demo/intranet.html']) {
    const answer = await page.goto(url);
    expect(answer?.headers()['content-security-policy'], url).toContain("object-src 'none'");
    await page.waitForLoadState('networkidle');
  }
  expect(violations, 'violations in the gallery or the demo').toEqual([]);
});
