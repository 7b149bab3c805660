import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, portalDir, test, type Page } from './journey-test.ts';
import { closeHostPages, serveHostPages } from './embed-host-pages.ts';
import { enterOneTimeCode, signInReady } from './support.ts';

// Issue 15, direct-bill invoices: rita.reporter opens an invoice at /billing and downloads its PDF
// and CSV; the partner billing page (portal/demo/partner-billing.html) on ANOTHER SITE
// (127.0.0.1 on the next port, the API on localhost) loads only the curb-invoices embed, the
// partner user signs in inside the element, sees the invoices, and the page's own listener hears
// the element's events. Acme's allow-list of embedding origins lists the partner page (seed).

const RITA = 'rita.reporter@acme.example';
const PAULA = 'paula.partner@acme.example';
const invoices = (page: Page) => page.locator('curb-invoices');

/** The partner page as built (dist/portal/demo), naming the journey's server instead of the demo's localhost:8080. */
async function partnerPage(api: string): Promise<string> {
  return (await readFile(path.join(portalDir, 'demo/partner-billing.html'), 'utf8')).replaceAll('http://localhost:8080', api);
}

test('rita.reporter opens an invoice at /billing, sees its rides and downloads its PDF and CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await signInReady(page, RITA);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Firm billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const list = invoices(page);
  await expect(list.getByRole('search', { name: 'Search invoices' })).toBeVisible();
  const monthly = list.locator('tr.invoice-row[data-invoice^="INV-"]');
  await expect(monthly.first()).toBeVisible();
  await expect(list.locator('tr.invoice-row[data-invoice^="TEST-"]')).toContainText('Test');
  const row = monthly.first();
  const number = await row.getAttribute('data-invoice');
  const rides = Number((await row.locator('td').nth(2).innerText()).replace(/,/g, ''));
  expect(rides).toBeGreaterThan(50);
  await expect(row).toContainText(/Pending payment|New|Partially paid|Declined|Fully paid/);

  // The status filter in words.
  await list.getByRole('combobox', { name: 'Status' }).click();
  await list.getByRole('option', { name: 'Fully paid', exact: true }).click();
  await expect(list.locator('tr.invoice-row').first()).toContainText('Fully paid');
  await expect(list.locator('tr.invoice-row', { hasText: 'Pending payment' })).toHaveCount(0);
  await list.getByRole('button', { name: 'Clear filters' }).click();

  // Open it: its facts, its rides, the link to the rides report filtered by it.
  await list.getByRole('button', { name: `Open invoice ${number}` }).click();
  await expect(list.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  // The first hundred (the table draws only the rows in view).
  await expect(list.getByText(`Showing 100 of ${rides.toLocaleString('en-US')} rides`)).toBeVisible();
  await expect(list.locator('tr.invoice-ride-row').first()).toBeVisible();
  const shownReservations = await list.locator('tr.invoice-ride-row').evaluateAll((trs) => trs.slice(0, 3).map((tr) => tr.getAttribute('data-reservation')));
  await expect(list.getByRole('link', { name: 'See these rides in the rides report' })).toHaveAttribute('href', /^\/reports\?firmInvoiceId=\d+&tripDates=/);

  // The PDF: a real document, several pages for its rides.
  const [pdf] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: `PDF of ${number}` }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfBytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0).toBeGreaterThan(2);

  // The CSV: the header, then one line per ride of the invoice, the ones on screen among them.
  const [csv] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: `CSV of ${number}` }).click()]);
  expect(csv.suggestedFilename()).toBe(`${number}.csv`);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(rides + 1);
  for (const reservation of shownReservations) expect(lines.some((line) => line.includes(`${reservation}`))).toBe(true);

  // The rides report, filtered by the invoice (the portal routes there).
  await list.getByRole('link', { name: 'See these rides in the rides report' }).click();
  await expect(page).toHaveURL(/\/reports\?firmInvoiceId=\d+&tripDates=/);
});

test.describe('the partner billing page on another site', () => {
  let hostServer: Server;
  let host = '';

  test.beforeAll(async ({ journeyServer }) => {
    host = journeyServer.hostOrigin;
    hostServer = await serveHostPages(journeyServer.hostPort, { '/partner-billing.html': await partnerPage(journeyServer.origin) });
  });
  test.afterAll(async () => {
    await closeHostPages(hostServer);
  });

  test('the partner user signs in inside the element, sees the invoices, and the page hears its events', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const partnerCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === host && url.pathname !== '/partner-billing.html') partnerCalls.push(url.pathname);
    });

    await page.goto(`${host}/partner-billing.html`);
    const element = invoices(page);
    const activity = page.locator('#activity');
    await expect(activity).toContainText('Curbside asks for a sign-in.');
    await expect(element.getByText("Sign in to see your firm's invoices.")).toBeVisible();
    await element.getByRole('textbox', { name: 'Email or firm code' }).fill(PAULA);
    await element.getByRole('button', { name: 'Continue' }).click();
    await enterOneTimeCode(page, PAULA);
    await expect(activity).toContainText('Signed in to Curbside.');

    const first = element.locator('tr.invoice-row[data-invoice^="INV-"]').first();
    await expect(first).toBeVisible();
    const number = await first.getAttribute('data-invoice');
    const cookies = await context.cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'curb_session')).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });

    await element.getByRole('button', { name: `Open invoice ${number}` }).click();
    await expect(activity).toContainText(`Opened invoice ${number}.`);
    await expect(element.locator('tr.invoice-ride-row').first()).toBeVisible();
    // On a host page the rides report is the Curbside portal's, in a new tab.
    await expect(element.getByRole('link', { name: 'See these rides in the rides report' })).toHaveAttribute('href', new RegExp(`^${baseURL}/reports\\?firmInvoiceId=`));
    const [download] = await Promise.all([page.waitForEvent('download'), element.getByRole('button', { name: `AP of ${number}` }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.ap.txt`);
    await expect(activity).toContainText(`Downloaded ${number}.ap.txt.`);
    expect((await readFile(await download.path(), 'utf8')).split('\r\n')[0]).toMatch(/^H\|ACME\|Acme\|/);

    expect(partnerCalls, 'nothing is fetched from the partner page\'s own origin').toEqual([]);
    expect(problems).toEqual([]);

    // In the portal, the partner user's 'Billing' link (000 §2) opens the partner page, where the
    // server serves it in development: 127.0.0.1 on its port + 1 (this worker's host port may differ).
    await signInReady(page, PAULA);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing', exact: true }))
      .toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:${Number(new URL(baseURL ?? '').port) + 1}/partner-billing\\.html$`));
  });
});
