import { expect, type Page } from '@playwright/test';

/** The code the server last sent to this address (development outbox). */
export async function latestCode(page: Page, email: string): Promise<string> {
  const answer = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok(), `outbox for ${email}`).toBeTruthy();
  const { code } = (await answer.json()) as { code: string };
  return code;
}

/** Sign in through /login like a user: address, then the one-time code from the outbox. */
export async function signIn(page: Page, email: string, startAt = '/login'): Promise<void> {
  await page.goto(startAt);
  await page.getByRole('textbox', { name: 'Email or firm code' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeBox = page.getByRole('textbox', { name: 'One-time code' });
  await expect(codeBox).toBeVisible();
  await codeBox.fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Accept whatever first-session dialogs the user's firm requires (disclaimer, terms). */
export async function acceptFirstSessionDialogs(page: Page): Promise<void> {
  const agree = page.getByRole('button', { name: 'I Agree' });
  for (let i = 0; i < 3; i += 1) {
    if (!(await agree.first().isVisible().catch(() => false))) {
      await page.waitForTimeout(300);
      if (!(await agree.first().isVisible().catch(() => false))) return;
    }
    await agree.first().click();
  }
}

/** Labels of the side navigation, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const items = nav.getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').replace(/ Soon$/, '').trim());
}
