import { expect, test, type Locator, type Page } from './journey-test.ts';
import { chooseCar, fillAcmeTripDetails, fillRoute, next, OFFICE, JFK, dayFromToday, stepper } from './booking-support.ts';
import { loadAxe, openAccount, signInReady } from './support.ts';

// Issue 8 §5 'Accessible by default' (WCAG 2.2 AA): axe-core on every built page of the portal,
// signed out and as each role that reaches something different, in light and in dark mode.
// 0 violations of any rule axe runs by default (WCAG 2.0-2.2 A/AA and best practices); none is
// switched off. The states a user meets on the way are checked too: each booking step, each tab of
// the account dialog, each element of the gallery.


type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Start every page of the test in `theme`: the ui store reads the user's dark mode setting on load. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((dark) => window.localStorage.setItem('curb.darkMode', dark), String(theme === 'dark'));
}

/** Wait until Shoelace's transitions and the elements' first fetches have settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(400);
  // Finite animations only: a spinner turns forever.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

/**
 * axe on the whole document (open shadow roots included). Every violation is reported as one line
 * naming the page, the rule, its help text and the nodes, so a failure says where to look.
 */
async function expectNoViolations(page: Page, where: string, theme: Theme): Promise<void> {
  await settle(page);
  // Each element's root wrapper carries its theme class: proof the page really is in `theme`.
  await expect(page.locator(`.curb-root.sl-theme-${theme}`).first(), `${where} renders in ${theme} mode`).toBeAttached();
  // Shoelace's dark tokens load when an element first shows dark: check contrast once they apply.
  if (theme === 'dark') {
    await expect
      .poll(() => page.locator('.curb-root').first().evaluate((root) => getComputedStyle(root).getPropertyValue('--sl-color-neutral-0').trim()))
      .toBe('hsl(240, 5.9%, 11%)');
  }
  await loadAxe(page);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  const lines = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${JSON.stringify(n.target)}${n.failureSummary ? ` - ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  );
  expect.soft(lines, `axe violations on ${where} (${theme})`).toEqual([]);
}

/**
 * Whether each control is marked required where assistive technology reads it (the `required`
 * property of a native or Shoelace input, or aria-required), so the sign next to the label is
 * not the only mark. Returns the names of those that are not.
 */
async function unmarkedRequired(controls: { name: string; locator: Locator }[]): Promise<string[]> {
  const unmarked: string[] = [];
  for (const { name, locator } of controls) {
    await expect(locator, name).toBeVisible();
    const marked = await locator.evaluate((el) => (el as HTMLInputElement).required === true || el.getAttribute('aria-required') === 'true');
    if (!marked) unmarked.push(name);
  }
  return unmarked;
}

const AVA = 'ava.employee@acme.example';
const SAM = 'sam.super@acme.example';
const MAX = 'max.marshal@acme.example';

for (const theme of THEMES) {
  test.describe(`axe, ${theme} mode`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('the signed-out pages: sign in (both steps), sign up, Concur sign up', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      await expectNoViolations(page, '/login', theme);
      await page.getByRole('textbox', { name: 'Email or firm code' }).fill(AVA);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
      await expectNoViolations(page, '/login, one-time code step', theme);
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, '/signup', theme);
      await page.goto('/concur-signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, '/concur-signup', theme);
    });

    test('an employee: each booking step, manage bookings and each tab of the account dialog', async ({ page }) => {
      test.setTimeout(150_000);
      await signInReady(page, AVA);
      const booking = stepper(page);
      await expect(booking.getByRole('heading', { name: 'Passenger info', level: 2 })).toBeVisible();
      await expectNoViolations(page, '/new-booking, Passenger info', theme);
      // 001 §5 Passenger and Cost allocation: the main passenger's mandatory fields (Acme makes Cost
      // Center mandatory; its phones are optional, so they are not marked).
      expect.soft(await unmarkedRequired([
        { name: 'Full name', locator: booking.getByRole('textbox', { name: /^Full name/ }) },
        { name: 'Email', locator: booking.getByRole('textbox', { name: /^Email/ }).first() },
        { name: 'Cost Center', locator: booking.getByRole('combobox', { name: /Cost Center/ }) },
      ]), 'step 1 fields marked required').toEqual([]);
      await fillAcmeTripDetails(booking);
      await next(booking, 'Date and location');
      await expectNoViolations(page, '/new-booking, Date and location (empty)', theme);
      // 001 §5 Date and time, Pickup, Drop-off.
      expect.soft(await unmarkedRequired([
        { name: 'Date', locator: booking.getByRole('textbox', { name: /^Date/ }) },
        { name: 'Time', locator: booking.getByRole('textbox', { name: /^Time/ }) },
        { name: 'Pickup', locator: booking.getByRole('combobox', { name: /^Pickup/ }) },
        { name: 'Drop-off', locator: booking.getByRole('combobox', { name: /^Drop-off/ }) },
      ]), 'step 2 fields marked required').toEqual([]);
      await fillRoute(booking, { pickup: OFFICE, dropoff: JFK, when: { date: dayFromToday(3), time: '10:00' } });
      await expectNoViolations(page, '/new-booking, Date and location (filled)', theme);
      await next(booking, 'Car and payment');
      await expectNoViolations(page, '/new-booking, Car and payment (quotes arriving)', theme);
      // The quotes are announced: the list is busy until every provider answered, then a polite status counts the prices.
      const services = booking.getByRole('group', { name: 'Car service' });
      await expect(services).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      await expect(services.getByRole('status')).toHaveText(/^\d+ of \d+ car services? (has|have) a price\.$/);
      await chooseCar(booking);
      await expectNoViolations(page, '/new-booking, Car and payment (chosen)', theme);
      await next(booking, 'Summary');
      await expectNoViolations(page, '/new-booking, Summary', theme);

      await page.goto('/manage-bookings');
      await expect(page.locator('curb-bookings').getByRole('tab').first()).toBeVisible();
      await expectNoViolations(page, '/manage-bookings', theme);

      await openAccount(page);
      const account = page.locator('curb-account');
      const tabs = account.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const count = await tabs.count();
      expect(count, 'the account dialog has tabs').toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const tab = tabs.nth(i);
        const name = (await tab.innerText()).trim();
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoViolations(page, `account dialog, ${name}`, theme);
      }
    });

    test('a super admin: new booking, manage bookings and the account dialog', async ({ page }) => {
      await signInReady(page, SAM);
      await expect(stepper(page).getByRole('heading', { name: 'Passenger info', level: 2 })).toBeVisible();
      await expectNoViolations(page, '/new-booking (super admin)', theme);
      await page.goto('/manage-bookings');
      await expect(page.locator('curb-bookings').getByRole('tab').first()).toBeVisible();
      await expectNoViolations(page, '/manage-bookings (super admin)', theme);
      await openAccount(page);
      await expectNoViolations(page, 'account dialog (super admin)', theme);
    });

    test('a marshal: the car-line console, then manage bookings', async ({ page }) => {
      await signInReady(page, MAX);
      await expect(page).toHaveURL(/\/manage-car-lines$/);
      await expect(page.locator('curb-car-lines').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoViolations(page, '/manage-car-lines (marshal console)', theme);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage bookings' }).click();
      await expect(page.locator('curb-bookings').getByRole('tab').first()).toBeVisible();
      await expectNoViolations(page, '/manage-bookings (marshal)', theme);
    });

    test('the element gallery: each element on the stage', async ({ page }) => {
      test.setTimeout(120_000);
      await signInReady(page, AVA);
      await page.goto('/gallery/');
      const links = page.getByRole('navigation', { name: 'Elements' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const tags = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('data-tag')))).filter((t): t is string => t !== null);
      expect(tags.length, 'elements listed').toBeGreaterThan(0);
      for (const tag of tags) {
        await page.getByRole('navigation', { name: 'Elements' }).locator(`a[data-tag="${tag}"]`).click();
        await expect(page.locator(`#stage ${tag}`)).toBeAttached();
        await expect(page.locator(`#stage ${tag} .curb-root`)).toBeAttached();
        await expectNoViolations(page, `gallery, <${tag}>`, theme);
      }
    });
  });
}

/** The element's tag and accessible name of whatever has focus, down through shadow roots. */
async function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host = active?.getRootNode() instanceof ShadowRoot ? (active.getRootNode() as ShadowRoot).host : null;
    // A Shoelace button is focused through its inner <button>: name the sl-button.
    const named = host && host.tagName.startsWith('SL-') ? host : active;
    return `${named?.tagName.toLowerCase() ?? 'none'} ${named?.getAttribute('aria-label') ?? named?.textContent?.trim() ?? ''}`;
  });
}

test('a confirmation gives focus back to the button that opened it (WCAG 2.4.3)', async ({ page }) => {
  await signInReady(page, AVA);
  const logout = page.getByRole('button', { name: 'Log out' });
  await logout.focus();
  expect(await focusedControl(page)).toBe('button Log out');
  await page.keyboard.press('Enter');
  const question = page.getByText('Are you sure you want to log out ?');
  await expect(question).toBeVisible();
  await expect.poll(() => focusedControl(page), { message: 'focus moves into the dialog' }).not.toBe('button Log out');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect.poll(() => focusedControl(page), { message: 'focus comes back to Log out' }).toBe('button Log out');
  await expect(page).toHaveURL(/\/new-booking$/);
});
