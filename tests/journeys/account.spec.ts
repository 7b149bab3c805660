import { expect, test } from './journey-test.ts';
import { addCard, deleteCard, openAccountTab, openHomeAddress } from './account-support.ts';
import { openAccount, signInReady, toast } from './support.ts';
import { POSTGRES } from './postgres-tag.ts';

// Issue 4 journeys: the Manage account dialog as an employee, a booker and an admin use it.

test('an employee edits contact info and sees the spec message for each bad field', async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  await openAccount(page);
  const account = page.locator('curb-account');
  const first = account.getByRole('textbox', { name: 'First name' });
  const email = account.getByRole('textbox', { name: 'Email' }).first();
  const mobile = account.getByRole('textbox', { name: 'Mobile phone' });
  const save = account.getByRole('button', { name: 'Save', exact: true });
  // Edit only once the form holds Ben's record and the phone field has its numbering plan (it
  // shows disabled until then, and a phone typed before it is not judged).
  await expect(email).toHaveValue('ben.booker@acme.example');
  await expect(mobile).toBeEnabled();

  await first.fill('');
  await first.blur();
  await expect(account.getByText('Can not save empty names', { exact: true })).toBeVisible();
  await email.fill('ben.booker@');
  await email.blur();
  await expect(account.getByText('Email is not valid', { exact: true })).toBeVisible();
  await mobile.fill('12');
  await mobile.blur();
  await expect(account.getByText('phone is not valid', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  // nothing typed is lost
  await expect(email).toHaveValue('ben.booker@');

  await first.fill('Benjamin');
  await email.fill('ben.booker@acme.example');
  await mobile.fill('2125550177');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'Contact information has been successfully saved.')).toBeVisible();
  await expect(account.getByText('Manage account - Benjamin Booker')).toBeVisible();
  // Put the seed's name back: other journeys on this server look for 'Ben Booker'.
  await first.fill('Ben');
  await save.click();
  await expect(account.getByText('Manage account - Ben Booker')).toBeVisible();
});

test('an employee adds a home address', async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  const { account, address } = await openHomeAddress(page);
  await address.fill('350 5th');
  await account.getByRole('option', { name: /350 5th Ave/ }).first().click();
  await account.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(toast(page, 'Address has been successfully saved')).toBeVisible();
});

test('an employee adds cards through the sandbox frame, changes the default and deletes one', POSTGRES, async ({ page }) => {
  await signInReady(page, 'ian.employee@initech.example');
  const account = await openAccountTab(page, 'CREDIT CARDS');

  await addCard(page, 'Work Visa', '4242 4242 4242 4242', 'Ian Employee');
  await expect(toast(page, 'Card has been successfully added.')).toBeVisible();
  const visa = account.getByText(/Work Visa/).first();
  await expect(visa).toBeVisible();
  await expect(account.getByText('Default', { exact: true })).toHaveCount(1);

  await addCard(page, 'Personal Mastercard', '5555 5555 5555 4444', 'Ian Employee');
  await expect(toast(page, 'Card has been successfully added.')).toBeVisible();
  await expect(account.getByText(/Personal Mastercard/).first()).toBeVisible();

  // each saved card is an accordion entry: open the new one and make it the default
  await account.getByText('Mastercard •••• 4444').click();
  await account.getByRole('button', { name: 'Set as default', exact: true }).click();
  await expect(toast(page, 'Saved card as default')).toBeVisible();

  // then delete the first one, after the confirmation
  await deleteCard(page, account, 'Visa •••• 4242');
  await expect(account.getByText('Mastercard •••• 4444')).toBeVisible();
});

test('a declined card shows the payment provider message', async ({ page }) => {
  await signInReady(page, 'ian.employee@initech.example');
  await openAccountTab(page, 'CREDIT CARDS');
  await addCard(page, 'Declined card', '4000 0000 0000 0002', 'Ian Employee');
  await expect(toast(page, 'Your card was declined.')).toBeVisible();
});

test('a booker requests to book on behalf of an employee, an admin approves, and the booker can then book for them', POSTGRES, async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  // before: ben cannot find rita among his passengers
  const before = await page.request.get('/api/web/v1/users/passengers?q=rita', { headers: { 'x-api-key': 'curbside-demo-key' } });
  expect(before.ok()).toBeTruthy();
  expect(JSON.stringify(await before.json())).not.toContain('rita.reporter@acme.example');

  const account = await openAccountTab(page, 'AUTHORIZED BOOKERS');
  await account.getByRole('button', { name: 'Book on behalf request' }).click();
  await account.getByRole('combobox', { name: 'Employee name or ID' }).fill('Rita');
  await account.getByRole('option', { name: /Rita Reporter/ }).first().click();
  await account.getByRole('button', { name: 'Send for approval' }).click();
  await expect(toast(page, 'Request was successfully sent')).toBeVisible();

  await page.context().clearCookies();
  await signInReady(page, 'ada.admin@acme.example');
  await openAccountTab(page, 'BOOK ON BEHALF');
  await account.getByRole('button', { name: /Approve/ }).first().click();
  await expect(toast(page, 'Request was successfully approved')).toBeVisible();

  await page.context().clearCookies();
  await signInReady(page, 'ben.booker@acme.example');
  const after = await page.request.get('/api/web/v1/users/passengers?q=rita', { headers: { 'x-api-key': 'curbside-demo-key' } });
  expect(JSON.stringify(await after.json())).toContain('rita.reporter@acme.example');
});

test('preferences change the date format shown in the bookings list', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  await page.goto('/manage-bookings?tab=history');
  // Ava's seeded rides are listed with US dates (MM/DD/YYYY) first
  const usDate = page.getByText(/\b(0[1-9]|1[0-2])\/\d{2}\/20\d{2}\b/).first();
  await expect(usDate).toBeVisible();
  const shown = (await usDate.textContent()) ?? '';
  const [, mm, dd, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(shown) ?? [];

  const account = await openAccountTab(page, 'PREFERENCES');
  await account.getByRole('combobox', { name: 'Date format' }).click();
  await account.getByRole('option', { name: /DD\/MM\/YYYY/ }).click();
  await account.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Preferences saved successfully')).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).first().click();

  // the same ride now reads DD/MM/YYYY, without a reload
  await expect(page.getByText(`${dd}/${mm}/${yyyy}`).first()).toBeVisible();
});

for (const dark of [false, true]) {
  test(`screenshots of every account tab (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((value) => localStorage.setItem('curb.darkMode', String(value)), dark);
    await signInReady(page, 'ada.admin@acme.example');
    await openAccount(page);
  const account = page.locator('curb-account');
    for (const tab of ['EMPLOYEE DETAILS', 'FAVORITE ADDRESSES', 'CREDIT CARDS', 'AUTHORIZED BOOKERS', 'BOOK ON BEHALF', 'PREFERENCES']) {
      await account.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `test-results/screenshots/account-${tab.toLowerCase().replace(/ /g, '-')}-${dark ? 'dark' : 'light'}.png` });
    }
  });
}

test('the account dialog gives focus back to the user menu that opened it (WCAG 2.4.3)', async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  const userMenu = page.getByRole('button', { name: 'User menu' });
  // By keyboard, as a keyboard user opens it: the menu, its entry, Enter.
  await userMenu.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: 'Manage your account' });
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Manage account - / });
  await expect(dialog).toBeVisible();
  await expect(userMenu).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(userMenu).toBeFocused();
});
