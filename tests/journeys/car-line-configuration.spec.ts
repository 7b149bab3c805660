// Car-line configuration (issue 16; 001 §3 Car line and region payload, §7 Superadmin carlines and
// booking accounts): sam.super creates a car line on a free booking account, draws its region by
// clicking the map, gives it a schedule across midnight and an exception date; the server's refusal
// of a pickup outside the region shows by the pickup, nothing typed is lost, and once the region
// covers the pickup the line is saved, listed, and max.marshal finds it among his lines (his console's line choice).
import { expect, test, type Locator, type Page } from './journey-test.ts';
import { signInReady, toast } from './support.ts';

const API = { 'x-api-key': 'curbside-demo-key' };
const LINE = 'Acme garage evening line';

/** Click the map at fractions of its width and height (a point of the region). */
async function clickMap(map: Locator, fx: number, fy: number): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await map.page().mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

async function choosePlace(page: Page, element: Locator, label: string, typed: string, option: RegExp): Promise<void> {
  const box = element.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveValue(option);
}

/** Full-page screenshots in light, then dark (the header's Dark mode toggle), back to light. */
async function screenshots(page: Page, name: string): Promise<void> {
  const dark = page.getByRole('button', { name: 'Dark mode' });
  await page.screenshot({ path: `test-results/screenshots/${name}-light.png`, fullPage: true });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `test-results/screenshots/${name}-dark.png`, fullPage: true });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'false');
}

test('sam.super creates a car line with a drawn region and a schedule, and max.marshal sees it', async ({ page, browser }) => {
  // One user story end to end (two sign-ins, a refused and an accepted save, screenshots): longer than the default minute under load.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInReady(page, 'sam.super@acme.example');
  await page.goto('/manage-car-lines');
  const element = page.locator('curb-car-lines');
  // sam.super may run car lines (the allowed flag) and configure them: the tabs Console and Configuration.
  await element.getByRole('tab', { name: 'Configuration' }).click();
  const list = element.getByRole('table', { name: 'Car lines' });
  await expect(list.locator('.car-line-row[data-name="Acme HQ lobby"]')).toContainText('Mon–Fri · 07:00–10:00, 16:00–23:30 · 2 exception dates');
  await expect(list.locator('.car-line-row[data-name="Acme HQ lobby"]')).toContainText('Acme Lobby fallback · Harbor Limo');
  await screenshots(page, 'car-line-configuration-list');

  await element.getByRole('button', { name: 'New car line' }).click();
  const form = element.getByRole('form', { name: 'New car line' });
  await form.getByRole('textbox', { name: /^Car line name/ }).fill(LINE);
  await form.getByRole('combobox', { name: 'Booking account', exact: false }).first().click();
  await page.getByRole('option', { name: /Acme Lobby fallback · Harbor Limo/ }).click();
  await form.getByRole('combobox', { name: 'Fallback booking account' }).click();
  await page.getByRole('option', { name: /Acme Lobby · Metro Black Car/ }).click();
  await choosePlace(page, form, 'Pickup place', 'Acme HQ', /Acme HQ/);

  // The region: three clicks on the map near its top left corner (away from the pickup), then the first point closes it.
  const map = form.getByRole('application', { name: 'Region of the car line' });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await clickMap(map, 0.1, 0.1);
  await clickMap(map, 0.25, 0.1);
  await clickMap(map, 0.2, 0.25);
  const points = form.getByRole('list', { name: 'Region points' });
  await expect(points.getByRole('listitem')).toHaveCount(3);
  await form.getByRole('button', { name: 'Close region' }).click();
  await expect(form.getByText('Region closed with 3 points.')).toBeVisible();

  // The schedule: every weekday evening across midnight, plus a late-morning range; one exception date.
  await form.locator('sl-checkbox', { hasText: 'Saturday' }).click();
  await expect(form.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Range 1 from' }).fill('18:00');
  await form.getByRole('textbox', { name: 'Range 1 to' }).fill('02:00');
  await expect(form.getByText('Across midnight: ends the next day')).toBeVisible();
  await form.getByRole('button', { name: 'Add time range' }).click();
  await form.getByRole('textbox', { name: 'Range 2 from' }).fill('10:00');
  await form.getByRole('textbox', { name: 'Range 2 to' }).fill('12:00');
  await form.getByRole('textbox', { name: 'Date the line does not run' }).fill('2026-12-31');
  await form.getByRole('button', { name: 'Add date' }).click();
  await form.getByRole('switch', { name: 'On-hold mode' }).press('Space');
  await expect(form.getByRole('switch', { name: 'On-hold mode' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Confirmation message' }).fill('Your car is on its way: wait by the garage door.');
  await form.getByRole('textbox', { name: 'Department code' }).fill('GARAGE');

  // The server refuses the pickup outside the drawn region: its message by the pickup, nothing lost.
  const refused = page.waitForResponse((r) => r.url().endsWith('/superadmin/carlines') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create car line' }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.locator('[data-field="pickupPlace"]')).toContainText("The pickup is outside the car line's region");
  await expect(form.getByRole('textbox', { name: /^Car line name/ })).toHaveValue(LINE);
  await expect(points.getByRole('listitem')).toHaveCount(3);
  await expect(form.getByRole('textbox', { name: 'Department code' })).toHaveValue('GARAGE');

  // Around the pickup instead: clear the region and draw it again by clicking round the map's centre (the pickup).
  await form.getByRole('button', { name: 'Clear region' }).click();
  await clickMap(map, 0.3, 0.3);
  await clickMap(map, 0.7, 0.3);
  await clickMap(map, 0.7, 0.7);
  await clickMap(map, 0.3, 0.7);
  await expect(points.getByRole('listitem')).toHaveCount(4);
  // The first point closes it (the map's own gesture).
  await form.locator('circle.geo-map__vertex').first().click();
  await expect(form.getByText('Region closed with 4 points.')).toBeVisible();
  await screenshots(page, 'car-line-configuration-form');

  const created = page.waitForResponse((r) => r.url().endsWith('/superadmin/carlines') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create car line' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const sent = answer.request().postDataJSON() as { regionShape: Array<{ lat: number; lng: number }>; simplifiedWeeklySchedule: unknown; exceptionDates: string[] };
  // 001 §3: the ring is closed, the first point repeated last.
  expect(sent.regionShape).toHaveLength(5);
  expect(sent.regionShape[4]).toEqual(sent.regionShape[0]);
  expect(sent.simplifiedWeeklySchedule).toEqual({
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    timeRanges: [{ fromTime: '18:00', toTime: '02:00' }, { fromTime: '10:00', toTime: '12:00' }],
  });
  expect(sent.exceptionDates).toEqual(['2026-12-31']);
  await expect(toast(page, `Car line ${LINE} saved`)).toBeVisible();
  const row = list.locator(`.car-line-row[data-name="${LINE}"]`);
  await expect(row).toContainText('Mon–Sat · 18:00–02:00 (across midnight), 10:00–12:00 · 1 exception date');
  await expect(row).toContainText('On-hold mode');

  // max.marshal, in a session of his own, has the new line among his lines.
  const marshal = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInReady(marshal, 'max.marshal@acme.example');
  const state = await marshal.request.get('/api/web/v1/marshals/carlines', { headers: API });
  expect(state.status()).toBe(200);
  const lines = ((await state.json()) as { carlines: Array<{ carlineDetails: { carlineName: string; isOnHoldMode: boolean } }> }).carlines;
  expect(lines.find((line) => line.carlineDetails.carlineName === LINE)?.carlineDetails.isOnHoldMode).toBe(true);
  // ...and in his console: he chooses it among his lines.
  await marshal.goto('/manage-car-lines');
  const marshalConsole = marshal.locator('curb-car-lines');
  await marshalConsole.getByRole('combobox', { name: 'Car line' }).click();
  await marshal.getByRole('option', { name: LINE }).click();
  await expect(marshalConsole.getByRole('heading', { level: 2, name: LINE })).toBeVisible();
  await marshal.close();

  // Deactivating it (confirmed) takes it off the list.
  await row.getByRole('button', { name: `Deactivate ${LINE}` }).click();
  const confirmation = page.locator('sl-dialog[part="confirm-dialog"][open]');
  await expect(confirmation).toContainText(`Deactivate the car line '${LINE}'?`);
  await confirmation.locator('sl-button[variant="danger"]').click();
  await expect(toast(page, `Car line ${LINE} deactivated`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
