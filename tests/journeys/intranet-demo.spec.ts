import { expect, test } from './journey-test.ts';

test('the intranet demo shows the embedded sign-in unaffected by the host page CSS', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/demo/intranet.html');
  const email = page.getByRole('textbox', { name: 'Email or firm code' });
  await expect(email).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const style = await continueButton.evaluate((el) => {
    const css = getComputedStyle(el);
    return { color: css.color, background: css.backgroundColor, font: css.fontFamily };
  });
  // the host page paints every button yellow and every text red in serif
  expect(style.background).not.toBe('rgb(255, 255, 0)');
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.font).not.toMatch(/^serif$/);
  // the host's own content keeps its styles: our CSS does not leak out
  const hostHeading = page.getByRole('heading', { name: 'Acme Intranet' });
  expect(await hostHeading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
  expect(errors).toEqual([]);
});
