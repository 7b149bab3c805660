import { expect, test, type Page } from './journey-test.ts';
import { latestCode } from './support.ts';

// Issue 9, 'The gallery as a workbench': knobs from the manifest (an enum is a select, a boolean a
// switch, a property JSON, a --curb-* colour a colour picker), a sign-in as any demo user, an
// event log, light and dark, host styles on and off, and the whole state in the URL.

const knobs = (page: Page) => page.locator('#knobs');
const element = (page: Page, tag: string) => page.locator(`#stage ${tag}`);

test('the gallery workbench: knobs from the manifest, the state in the URL, a demo sign-in and the event log', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/gallery/#curb-login');
  const login = element(page, 'curb-login');
  await expect(login.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
  await expect(page.locator('#sign-in-status')).toHaveText('Not signed in.');

  // An enum is a select of the contract's values; choosing one sets the attribute and the URL.
  const mode = knobs(page).getByRole('combobox', { name: 'mode' });
  await expect(mode.locator('option')).toHaveText(['(absent)', 'login', 'signup', 'concur-signup']);
  await mode.selectOption('signup');
  await expect(login).toHaveAttribute('mode', 'signup');
  await expect(login.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // A property is JSON, refused while it does not parse.
  const token = knobs(page).getByRole('textbox', { name: '.token (string | null)' });
  await token.fill('{not json');
  await token.blur();
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await token.fill('');
  await token.blur();
  // A --curb-* colour is a colour picker; it sets the custom property on the element.
  await knobs(page).getByLabel('--curb-brand-color', { exact: true }).fill('#c2185b');
  await expect(login).toHaveAttribute('style', /--curb-brand-color: #c2185b/);
  // Light and dark: the user's dark mode setting, which the element (no theme attribute) and the workbench follow.
  await page.getByRole('switch', { name: 'Dark' }).check();
  await expect(login.locator('.curb-root')).toHaveClass(/sl-theme-dark/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Host styles on: the host text around the element changes, the element's layout does not.
  const heading = login.getByRole('heading', { name: 'Create your account' });
  const before = await heading.boundingBox();
  const hostText = page.getByRole('region', { name: 'Host page text' }).locator('p');
  const hostFont = await hostText.evaluate((el) => getComputedStyle(el).fontSize);
  await page.getByRole('switch', { name: 'Host styles' }).check();
  await expect.poll(() => hostText.evaluate((el) => getComputedStyle(el).fontSize)).toBe('20px');
  expect(hostFont).not.toBe('20px');
  const after = await heading.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.width).toBe(before?.width);
  expect(await heading.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');

  // The snippet a host developer copies says the same.
  await expect(page.locator('#snippet')).toContainText(`<curb-login api-key="curbside-demo-key" mode="signup" style="--curb-brand-color: #c2185b"></curb-login>`);
  await expect(page.locator('#snippet')).toContainText(`<script type="module" src="${baseURL}/embed/curb-login.js"></script>`);

  // The whole state is in the URL: the link opened elsewhere shows the same preview.
  const link = page.url();
  expect(link).toMatch(/#curb-login\?dark&host&a\.mode=signup&c\.--curb-brand-color=%23c2185b$/);
  const other = await browser.newPage();
  await other.goto(link);
  await expect(element(other, 'curb-login').getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(element(other, 'curb-login').locator('.curb-root')).toHaveClass(/sl-theme-dark/);
  await expect(knobs(other).getByRole('combobox', { name: 'mode' })).toHaveValue('signup');
  await expect(knobs(other).getByLabel('--curb-brand-color', { exact: true })).toHaveValue('#c2185b');
  await expect(other.getByRole('switch', { name: 'Host styles' })).toBeChecked();
  await other.close();

  // The event log: a sign-in inside the element is logged, and the workbench sees the user.
  await mode.selectOption('login');
  await login.getByRole('textbox', { name: 'Email or firm code' }).fill('ava.employee@acme.example');
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByRole('textbox', { name: 'One-time code' }).fill(await latestCode(page, 'ava.employee@acme.example'));
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#log')).toContainText('curb-auth-signed-in');
  await expect(page.locator('#log')).toContainText('"method": "otp"');
  await expect(page.locator('#sign-in-status')).toHaveText('Signed in as ava.employee@acme.example.');

  // A sign-in as another demo user from the workbench: the booking widget is Ben's, and the URL names him.
  await page.getByRole('navigation', { name: 'Elements' }).locator('a[data-tag="curb-booking"]').click();
  await page.getByRole('combobox', { name: 'Sign in as' }).fill('ben.booker@acme.example');
  await page.getByRole('button', { name: 'Sign in demo user' }).click();
  await expect(page.locator('#sign-in-status')).toHaveText('Signed in as ben.booker@acme.example.');
  await expect(page).toHaveURL(/#curb-booking\?dark&host&as=ben\.booker%40acme\.example$/);
  const booking = element(page, 'curb-booking');
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await expect(booking).toContainText('Ben Booker');
  expect(errors).toEqual([]);
});
