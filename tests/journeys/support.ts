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

/** The server's answer for the signed-in user of `page` (its cookies), or null when it has none. */
async function askAsUser<T>(page: Page, path: string): Promise<T | null> {
  const answer = await page.request.get(`/api/web/v1${path}`, { headers: { 'x-api-key': 'curbside-demo-key' } }).catch(() => null);
  return answer?.ok() ? ((await answer.json()) as T) : null;
}

/**
 * Accept whatever first-session dialogs the user's firm requires (disclaimer, then terms), one
 * after the other. Which ones show is read from the user's data (a pending firm document, the
 * self-onboarding terms), so a user without any costs no waiting.
 */
export async function acceptFirstSessionDialogs(page: Page): Promise<void> {
  // The shell is up: its header's Log out button shows at every width (the navigation hides in a drawer on a phone).
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const me = await askAsUser<{ user: { firmDocument: unknown; shouldSignSelfOnboardingDocuments: boolean } }>(page, '/users/userData');
  const expected = me ? Number(Boolean(me.user.firmDocument)) + Number(me.user.shouldSignSelfOnboardingDocuments) : 3;
  const agree = page.getByRole('button', { name: 'I Agree' }).first();
  for (let round = 0; round < expected; round += 1) {
    const shown = await agree.waitFor({ state: 'visible', timeout: me ? 10_000 : 2500 }).then(() => true, () => false);
    if (!shown) return;
    await agree.click({ timeout: 5000 }).catch(() => undefined);
    await agree.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
  }
}

/** The page each tour shows on besides the shell's own (000 §9; elements' TourHost). */
const TOUR_PAGES: Record<string, string> = { NEW_STEPPER: '/new-booking', COLUMNS_TOUR: '/reports', CAR_PROVIDERS_MAP: '/map' };

/**
 * Close the product tour if it shows, so it does not cover what the test clicks. The server's
 * next-tour answer says which tour that can be: the shell's new-user tour shows on every page;
 * another only on its own page (waited for a little there, since it may need the page's data).
 */
export async function skipTour(page: Page): Promise<void> {
  const next = await askAsUser<{ tourTypeToShow: string | null; tourTypeToShowSeen: boolean }>(page, '/users/next-tour');
  let wait = 2500;
  if (next) {
    if (!next.tourTypeToShow || next.tourTypeToShowSeen) return;
    const onItsPage = new URL(page.url()).pathname === TOUR_PAGES[next.tourTypeToShow];
    if (next.tourTypeToShow === 'NEW_USER') wait = 10_000;
    else if (!onItsPage) return;
  }
  const skip = page.getByRole('button', { name: 'Skip tour' });
  if (await skip.waitFor({ state: 'visible', timeout: wait }).then(() => true, () => false)) await skip.click();
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

/** Holds every request matching `url` until the returned release is called (then they go on to the server). */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
