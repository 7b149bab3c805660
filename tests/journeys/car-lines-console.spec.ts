// The marshal console (issue 16; 001 §3 Marshal car-line state, §4 statuses, §7 Marshals) on a
// lobby tablet at 1024 x 768: max.marshal orders 2 rollers for the Acme HQ lobby, books an employee
// onto a waiting roller (with the keyboard alone) and a guest onto a new car, sees the line's
// confirmation message and codes, and watches both rides move on the board from the live event
// stream. The seed line runs on weekdays; on another day (or an exception date) sam.super opens it
// for today through the configuration call and puts the seed back at the end.
import type { CarLinePayload, MarshalState } from '../../shared/contracts/src/index.ts';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './journey-test.ts';
import { loadAxe, signInReady } from './support.ts';

const MAX = 'max.marshal@acme.example';
const LINE = 'Acme HQ lobby';
const API = { 'x-api-key': 'curbside-demo-key' };
const EVERY_DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** sam.super's session in a context of its own (the marshal's page keeps his). */
async function superAdmin(browser: Browser, baseURL: string): Promise<{ request: APIRequestContext; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInReady(page, 'sam.super@acme.example');
  return { request: context.request, close: () => context.close() };
}

/** The lobby line running today: when the seed's weekdays or exception dates say otherwise, every day for this test. */
async function lobbyRunningToday(page: Page, browser: Browser, baseURL: string): Promise<() => Promise<void>> {
  const state = (await (await page.request.get('/api/web/v1/marshals/carlines', { headers: API })).json()) as MarshalState;
  const line = state.carlines.find((l) => l.carlineDetails.carlineName === LINE);
  if (!line) throw new Error(`no ${LINE} among max.marshal's lines`);
  const id = line.carlineDetails.carlineDetailsId;
  const today = (await (await page.request.get(`/api/web/v1/marshals/carlines?carlineDetailsId=${id}`, { headers: API })).json()) as MarshalState;
  if (today.isOperationalToday) return async () => {};
  const sam = await superAdmin(browser, baseURL);
  const update = (payload: CarLinePayload) => sam.request.post('/api/web/v1/superadmin/carline', { headers: API, data: payload });
  expect((await update({ ...line, exceptionDates: [], simplifiedWeeklySchedule: { ...line.simplifiedWeeklySchedule, weekdays: [...EVERY_DAY] } })).ok()).toBeTruthy();
  return async () => {
    expect((await update(line)).ok()).toBeTruthy();
    await sam.close();
  };
}

const boardRow = (console: Locator, rider: string) => console.locator('tr.board-row').filter({ hasText: rider });

test('max.marshal orders 2 rollers, books an employee onto a roller and a guest onto a new car, and watches both go live', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReady(page, MAX);
  // 000 §2: a marshal lands on the car lines.
  await expect(page).toHaveURL(/\/manage-car-lines$/);
  const restore = await lobbyRunningToday(page, browser, baseURL ?? '');
  try {
    await page.reload();
    const console = page.locator('curb-car-lines');
    await expect(console.getByRole('heading', { level: 2 })).toBeVisible();
    // Several lines: the marshal chooses the lobby.
    const choice = console.getByRole('combobox', { name: 'Car line' });
    if (!(await console.getByRole('heading', { name: LINE, level: 2 }).isVisible())) {
      await choice.click();
      await page.getByRole('option', { name: LINE }).click();
    }
    await expect(console.getByRole('heading', { name: LINE, level: 2 })).toBeVisible();
    await expect(console.locator('.line-state.is-operational')).toHaveText('Operational today');
    await expect(console.locator('.line-codes')).toHaveText('Project PRJ-ROCKET · Department LOBBY');
    await page.screenshot({ path: 'test-results/screenshots/car-lines-console-light.png' });

    // The employee first (the search takes a moment), with the keyboard alone.
    const search = console.getByRole('combobox', { name: 'Employee name or ID' });
    await search.focus();
    await search.pressSequentially('ACM-1001');
    await expect(search).toHaveValue('ACM-1001');
    await expect(console.getByRole('option', { name: /\(ACM-1001\)/, selected: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue(/\(ACM-1001\)$/);
    const employee = (await search.inputValue()).replace(/ \(ACM-1001\)$/, '');

    // Two rollers, now, from the line's provider: they show waiting.
    const waiting = console.locator('li.waiting-roller');
    const before = await waiting.count();
    await console.getByRole('button', { name: 'One car more' }).click();
    await expect(console.getByRole('spinbutton', { name: /^Cars/ })).toHaveValue('2');
    await console.getByRole('combobox', { name: /^Car provider/ }).click();
    await page.getByRole('option', { name: /\(MBC\)/ }).click();
    await console.getByRole('button', { name: 'Order 2 cars' }).click();
    await expect.poll(() => waiting.count()).toBeGreaterThanOrEqual(before + 1);

    // The employee onto the first waiting roller: Tab to the car choice (a roller is chosen), then to Book ride.
    const roller = console.getByRole('radio', { name: /^Roller / }).first();
    await expect(roller).toBeChecked();
    await roller.focus();
    await page.keyboard.press('Tab');
    await expect(console.getByRole('textbox', { name: /^Notes for the driver/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const booked = console.locator('sl-alert.booked');
    await expect(booked).toContainText(`${employee} is booked on a waiting roller`);
    await expect(booked).toContainText('Your car is booked. Please wait by the Fifth Avenue doors; the marshal will call your name.');
    await expect(booked).toContainText('Project PRJ-ROCKET · Department LOBBY applied');
    await expect(boardRow(console, employee).first()).toContainText('On a roller');

    // A guest onto a new car.
    await console.getByRole('radio', { name: 'Guest' }).click();
    await console.getByRole('textbox', { name: /^Guest name/ }).fill('Gina Guest');
    await console.getByRole('textbox', { name: /^Guest mobile phone/ }).fill('2125550199');
    await console.getByRole('radio', { name: 'A new car' }).click();
    await console.getByRole('button', { name: 'Book ride' }).click();
    await expect(booked).toContainText('Gina Guest is booked on a new car');
    const guestRow = boardRow(console, 'Gina Guest');
    await expect(guestRow).toContainText('Guest');

    // Both go live: their statuses move past New without a reload (001 §4 Event stream).
    await expect(guestRow.locator('.curb-status-pill')).not.toHaveAttribute('data-status', 'New', { timeout: 15_000 });
    await expect(boardRow(console, employee).first().locator('.curb-status-pill')).toHaveAttribute('data-status', /OnScene|InProgress|Completed/, { timeout: 15_000 });
    // The hourly chart counts the line's rides (a table for screen readers).
    await expect(console.getByRole('table', { name: 'Rides per hour at the line' })).toBeAttached();

    await loadAxe(page);
    const violations = await page.evaluate(async () => {
      const host = document.querySelector('curb-car-lines');
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(host, { resultTypes: ['violations'] })).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/car-lines-console-booked-light.png' });
    await page.evaluate(() => document.querySelector('curb-car-lines')?.setAttribute('theme', 'dark'));
    await page.screenshot({ path: 'test-results/screenshots/car-lines-console-booked-dark.png' });
  } finally {
    await restore();
  }
});
