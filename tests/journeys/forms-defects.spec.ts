import { expect, test, type Locator } from './journey-test.ts';
import { stepperAtCarAndPayment } from './booking-support.ts';
import { addCard, openAccountTab } from './account-support.ts';
import { signInReady, toast } from './support.ts';

// Issue 8 §6 defects in the shared form pieces, tried as a user would: errors only after an
// attempt, delete confirmations in the danger variant, the card frame styled like the other
// fields, and a card added in the account dialog refreshing the stepper's payment methods.

/** The Shoelace variant of the button a role query found (the native button inside sl-button). */
async function variantOf(button: Locator): Promise<string | null> {
  return button.evaluate((element) => {
    const root = element.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : element;
    return host.getAttribute('variant');
  });
}

test("'Book on behalf' opens without an error, and leaving the empty picker is not an attempt", async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  const account = await openAccountTab(page, 'AUTHORIZED BOOKERS');
  await account.getByRole('button', { name: 'Book on behalf request' }).click();
  const picker = account.getByRole('combobox', { name: 'Employee name or ID' });
  await expect(picker).toBeVisible();

  await expect(account.getByText('must select an employee first')).toHaveCount(0);
  await picker.focus();
  await picker.blur();
  await expect(account.getByText('must select an employee first')).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Send for approval' })).toBeDisabled();
});

test('deleting a card asks in the danger variant; logging out does not', async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  const account = await openAccountTab(page, 'CREDIT CARDS');
  await account.getByText('Visa •••• 4242').click();
  await account.getByRole('button', { name: 'Delete credit card' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete Credit Card?' });
  await expect(dialog).toBeVisible();
  // The buttons are sl-dialog's slotted children, outside its shadow panel: found on the page.
  expect(await variantOf(page.getByRole('button', { name: 'Delete', exact: true }))).toBe('danger');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByText('Visa •••• 4242')).toBeVisible();

  await account.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const logout = page.getByRole('dialog', { name: 'Are you sure you want to log out ?' });
  await expect(logout).toBeVisible();
  expect(await variantOf(page.getByRole('button', { name: 'Yes', exact: true }))).toBe('primary');
});

test("the card frame's fields look like the dialog's other fields", async ({ page }) => {
  await signInReady(page, 'ian.employee@initech.example');
  const account = await openAccountTab(page, 'CREDIT CARDS');
  const description = account.getByRole('textbox', { name: 'Description' });
  if (!(await description.isVisible())) await account.getByText('Add credit card', { exact: true }).click();
  const number = page.frameLocator('iframe[title="Card details"]').getByLabel('Card number');
  await expect(number).toBeVisible();

  const look = (box: Locator) => box.evaluate((input) => {
    const style = getComputedStyle(input);
    // sl-input draws its border and height on its base part, around the native input
    const root = input.getRootNode();
    const base = root instanceof ShadowRoot ? root.querySelector('[part~="base"]') : null;
    const frame = getComputedStyle(base ?? input);
    return {
      fontSize: style.fontSize, height: Math.round((base ?? input).getBoundingClientRect().height),
      borderRadius: frame.borderTopLeftRadius, borderWidth: frame.borderTopWidth,
    };
  });
  expect(await look(number)).toEqual(await look(description));
});

test("a card added in the account dialog shows in the open stepper's payment methods", async ({ page }) => {
  const booking = await stepperAtCarAndPayment(page, 'ben.booker@acme.example');
  await expect(booking.getByRole('radio', { name: /Visa •••• 4242/ })).toBeVisible();
  await expect(booking.getByRole('radio', { name: /Discover •••• 1117/ })).toHaveCount(0);

  const account = await openAccountTab(page, 'CREDIT CARDS');
  await addCard(page, 'Travel Discover', '6011 1111 1111 1117', 'Ben Booker');
  await expect(toast(page, 'Card has been successfully added.')).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).first().click();

  await expect(booking.getByRole('radio', { name: /Discover •••• 1117/ })).toBeVisible();
});
