import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
  await enterOneTimeCode(page, email);
}

/** Type the one-time code the outbox holds for `email` (sign-in or sign-up) and sign in. */
export async function enterOneTimeCode(page: Page, email: string): Promise<void> {
  const codeBox = page.getByRole('textbox', { name: 'One-time code' });
  await expect(codeBox).toBeVisible();
  await codeBox.fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Accept whatever first-session dialogs the user's firm requires (disclaimer, then terms), one after the other. */
export async function acceptFirstSessionDialogs(page: Page): Promise<void> {
  // The shell is up: its header's Log out button shows at every width (the navigation hides in a drawer on a phone).
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const agree = page.getByRole('button', { name: 'I Agree' });
  for (let round = 0; round < 3; round += 1) {
    const shown = await agree.first().waitFor({ state: 'visible', timeout: 2500 }).then(() => true, () => false);
    if (!shown) return;
    await agree.first().click({ timeout: 5000 }).catch(() => undefined);
    await agree.first().waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
  }
}

/** Close the product tour if it is showing, so it does not cover what the test clicks. */
export async function skipTour(page: Page): Promise<void> {
  const skip = page.getByRole('button', { name: 'Skip tour' });
  if (await skip.waitFor({ state: 'visible', timeout: 2500 }).then(() => true, () => false)) await skip.click();
}

/** Labels of the side navigation, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const items = nav.getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').replace(/ Soon$/, '').trim());
}

/** Sign in, accept the first-session dialogs and put the tour away: the shell is ready to use. */
export async function signInReady(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await acceptFirstSessionDialogs(page);
  await skipTour(page);
}

/** Open 'Manage your account' from the user menu and wait for the dialog. */
export async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Manage your account' }).click();
  await expect(page.getByText(/Manage account - /)).toBeVisible();
}

/** The one toast on screen (000 §9: at most one at a time): an open Shoelace alert holding the text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('sl-alert[open]').filter({ hasText: text });
}

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Put axe-core on the page (once). Evaluated through the DevTools protocol: the page's
 * Content-Security-Policy refuses an added script tag, as it should.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(await readFile(AXE_SCRIPT, 'utf8'));
}
