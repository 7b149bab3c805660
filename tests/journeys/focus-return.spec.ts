import { expect, test, type Locator } from './journey-test.ts';
import { openAccountTab } from './account-support.ts';
import { signInReady } from './support.ts';

// WCAG 2.4.3 (issue 8 §5, dialogs returning focus): a dialog opened from inside an element gives
// the focus back to the control that opened it when it closes, not to the page or the element.

/** Whether `control` holds the focus, looked up through every open shadow root. */
async function hasFocus(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

test("'Book on behalf' gives the focus back to its button when it closes", async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  const account = await openAccountTab(page, 'AUTHORIZED BOOKERS');
  const opener = account.getByRole('button', { name: 'Book on behalf request' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const picker = account.getByRole('combobox', { name: 'Employee name or ID' });
  await expect(picker).toBeVisible();
  await expect.poll(() => hasFocus(opener)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect.poll(() => hasFocus(opener), { message: 'the focus back on Book on behalf request' }).toBe(true);
});
