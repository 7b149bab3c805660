// The coverage map at /map (issue 14; 000 §2, 001 §2): the car providers map tour for a user
// whose next tour it is, and Acme's providers' areas on the map with the filter, the list, the
// area details and the keyboard. Screenshots in light and dark at 1400 and 1920 px.
import { expect, test, type Page } from './journey-test.ts';
import { acceptFirstSessionDialogs, loadAxe, signIn, signInReady } from './support.ts';

const map = (page: Page) => page.getByRole('application', { name: 'Coverage map of car providers' });

test('a user whose next tour is the car providers map lands on /map after login, sees the tour, and Got it ends it', async ({ page }) => {
  await signIn(page, 'mia.traveler@hq.example');
  await acceptFirstSessionDialogs(page);
  await expect(page).toHaveURL(/\/map$/);
  const tour = page.getByRole('dialog', { name: 'Where your car providers pick up' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('1 of 1');
  await expect(map(page)).toHaveAttribute('aria-busy', 'false');
  const seen = page.waitForRequest((r) => r.url().endsWith('/users/seen-tour') && r.method() === 'POST');
  await tour.getByRole('button', { name: 'Got it' }).click();
  expect((await seen).postDataJSON()).toEqual({ seenTourType: 'CAR_PROVIDERS_MAP' });
  await expect(tour).toBeHidden();
  // 001 §2: 60 particles of confetti, gone after 1500 ms.
  await expect(page.locator('curb-coverage-map .curb-confetti-piece')).toHaveCount(60);
  await expect(page.locator('curb-coverage-map .curb-confetti')).toHaveCount(0, { timeout: 5000 });
  const next = await page.request.get('/api/web/v1/users/next-tour', { headers: { 'x-api-key': 'curbside-demo-key' } });
  expect(await next.json()).toMatchObject({ tourTypeToShow: 'CAR_PROVIDERS_MAP', tourTypeToShowSeen: true });
});

test("the map shows Acme's providers' areas; the filter, the list, an area's details and the keyboard work", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInReady(page, 'ben.booker@acme.example');
  await expect(page).not.toHaveURL(/\/map$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coverage map' }).click();
  await expect(page).toHaveURL(/\/map$/);
  const element = page.locator('curb-coverage-map');
  await expect(map(page)).toHaveAttribute('aria-busy', 'false');
  const summary = element.locator('.coverage-summary');
  await expect(summary).toHaveText('9 car providers, 43 service areas');

  // The map draws every area of Acme's providers, the firm's own areas outlined, and a legend.
  await expect(element.locator('path.geo-map__area:not(.geo-map__area--outline)')).toHaveCount(43);
  await expect(element.locator('path.geo-map__area--outline')).toHaveCount(7);
  const legend = element.getByRole('list', { name: 'Legend' });
  await expect(legend).toContainText('Skyline Executive');
  await expect(legend).toContainText("Your firm's service areas");

  // The list beside the map: choosing an area shows its provider, services and phone.
  const side = element.getByRole('complementary', { name: 'Car providers and their service areas' });
  await side.getByRole('list', { name: 'Service areas of Harbour Bridge Chauffeurs' }).getByRole('button', { name: /Greater Sydney/ }).click();
  const details = element.locator('.coverage-details');
  await expect(details.getByRole('heading', { name: 'Harbour Bridge Chauffeurs' })).toBeVisible();
  await expect(details).toContainText('Greater Sydney, Australia');
  await expect(details).toContainText('Minibus');
  await expect(details.getByRole('link', { name: '+61 255550147' })).toHaveAttribute('href', 'tel:+61255550147');

  // The filter by provider; then clicking an area on the map shows it too.
  await element.getByRole('combobox', { name: 'Car provider' }).click();
  await page.getByRole('option', { name: 'Skyline Executive' }).click();
  await expect(summary).toHaveText('1 car provider, 4 service areas');
  await expect(side.getByRole('heading', { level: 2 })).toHaveText(['Skyline Executive']);
  await side.getByRole('button', { name: /New York metro/ }).click();
  await expect(details).toContainText('New York metro, United States');
  await element.getByRole('button', { name: 'Zoom out' }).click();
  await element.getByRole('button', { name: 'Zoom out' }).click();
  const box = await element.locator('path.geo-map__area[data-area-id="SKX-2"]').boundingBox();
  expect(box).not.toBeNull();
  // The middle of Northern New Jersey lies west of the New York metro area.
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(details).toContainText('Northern New Jersey, United States');
  await expect(details).toContainText('Preferred by your firm');
  await element.getByRole('combobox', { name: 'Car provider' }).click();
  await page.getByRole('option', { name: 'Every car provider' }).click();
  await element.getByRole('combobox', { name: 'Vehicle type' }).click();
  await page.getByRole('option', { name: 'Minibus' }).click();
  await expect(side.getByRole('heading', { level: 2 })).toHaveText(['Harbour Bridge Chauffeurs', 'Unity Chauffeurs']);

  // The keyboard: the focused map zooms with + and - and pans with the arrows.
  const world = element.locator('.geo-map__svg > g').first();
  const before = await world.getAttribute('transform');
  await map(page).focus();
  await page.keyboard.press('+');
  const zoomed = await world.getAttribute('transform');
  expect(zoomed).not.toBe(before);
  await page.keyboard.press('ArrowRight');
  expect(await world.getAttribute('transform')).not.toBe(zoomed);
  await page.keyboard.press('-');
  // Tab reaches the list's areas; Enter chooses one.
  await side.getByRole('button', { name: /Greater Melbourne/ }).focus();
  await page.keyboard.press('Enter');
  await expect(details).toContainText('Greater Melbourne, Australia');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => window.localStorage.setItem('curb.darkMode', dark), String(theme === 'dark'));
    for (const width of [1400, 1920]) {
      await page.setViewportSize({ width, height: width === 1400 ? 900 : 1080 });
      await page.goto('/map');
      await expect(map(page)).toHaveAttribute('aria-busy', 'false');
      await side.getByRole('button', { name: /New York metro/ }).first().click();
      await page.screenshot({ path: `test-results/screenshots/coverage-map-${theme}-${width}.png` });
    }
    await loadAxe(page);
    const violations = await page.evaluate(async () => {
      const host = document.querySelector('curb-coverage-map');
      const axe = (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: Array<{ id: string }> }> } }).axe;
      return (await axe.run(host)).violations.map((v) => v.id);
    });
    expect(violations, theme).toEqual([]);
  }
});
