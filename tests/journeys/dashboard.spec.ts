import { openAccountTab } from './account-support.ts';
import { expect, test, type Locator, type Page } from './journey-test.ts';
import { signInReady, toast } from './support.ts';

// Issue 14, curb-dashboard at /dashboard (spec 001 §7 Dashboard, §9; 001 §2 /reports?type=Dashboard):
// rita.reporter lands on the dashboard from a report link, every one of the 13 views shows data
// (no empty chart), kilometres and kg then miles and lb in her preferences change the
// sustainability figures without a reload, a quick range changes the URL and the figures; in dark
// mode an employee chosen in the filters goes into the URL and every view's query.
// Screenshots at 1400 and 1920 px, light and dark, to test-results/screenshots/dashboard-*.png.

const RITA = 'rita.reporter@acme.example';
const VIEWS = [
  'summary', 'metrics', 'sustainability', 'emissions-by-month', 'emissions-by-weekday', 'emissions-by-hour', 'hourly-distribution',
  'rides-by-service', 'top-employees', 'top-airports', 'emissions-by-country', 'emissions-by-state', 'emissions-by-purpose-of-journey',
];
const KPI_ONLY = new Set(['summary', 'metrics']);

const view = (dashboard: Locator, name: string) => dashboard.locator(`section[data-view="${name}"]`);
const kpi = (dashboard: Locator, name: string, label: string) =>
  view(dashboard, name).locator('.kpi').filter({ has: dashboard.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function everyViewDrawn(dashboard: Locator): Promise<void> {
  for (const name of VIEWS) {
    await expect(view(dashboard, name), name).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    if (!KPI_ONLY.has(name)) await expect(view(dashboard, name).locator('.chart canvas').first(), `${name} chart`).toBeAttached();
  }
}

async function setDistanceUnits(page: Page, units: 'Kilometers' | 'Miles'): Promise<void> {
  const account = await openAccountTab(page, 'PREFERENCES');
  await account.getByRole('combobox', { name: 'Distance units' }).click();
  await account.getByRole('option', { name: units, exact: true }).click();
  await account.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Preferences saved successfully')).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).first().click();
}

const figure = async (dd: Locator): Promise<number> => Number((await dd.innerText()).replace(/[^\d.]/g, ''));

test('rita lands on the dashboard from a report link: 13 views with data, units from her preferences live, a quick range in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signInReady(page, RITA);
  await page.goto('/reports?type=Dashboard&country=0');
  await expect(page).toHaveURL(/\/dashboard\?.*tripDatesGroup=last30Days/);
  const dashboard = page.locator('curb-dashboard');
  await everyViewDrawn(dashboard);

  // Rita's seeded preference is miles: CO2 in lb. Kilometres show kg, miles show lb again, no reload.
  const co2 = kpi(dashboard, 'sustainability', 'CO2');
  await expect(co2).toHaveText(/ lb$/);
  const pounds = await figure(co2);
  await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
  await setDistanceUnits(page, 'Kilometers');
  await expect(co2).toHaveText(/ kg$/);
  expect(Math.abs(await figure(co2) - pounds / 2.20462)).toBeLessThan(0.2);
  await expect(kpi(dashboard, 'summary', 'Distance')).toHaveText(/ km$/);
  await setDistanceUnits(page, 'Miles');
  await expect(co2).toHaveText(/ lb$/);
  expect(await figure(co2)).toBe(pounds);
  await expect(kpi(dashboard, 'sustainability', 'CO2 per mi')).toHaveText(/ lb$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.screenshot({ path: 'test-results/screenshots/dashboard-light-1400.png', fullPage: true });

  // A quick range: the URL and the figures follow.
  const rides = kpi(dashboard, 'summary', 'Rides');
  const before = await rides.innerText();
  await dashboard.getByRole('combobox', { name: 'Time range' }).click();
  await dashboard.getByRole('option', { name: 'Last week', exact: true }).click();
  await expect(page).toHaveURL(/tripDatesGroup=lastWeek/);
  await expect(rides).not.toHaveText(before);
  await everyViewDrawn(dashboard);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: 'test-results/screenshots/dashboard-light-1920.png', fullPage: true });
});

test('the dashboard in dark mode at 1920 and 1400 px: an employee filter in the URL and the views, charts drawn in the dark theme, resized with the window', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('curb.darkMode', 'true'));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInReady(page, RITA);
  await page.goto('/dashboard');
  const dashboard = page.locator('curb-dashboard');
  await expect(dashboard.locator('.curb-root.sl-theme-dark')).toBeAttached();
  await everyViewDrawn(dashboard);

  // An employee from the same picker as the reports': in the URL, and every view asks with her id.
  const asked = page.waitForRequest((r) => /\/reports\/dashboard\/summary\?.*employeeIds=\d+/.test(r.url()));
  await dashboard.getByRole('combobox', { name: 'Employees' }).fill('Ava');
  await dashboard.getByRole('option', { name: /Ava Employee/ }).click();
  await expect(dashboard.getByRole('list', { name: 'Chosen employees' })).toHaveText('Ava Employee');
  await expect(page).toHaveURL(/employees=\d+%3AAva(\+|%20)Employee/);
  await asked;
  await expect(view(dashboard, 'summary')).toHaveAttribute('data-state', 'ready');
  await page.screenshot({ path: 'test-results/screenshots/dashboard-dark-1920.png', fullPage: true });

  // The month chart fills its card at both widths (echarts resizes with its box).
  const chart = view(dashboard, 'emissions-by-month').locator('.chart');
  const fits = async () => chart.evaluate((el) => Math.abs((el.querySelector('canvas')?.getBoundingClientRect().width ?? 0) - el.getBoundingClientRect().width) < 2);
  await expect.poll(fits).toBe(true);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await expect.poll(fits).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/dashboard-dark-1400.png', fullPage: true });
});
