import { expect, test, type Locator, type Page } from './journey-test.ts';
import { navLabels, signIn, signInReady } from './support.ts';

// Issue 13, curb-receipts at /receipts (spec 001 §2, §7, §9; 000 §2): ava searches her receipts
// by a quick range and a confirmation number, opens the ride's receipt as a PDF, leaves and comes
// back to the same search (kept alive); a marshal never sees /receipts.

const AVA = 'ava.employee@acme.example';
/** The quick ranges in the order a user would try them for a recent ride (001 §9). */
const QUICK_RANGES = ['Last 30 days', 'Current month', 'Last month', 'Current week', 'Last week'];

const receipts = (page: Page) => page.locator('curb-receipts');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function choose(scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

test('ava finds a receipt by a quick range and its confirmation number, opens the PDF, and finds her search again after leaving', async ({ page }) => {
  await signInReady(page, AVA);
  await nav(page).getByRole('link', { name: 'Receipts' }).click();
  await expect(page).toHaveURL(/\/receipts$/);
  const list = receipts(page);
  await expect(list.getByRole('search', { name: 'Search receipts' })).toBeVisible();

  // The first quick range that holds a ride of hers.
  const rows = list.locator('tr.receipt-row');
  for (const range of QUICK_RANGES) {
    await choose(list, 'Date range', range);
    if (await rows.first().waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false)) break;
  }
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  const invoice = await first.getAttribute('data-invoice');
  const confirmation = (await first.locator('.cell-numbers .cell-sub').innerText()).trim();
  expect(invoice).toMatch(/^R\d{6}-/);

  await choose(list, 'Number type', 'Confirmation number');
  await list.getByRole('textbox', { name: 'Confirmation or receipt number' }).fill(confirmation);
  await expect(rows).toHaveCount(1);
  await expect(list.getByText('Showing 1 of 1 receipt')).toBeVisible();

  const pdfAnswer = page.waitForResponse((r) => r.url().includes('/receipts/receiptPdf'));
  await list.getByRole('button', { name: `Open receipt ${invoice}` }).click();
  const answer = await pdfAnswer;
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const pdf = (await answer.body()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`Receipt ${invoice}`);
  const viewer = list.getByRole('dialog', { name: `Receipt ${invoice}` });
  await expect(viewer).toBeVisible();
  // The PDF sits in the dialog's slot, in an iframe of a blob: URL (CSP: no <object>).
  await expect(list.locator('sl-dialog.receipt-viewer iframe')).toHaveAttribute('src', /^blob:/);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/screenshots/receipts-viewer.png' });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // 001 §2: kept alive: away to manage bookings and back, the search and its result are still there.
  await nav(page).getByRole('link', { name: 'Manage bookings' }).click();
  await expect(page).toHaveURL(/\/manage-bookings/);
  await expect(list).toBeHidden();
  await nav(page).getByRole('link', { name: 'Receipts' }).click();
  await expect(list.getByRole('textbox', { name: 'Confirmation or receipt number' })).toHaveValue(confirmation);
  await expect(rows).toHaveCount(1);
  await expect(list.locator(`tr[data-invoice="${invoice}"]`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/receipts.png' });
});

test('a marshal has no Receipts in the navigation and is sent away from /receipts (000 §2)', async ({ page }) => {
  await signIn(page, 'max.marshal@acme.example');
  await expect(page).toHaveURL(/\/manage-car-lines$/);
  expect(await navLabels(page)).not.toContain('Receipts');
  await page.goto('/receipts');
  await expect(page).toHaveURL(/\/manage-car-lines$/);
  await expect(receipts(page)).toHaveCount(0);
});
