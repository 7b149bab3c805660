import { expect, test } from './journey-test.ts';
import { deleteCard } from './account-support.ts';
import { acceptFirstSessionDialogs, enterOneTimeCode, openAccount, signInReady, toast } from './support.ts';

// Issue 4 journeys: a pending user's registration form on the first session (000 §2 Other
// dialogs) and a super admin's firm credit cards (000 §6, §7 /superadmin/creditCards/*).

const API = { 'x-api-key': 'curbside-demo-key' };

test('a new person signs up and completes the Contact information form on the first session', async ({ page }) => {
  const email = 'new.person@trial.example';
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('New');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Person');
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await enterOneTimeCode(page, email);

  // The trial firm's terms come first (the shell's mandatory dialog), then the registration form.
  await acceptFirstSessionDialogs(page);
  const dialog = page.getByRole('dialog', { name: 'Contact information' });
  // The dialog's content is slotted into it: look for it in the element that hosts the dialog.
  const registration = page.locator('curb-account[mode="registration"]');
  await expect(dialog).toBeVisible();
  await expect(registration.getByText('Hi new.person, we need a few more details about you to proceed.')).toBeVisible();
  // Mandatory: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await registration.getByRole('textbox', { name: 'Mobile phone' }).fill('2125550199');
  await registration.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Contact information has been successfully saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The registration is complete on the server: the user is no longer pending.
  const me = await page.request.get('/api/web/v1/users/userData', { headers: API });
  expect(me.ok()).toBeTruthy();
  expect(((await me.json()) as { user: { isPending: boolean } }).user.isPending).toBe(false);
});

test('a super admin adds a firm credit card through the sandbox frame and deletes it', async ({ page }) => {
  await signInReady(page, 'sam.super@acme.example');
  await openAccount(page);
  await page.getByRole('tab', { name: 'CREDIT CARDS' }).click();

  const firmCards = page.getByRole('region', { name: 'Firm credit cards' });
  await expect(firmCards).toBeVisible();
  await firmCards.getByText('Add firm credit card', { exact: true }).click();
  // A firm card needs no description and is never default: no default switch.
  await expect(firmCards.getByRole('switch', { name: 'Set as default payment method' })).toHaveCount(0);
  const frame = firmCards.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Name on card').fill('Acme Travel Desk');
  await frame.getByLabel('Expiration (MM/YY)').fill('12/30');
  // Acme is on the FN billing system: no zip field.
  await expect(frame.getByLabel('Zip or postal code')).toHaveCount(0);
  await firmCards.getByRole('button', { name: 'Save credit card' }).click();
  await expect(toast(page, 'Card has been successfully added.')).toBeVisible();
  await expect(firmCards.getByText('Visa •••• 4242')).toBeVisible();
  await expect(firmCards.getByText('Default', { exact: true })).toHaveCount(0);

  await deleteCard(page, firmCards, 'Visa •••• 4242');
});
