import { expect, test, type Page } from './journey-test.ts';
import { acceptFirstSessionDialogs, signIn, skipTour } from './support.ts';

// Screenshots to look at, as a user would (test-results/screenshots). Each also checks
// that the page it shows is the one intended, so a blank capture fails.
const dir = 'test-results/screenshots';

async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('curb.darkMode', String(value)), dark);
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test(`login page (${theme})`, async ({ page }) => {
    await page.goto('/login');
    await setDarkMode(page, dark);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: `${dir}/login-${theme}.png` });
  });

  for (const email of ['sam.super@acme.example', 'max.marshal@acme.example']) {
    test(`shell for ${email} (${theme})`, async ({ page }) => {
      await page.goto('/login');
      await setDarkMode(page, dark);
      await signIn(page, email);
      await acceptFirstSessionDialogs(page);
      await skipTour(page);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.screenshot({ path: `${dir}/shell-${email.split('.')[0]}-${theme}.png` });
    });
  }
}

test('intranet demo', async ({ page }) => {
  await page.goto('/demo/intranet.html');
  await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
  await page.screenshot({ path: `${dir}/intranet-demo.png`, fullPage: true });
});

test('element gallery', async ({ page }) => {
  await page.goto('/gallery/');
  await expect(page.getByText('curb-login').first()).toBeVisible();
  await page.screenshot({ path: `${dir}/gallery.png`, fullPage: true });
});
