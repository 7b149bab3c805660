import { expect, test, type Page } from '@playwright/test';
import { openAccount, signInReady, toast } from './support.ts';

// Issue 8 §6: defects of the account dialog found trying it as a new user would.
// HQ users: no other journey touches their cards or addresses.

async function openCardsTab(page: Page) {
  await openAccount(page);
  const account = page.locator('curb-account');
  await account.getByRole('tab', { name: 'CREDIT CARDS' }).click();
  return account;
}

async function addCard(page: Page, description: string, number: string) {
  const account = page.locator('curb-account');
  const descriptionBox = account.getByRole('textbox', { name: 'Description' });
  // The 'Add credit card' panel closes after a save; open it when it is closed.
  if (!(await descriptionBox.isVisible())) await account.getByText('Add credit card', { exact: true }).click();
  await descriptionBox.fill(description);
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Name on card').fill('Hal Dev');
  await frame.getByLabel('Expiration (MM/YY)').fill('12/30');
  await frame.getByLabel('Zip or postal code').fill('10001');
  await account.getByRole('button', { name: 'Save credit card' }).click();
  await expect(toast(page, 'Card has been successfully added.')).toBeVisible();
}

test('deleting the default card makes the next card the default', async ({ page }) => {
  await signInReady(page, 'hal.dev@hq.example');
  const account = await openCardsTab(page);
  await addCard(page, 'First Visa', '4242 4242 4242 4242');
  await addCard(page, 'Second Mastercard', '5555 5555 5555 4444');
  const defaultBadge = account.locator('sl-badge').filter({ hasText: 'Default' });
  await expect(defaultBadge).toHaveCount(1);
  const mastercard = account.locator('sl-details').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(mastercard.locator('sl-badge')).toHaveCount(0);

  // The first card is the default (000 §4/§9): delete it.
  await account.getByText('Visa •••• 4242').click();
  await account.getByRole('button', { name: 'Delete credit card' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Card has been successfully deleted.')).toBeVisible();
  await expect(account.getByText('Visa •••• 4242')).toBeHidden();

  // The list refreshes with the remaining card as the default.
  await expect(mastercard.locator('sl-badge').filter({ hasText: 'Default' })).toBeVisible();
  await expect(defaultBadge).toHaveCount(1);
});

test('the virtual card credit limit keeps its decimals and refuses negative and zero limits', async ({ page }) => {
  await signInReady(page, 'hope.support@hq.example');
  const account = await openCardsTab(page);
  await account.getByText('Add American Express Virtual Card', { exact: true }).click();
  const limit = account.getByRole('textbox', { name: 'Credit limit' });
  const save = account.getByRole('button', { name: 'Save Virtual Card' });

  await limit.fill('45.50');
  await expect(limit).toHaveValue('45.50');
  await save.click();
  // Other fields are still empty, but the limit itself is accepted.
  await expect(account.getByText('Description is required', { exact: true })).toBeVisible();
  await expect(account.getByText('Invalid credit limit', { exact: true })).toBeHidden();

  for (const typed of ['-50', '0']) {
    await limit.fill(typed);
    await expect(limit).toHaveValue(typed);
    await save.click();
    await expect(account.getByText('Invalid credit limit', { exact: true })).toBeVisible();
  }
});

test("address search finds a street number with a partial street name ('350 Fifth')", async ({ page }) => {
  await signInReady(page, 'hal.dev@hq.example');
  await openAccount(page);
  const account = page.locator('curb-account');
  await account.getByRole('tab', { name: 'FAVORITE ADDRESSES' }).click();
  await account.getByText('Home', { exact: true }).first().click();
  const address = account.getByRole('combobox', { name: 'Address' }).first();
  await address.fill('350 Fifth');
  await expect(account.getByRole('option', { name: /350 5th Ave/ }).first()).toBeVisible();
  await address.fill('350 Fif');
  await expect(account.getByRole('option', { name: /Empire State Building/ }).first()).toBeVisible();
});
