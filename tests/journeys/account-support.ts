import { expect, type Locator, type Page } from '@playwright/test';
import { openAccount, toast } from './support.ts';

/** Open 'Manage your account' on one of its tabs; the account dialog's element. */
export async function openAccountTab(page: Page, tab: string): Promise<Locator> {
  await openAccount(page);
  const account = page.locator('curb-account');
  await account.getByRole('tab', { name: tab }).click();
  return account;
}

/** Open the Home entry of the FAVORITE ADDRESSES tab; the account dialog and the entry's address search. */
export async function openHomeAddress(page: Page): Promise<{ account: Locator; address: Locator }> {
  const account = await openAccountTab(page, 'FAVORITE ADDRESSES');
  await account.getByText('Home', { exact: true }).first().click();
  return { account, address: account.getByRole('combobox', { name: 'Address' }).first() };
}

/**
 * Fill the payment provider's card frame of 'Add credit card' (opening the panel when a
 * save closed it) and save. The caller checks the answer: added, or the provider's message.
 */
export async function addCard(page: Page, description: string, number: string, nameOnCard: string): Promise<void> {
  const account = page.locator('curb-account');
  const descriptionBox = account.getByRole('textbox', { name: 'Description' });
  if (!(await descriptionBox.isVisible())) await account.getByText('Add credit card', { exact: true }).click();
  await descriptionBox.fill(description);
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Name on card').fill(nameOnCard);
  await frame.getByLabel('Expiration (MM/YY)').fill('12/30');
  // The zip is asked only when the firm is not on the FN billing system (000 §5).
  const zip = frame.getByLabel('Zip or postal code');
  if (await zip.isVisible()) await zip.fill('10001');
  await account.getByRole('button', { name: 'Save credit card' }).click();
}

/** Delete a saved card of `cards` (its accordion entry named `label`) after the confirmation. */
export async function deleteCard(page: Page, cards: Locator, label: string): Promise<void> {
  await cards.getByText(label).click();
  await cards.getByRole('button', { name: 'Delete credit card' }).click();
  await expect(page.getByText('Are you sure you want to delete Credit Card?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Card has been successfully deleted.')).toBeVisible();
  await expect(cards.getByText(label)).toBeHidden();
}
