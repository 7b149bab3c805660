import { expect, test, type Locator, type Page } from './journey-test.ts';
import { signInReady, toast } from './support.ts';

// Issue 15, curb-outstanding-charges at /outstanding-charges (spec 001 §7, 001 §3 payment
// statuses; 000 §2: super admins of SG2 or FN firms): sam.super bills one of Ben Booker's failed
// charges to the company (after the confirmation) and it leaves the list; emails Ben about a charge
// from the prefilled template and finds the email in the ride's history; and moves a failed charge
// from Ben's expired Mastercard to his Visa, after which it awaits a retry. The seed gives Ben a few
// outstanding charges of each kind (server/src/outstanding/outstanding-seed.ts), so the journey
// needs nothing another spec does.

const SAM = 'sam.super@acme.example';

const screen = (page: Page) => page.locator('curb-outstanding-charges');
const rideRow = (list: Locator, ride: string) => list.locator(`tr.charge-row[data-ride="${ride}"]`);

/** The ride number of Ben's first charge showing every one of `texts` (its status, its card). */
async function bensCharge(list: Locator, ...texts: string[]): Promise<string> {
  const row = texts.reduce((rows, text) => rows.filter({ hasText: text }), list.locator('tr.charge-row').filter({ hasText: 'Ben Booker' })).first();
  await expect(row).toBeVisible();
  const ride = await row.getAttribute('data-ride');
  if (!ride) throw new Error(`no charge of Ben's showing ${texts.join(', ')}`);
  return ride;
}

test('sam.super bills a charge to the company, emails the passenger and sees it in the history, and changes a card', async ({ page }) => {
  await signInReady(page, SAM);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outstanding charges' }).click();
  await expect(page).toHaveURL(/\/outstanding-charges$/);
  const list = screen(page);
  await expect(list.getByRole('search', { name: 'Filter outstanding charges' })).toBeVisible();
  await expect(list.locator('.outstanding-totals')).toContainText(/\d+ charges · \$ [\d,]+\.\d\d \(USD\)/);
  await list.getByRole('textbox', { name: 'Passenger' }).fill('Ben Booker');
  await expect(list.locator('tr.charge-row').first()).toContainText('Ben Booker');
  await expect(list.locator('tr.charge-row').filter({ hasNotText: 'Ben Booker' })).toHaveCount(0);

  // Bill to company, after the confirmation: the charge leaves the list.
  const converted = await bensCharge(list, 'Failed');
  await list.getByRole('button', { name: `Bill to company for ${converted}` }).click();
  // The page's one confirm dialog (its host is elected among the elements on the page).
  const confirmation = page.getByRole('dialog', { name: `for ride ${converted} (Ben Booker) to the company?` });
  await expect(confirmation).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/screenshots/outstanding-charges-confirm.png' });
  // Its buttons are slotted into the dialog, outside its panel: found on the page (the rows' read 'Bill to company for ...').
  await page.getByRole('button', { name: 'Bill to company', exact: true }).click();
  await expect(toast(page, 'The charge is billed to the company')).toBeVisible();
  await expect(rideRow(list, converted)).toHaveCount(0);

  // An email from the template; it shows in the ride's history.
  const emailed = await bensCharge(list, 'No card');
  await list.getByRole('button', { name: `Email about ${emailed}` }).click();
  await expect(list.getByRole('dialog', { name: 'Email the passenger' })).toBeVisible();
  // The form is slotted into the sl-dialog (outside its panel, which holds the dialog role).
  const email = list.locator('sl-dialog.email-dialog');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Outstanding charge for your ride ${emailed}`);
  await expect(email.getByRole('textbox', { name: 'Recipients' })).toHaveValue('ben.booker@acme.example');
  await expect(email.getByRole('textbox', { name: 'Content' })).toHaveValue(/^Dear Ben,\n\nThe charge of \$ [\d,]+\.\d\d \(USD\) for your ride/);
  await expect(email.getByText('No emails sent yet')).toBeVisible();
  await email.getByRole('textbox', { name: 'Cc' }).fill('travel@acme.example');
  await email.getByRole('button', { name: 'Send email' }).click();
  await expect(toast(page, 'Email sent')).toBeVisible();
  const history = email.getByRole('region', { name: 'Email history' });
  await expect(history.locator('li.sent-email')).toHaveCount(1);
  await expect(history).toContainText(`Outstanding charge for your ride ${emailed}`);
  await expect(history).toContainText('Sam Super');
  await expect(history).toContainText('To ben.booker@acme.example, travel@acme.example (cc)');
  await page.screenshot({ path: 'test-results/screenshots/outstanding-charges-email.png' });
  await page.keyboard.press('Escape');
  await expect(list.getByRole('dialog', { name: 'Email the passenger' })).toBeHidden();
  await expect(rideRow(list, emailed)).toContainText('1 email sent');

  // Change card: from the expired Mastercard to the Visa; the charge awaits a retry.
  const moved = await bensCharge(list, 'Failed', 'Mastercard •••• 4444');
  await list.getByRole('button', { name: `Change card for ${moved}` }).click();
  await expect(list.getByRole('dialog', { name: 'Change card' })).toBeVisible();
  const cards = list.locator('sl-dialog.card-dialog');
  await expect(cards.getByRole('radio', { name: 'Visa •••• 4242 (default)' })).toBeChecked();
  await expect(cards.getByRole('radio', { name: 'Mastercard •••• 4444 (expired)' })).toBeDisabled();
  await cards.getByRole('button', { name: 'Change card', exact: true }).click();
  await expect(toast(page, 'Card changed: the charge will be retried')).toBeVisible();
  await expect(rideRow(list, moved)).toContainText('Awaiting retry');
  await expect(rideRow(list, moved)).toContainText('Visa •••• 4242');
  await page.screenshot({ path: 'test-results/screenshots/outstanding-charges.png', fullPage: true });
});
