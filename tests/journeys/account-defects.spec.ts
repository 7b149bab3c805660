import { expect, test } from './journey-test.ts';
import { addCard, deleteCard, openAccountTab, openHomeAddress } from './account-support.ts';
import { signInReady, toast } from './support.ts';

// Issue 8 §6: defects of the account dialog found trying it as a new user would.
// HQ users: no other journey touches their cards or addresses.

test('deleting the default card makes the next card the default', async ({ page }) => {
  await signInReady(page, 'hal.dev@hq.example');
  const account = await openAccountTab(page, 'CREDIT CARDS');
  for (const [description, number] of [['First Visa', '4242 4242 4242 4242'], ['Second Mastercard', '5555 5555 5555 4444']] as const) {
    await addCard(page, description, number, 'Hal Dev');
    await expect(toast(page, 'Card has been successfully added.')).toBeVisible();
  }
  const defaultBadge = account.locator('sl-badge').filter({ hasText: 'Default' });
  await expect(defaultBadge).toHaveCount(1);
  const mastercard = account.locator('sl-details').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(mastercard.locator('sl-badge')).toHaveCount(0);

  // The first card is the default (000 §4/§9): delete it.
  await deleteCard(page, account, 'Visa •••• 4242');

  // The list refreshes with the remaining card as the default.
  await expect(mastercard.locator('sl-badge').filter({ hasText: 'Default' })).toBeVisible();
  await expect(defaultBadge).toHaveCount(1);
});

test('the virtual card credit limit keeps its decimals and refuses negative and zero limits', async ({ page }) => {
  await signInReady(page, 'hope.support@hq.example');
  const account = await openAccountTab(page, 'CREDIT CARDS');
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
  const { account, address } = await openHomeAddress(page);
  await address.fill('350 Fifth');
  await expect(account.getByRole('option', { name: /350 5th Ave/ }).first()).toBeVisible();
  await address.fill('350 Fif');
  await expect(account.getByRole('option', { name: /Empire State Building/ }).first()).toBeVisible();
});
