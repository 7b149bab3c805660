import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './journey-test.ts';
import { loadAxe, signInReady, toast } from './support.ts';

// Issue 13, curb-reports at /reports (spec 001 §7, §5, §9): rita.reporter filters the year of
// Acme rides by a cost center and a quick range, the URL holds the filters (a reload shows the
// same report), and the CSV has the rows on screen; the summary by Department; a starred report
// saved and reapplied; the columns tour (001 §2) for cora; the keys and axe in light and dark.

const RITA = 'rita.reporter@acme.example';
/** Seeded with the new user tour seen: the server names the columns tour next (seed-data.ts). */
const CORA = 'cora.reporter@acme.example';
const SHOWING = /Showing [\d,]+ of [\d,]+ rides/;

const report = (page: Page) => page.locator('curb-reports');

/** Chooses `option` in the Shoelace select named `name`. */
async function choose(scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** The reservation numbers of the first rows on screen. */
async function firstReservations(scope: Locator, count = 5): Promise<string[]> {
  const rows = scope.locator('tr[data-reservation]');
  await expect(rows.first()).toBeVisible();
  const all = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-reservation') ?? ''));
  return all.slice(0, count);
}

/** Starts an export from the Export menu and answers the downloaded file's text. */
async function exportText(page: Page, format: string): Promise<string> {
  const download = page.waitForEvent('download');
  await report(page).getByRole('button', { name: 'Export' }).click();
  await report(page).getByRole('menuitem', { name: format }).click();
  return readFile(await (await download).path(), 'utf8');
}

async function openReports(page: Page, query = ''): Promise<Locator> {
  await signInReady(page, RITA);
  await page.goto(`/reports${query}`);
  const shown = report(page);
  await expect(shown.getByRole('search', { name: 'Report filters' })).toBeVisible();
  return shown;
}

test('rita filters by a cost center and a quick range; the URL keeps the report through a reload; the CSV has the rows on screen', async ({ page }) => {
  const reports = await openReports(page);
  await expect(reports.getByText(SHOWING)).toBeVisible();
  await expect(page).toHaveURL(/tripDatesGroup=last30Days/);

  await choose(reports, 'Trip dates', 'Last month');
  const code = reports.getByRole('combobox', { name: 'Cost Center code' });
  await code.click();
  await code.pressSequentially('CC-');
  // A code, not the 'Searching…' line the list shows while it asks (it is an option too, disabled).
  const option = reports.getByRole('option', { name: /CC-/ }).first();
  const costCenter = (await option.innerText()).trim();
  await option.click();
  await expect(reports.getByRole('listitem').filter({ hasText: `Cost Center: ${costCenter}` })).toBeVisible();
  await expect(page).toHaveURL(/tripDatesGroup=lastMonth/);
  await expect(page).toHaveURL(new RegExp(`costAllocations=Cost\\+Center%3A${costCenter}`));

  const status = reports.getByText(SHOWING);
  await expect(status).toBeVisible();
  // Wait for the filtered answer: the rows shown are all of that cost center.
  await expect(reports.locator('tr[data-reservation]').first()).toContainText(costCenter);
  const shownStatus = await status.innerText();
  const shownRows = await firstReservations(reports);

  await page.reload();
  await expect(reports.getByText(shownStatus)).toBeVisible();
  expect(await firstReservations(reports)).toEqual(shownRows);
  await expect(reports.getByRole('listitem').filter({ hasText: `Cost Center: ${costCenter}` })).toBeVisible();

  const csv = await exportText(page, 'CSV');
  const lines = csv.split('\r\n').filter((line) => line.length > 0);
  const total = Number(/of ([\d,]+) rides/.exec(shownStatus)?.[1]?.replace(/,/g, ''));
  expect(lines.length - 1, 'one CSV line per ride of the report').toBe(total);
  for (const number of shownRows) expect(csv).toContain(number);
  expect(lines.slice(1).every((line) => line.includes(costCenter))).toBe(true);
});

test('the summary groups by Department, with its CSV', async ({ page }) => {
  const reports = await openReports(page);
  await reports.getByRole('tab', { name: 'Summary' }).click();
  await choose(reports, 'Group by', 'Department');
  await expect(page).toHaveURL(/type=Summary/);
  await expect(page).toHaveURL(/groupBy=Department/);
  const table = reports.getByRole('table', { name: 'Summary by Department' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstGroup = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await expect(reports.getByRole('definition').first()).toBeVisible();

  const csv = await exportText(page, 'CSV');
  expect(csv.split('\r\n')[0]).toMatch(/^Department,Rides,Total cost/);
  expect(csv).toContain(firstGroup);
});

test('a starred report is saved with a schedule and reapplied, then deleted', async ({ page }) => {
  const reports = await openReports(page, '?tripDatesGroup=lastMonth&country=GB&type=Routes');
  await expect(reports.getByRole('table', { name: 'Most frequent routes' })).toBeVisible();
  const name = `UK last month ${Date.now()}`;
  await reports.getByRole('button', { name: 'Star this report' }).click();
  // The dialog's fields are slotted into sl-dialog: found from the element, not the dialog's shadow part.
  await expect(reports.getByRole('dialog', { name: 'Star this report' })).toBeVisible();
  await reports.getByRole('textbox', { name: 'Report name' }).fill(name);
  await choose(reports, 'Email it to me', 'Weekly');
  await reports.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Report starred')).toBeVisible();

  await page.goto('/reports');
  await expect(page).not.toHaveURL(/country=GB/);
  await reports.getByRole('button', { name: /Starred reports/ }).click();
  await reports.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/country=GB/);
  await expect(page).toHaveURL(/type=Routes/);
  await expect(reports.getByRole('table', { name: 'Most frequent routes' })).toBeVisible();

  await reports.getByRole('button', { name: /Starred reports/ }).click();
  await reports.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Starred report deleted')).toBeVisible();
});

test('cora, whose next tour is the columns tour, is walked through the column chooser and the headers once (001 §2)', async ({ page }) => {
  await signInReady(page, CORA);
  await page.goto('/reports');
  const reports = report(page);
  const first = reports.getByRole('dialog', { name: 'Choose your columns' });
  await expect(first).toContainText('1 of 2');
  await first.getByRole('button', { name: 'Next' }).click();
  const second = reports.getByRole('dialog', { name: 'Sort the report' });
  await expect(second).toContainText('2 of 2');
  const seen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users/seen-tour'));
  await second.getByRole('button', { name: 'Got it' }).click();
  expect((await seen).postDataJSON()).toEqual({ seenTourType: 'COLUMNS_TOUR' });
  await expect(second).toBeHidden();

  // Seen on the server: after a reload the server names it as seen and no card comes back.
  const nextTour = page.waitForResponse((r) => r.url().endsWith('/users/next-tour'));
  await page.reload();
  expect((await (await nextTour).json()).tourTypeToShowSeen).toBe(true);
  await expect(reports.getByText(SHOWING)).toBeVisible();
  await expect(reports.getByRole('dialog', { name: 'Choose your columns' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the report works from the keyboard and has no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((dark) => window.localStorage.setItem('curb.darkMode', dark), String(theme === 'dark'));
    const reports = await openReports(page);
    await expect(reports.getByText(SHOWING)).toBeVisible();
    await expect(page.locator(`curb-reports .curb-root.sl-theme-${theme}`)).toBeAttached();
    await page.screenshot({ path: `test-results/screenshots/reports-${theme}.png`, fullPage: true });

    // The view tabs answer the arrow keys, and the URL follows.
    await reports.getByRole('tab', { name: 'Rides' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(reports.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/type=Summary/);
    // The Export menu opens from the keyboard.
    await reports.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    await expect(reports.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    await page.keyboard.press('Escape');

    await loadAxe(page);
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } };
      return (await axe.run(document)).violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(violations).toEqual([]);
  });
}
