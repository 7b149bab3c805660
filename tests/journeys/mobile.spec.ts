import { expect, test, type Locator, type Page } from './journey-test.ts';
import { ROUTES } from '../../shared/domain/src/routes.ts';
import { JFK, OFFICE, chooseCar, confirmBooking, fillAcmeTripDetails, fillRoute, stepper } from './booking-support.ts';
import { acceptFirstSessionDialogs, openAccount, signIn, signInReady } from './support.ts';

// Issue 8 §7: the portal on a 390 x 844 phone with touch, and every route at 360, 768 and 1280 px.
const dir = 'test-results/screenshots';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const AVA = 'ava.employee@acme.example';
const SAM = 'sam.super@acme.example';

/** The page is as wide as the viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: page width at a ${width} px viewport`).toBe(width);
}

/** Every control `targets` finds is a touch target of at least 44 x 44 px (WCAG 2.5.5). */
async function expectAtLeast44(targets: Locator): Promise<void> {
  for (const target of await targets.all()) {
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    // Polled: a dialog that is still opening is scaled (Shoelace's show animation), and its
    // buttons reach their size when it has settled.
    const size = async (side: 'height' | 'width') => (await target.boundingBox())?.[side] ?? 0;
    await expect.poll(() => size('height'), { message: `${name} height` }).toBeGreaterThanOrEqual(44);
    await expect.poll(() => size('width'), { message: `${name} width` }).toBeGreaterThanOrEqual(44);
  }
}

/** Navigate like the app does (the root config follows curb-navigate), without reloading the page. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.dispatchEvent(new CustomEvent('curb-navigate', { detail: { path: to } })), path);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Navigation menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
/** The side navigation; on a phone it lives in the drawer (slotted into it, so not a DOM child of its dialog panel). */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The next step, seen in the phone's compact step header. */
async function nextStep(booking: Locator, step: number, label: string): Promise<void> {
  await booking.getByRole('button', { name: 'Next' }).click();
  await expect(booking.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  await expect(booking.getByText(`Step ${step} of 4 · ${label}`)).toBeVisible();
}

test.describe('on a 390 x 844 phone with touch', () => {
  test.use(PHONE);

  test('an employee books a ride from step 1 to the confirmation', async ({ page }) => {
    test.setTimeout(120_000);
    await signInReady(page, AVA);
    await page.goto('/new-booking');
    const booking = stepper(page);
    // The step header is one line and a progress bar: no four squeezed labels.
    await expect(booking.getByText('Step 1 of 4 · Passenger info')).toBeVisible();
    await expect(booking.getByRole('progressbar', { name: 'Booking progress' })).toHaveAttribute('aria-valuenow', '25');
    await expect(booking.getByRole('navigation', { name: 'Booking steps' })).toBeHidden();
    // The form is one column: Full name spans the card, not three letters of it.
    const fullName = await booking.getByRole('textbox', { name: /Full name/ }).boundingBox();
    expect(fullName?.width ?? 0).toBeGreaterThan(250);
    await expectNoSidewaysScroll(page, 'step 1');
    await page.screenshot({ path: `${dir}/phone-booking-step1.png` });

    await fillAcmeTripDetails(booking);
    await nextStep(booking, 2, 'Date and location');
    await expect(booking.getByRole('progressbar', { name: 'Booking progress' })).toHaveAttribute('aria-valuenow', '50');
    await fillRoute(booking, { pickup: OFFICE, dropoff: JFK });
    await expectNoSidewaysScroll(page, 'step 2');
    await page.screenshot({ path: `${dir}/phone-booking-step2.png` });
    await nextStep(booking, 3, 'Car and payment');
    await chooseCar(booking);
    await expectNoSidewaysScroll(page, 'step 3');
    await page.screenshot({ path: `${dir}/phone-booking-step3.png` });
    await nextStep(booking, 4, 'Summary');
    await expectNoSidewaysScroll(page, 'step 4');
    await page.screenshot({ path: `${dir}/phone-booking-step4.png` });
    await confirmBooking(booking);
    await expectNoSidewaysScroll(page, 'confirmation');
    await page.screenshot({ path: `${dir}/phone-booking-confirmed.png` });
  });

  test('manage bookings opens from the drawer and lists the bookings as cards', async ({ page }) => {
    await signInReady(page, AVA);
    await menuButton(page).tap();
    await mainNav(page).getByRole('link', { name: 'Manage bookings' }).tap();
    await expect(page).toHaveURL(/\/manage-bookings$/);
    await expect(drawer(page)).toBeHidden();
    const bookings = page.locator('curb-bookings');
    await expect(bookings.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
    await bookings.getByRole('tab', { name: /History/ }).tap();
    await expect(bookings.getByRole('tab', { name: /History/ })).toHaveAttribute('aria-selected', 'true');
    await page.waitForTimeout(500);
    await expectNoSidewaysScroll(page, 'manage bookings');
    await page.screenshot({ path: `${dir}/phone-manage-bookings.png` });
  });

  test('the account dialog fits the phone', async ({ page }) => {
    await signInReady(page, 'ben.booker@acme.example');
    await openAccount(page);
    const dialog = page.getByRole('dialog', { name: /Manage account/ });
    const box = await dialog.boundingBox();
    expect(box, 'the account dialog').not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390, `dialog box ${JSON.stringify(box)}`).toBe(true);
    await expectNoSidewaysScroll(page, 'account dialog');
    await page.screenshot({ path: `${dir}/phone-account.png` });
  });

  test('the navigation is a drawer: the menu button opens it, it holds the focus, Escape and a route change close it', async ({ page }) => {
    await signInReady(page, AVA);
    // Under 768 px no side navigation takes the width: it waits behind the menu button.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: `${dir}/phone-shell.png` });

    await menuButton(page).tap();
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'New booking' })).toBeVisible();
    await page.waitForTimeout(400); // the slide-in
    await page.screenshot({ path: `${dir}/phone-drawer.png` });

    // The focus stays in the drawer however far one tabs.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        // Up the composed tree (through shadow roots) to the drawer, if the focus is in it.
        let node: Node | null = active;
        while (node && node !== document) {
          if (node instanceof Element && node.tagName === 'SL-DRAWER') return true;
          node = node instanceof ShadowRoot ? node.host : node.parentNode;
        }
        return false;
      });
      expect(inDrawer, `focus after ${i + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).tap();
    await expect(drawer(page)).toBeVisible();
    await nav.getByRole('link', { name: 'Manage bookings' }).tap();
    await expect(page).toHaveURL(/\/manage-bookings$/);
    await expect(drawer(page)).toBeHidden();
    // The page's name stays readable in the header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Manage bookings' })).toBeVisible();
  });

  test('touch targets in the header and the drawer are at least 44 px', async ({ page }) => {
    await signInReady(page, AVA);
    const targets = [menuButton(page), page.getByRole('button', { name: 'Dark mode' }), page.getByRole('button', { name: 'User menu' }), page.getByRole('button', { name: 'Log out' })];
    await menuButton(page).tap();
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    targets.push(nav.getByRole('link'));
    for (const target of targets) await expectAtLeast44(target);
  });

  test('Contact support has 44 px buttons and gives the focus back to the User menu when it closes', async ({ page }) => {
    await signInReady(page, AVA);
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await userMenu.tap();
    await page.getByRole('menuitem', { name: 'Contact support' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await expect(dialog).toBeVisible();
    // The close button in the dialog's shadow panel, Cancel and Send slotted into its footer.
    const buttons = page.locator('sl-dialog.curb-shell-dialog[open]').getByRole('button');
    await expect(buttons).toHaveCount(3);
    await expectAtLeast44(buttons);
    await page.screenshot({ path: `${dir}/phone-support.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.getAttribute('aria-label') ?? null;
    }), { message: 'the focus back on the User menu button' }).toBe('User menu');
  });

  test("the product tour's buttons are at least 44 px", async ({ page }) => {
    // The tour shows once per user, and an earlier journey may have shown it to Ava: the server's
    // answer to 'which tour next' is the unseen NEW_USER tour here (as in shell-defects.spec.ts).
    await page.route('**/api/web/v1/users/next-tour', (route) => route.fulfill({ json: { tourTypeToShow: 'NEW_USER', tourTypeToShowSeen: false } }));
    await signIn(page, AVA);
    await acceptFirstSessionDialogs(page);
    const card = page.locator('.curb-tour-card');
    await expect(card.getByRole('button', { name: 'Skip tour' })).toBeVisible();
    await expect(card.getByRole('button'), 'Skip tour and the next step').toHaveCount(2);
    await expectAtLeast44(card.getByRole('button'));
    await expectNoSidewaysScroll(page, 'the tour');
    await page.screenshot({ path: `${dir}/phone-tour.png` });
  });
});

test.describe('a tablet at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('the navigation is a rail of icons whose labels show as tooltips, and the step labels are not cut', async ({ page }) => {
    await signInReady(page, AVA);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width ?? 0).toBeLessThan(100);
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Manage bookings' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Manage bookings' })).toBeVisible();

    await goInApp(page, '/new-booking');
    const steps = stepper(page).getByRole('navigation', { name: 'Booking steps' });
    await expect(steps).toBeVisible();
    for (const label of ['Passenger info', 'Date and location', 'Car and payment', 'Summary']) {
      const cut = await steps.getByText(label, { exact: true }).evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      expect(cut, `'${label}' is cut`).toBe(false);
    }
    await page.mouse.move(600, 900);
    await page.screenshot({ path: `${dir}/tablet-booking.png` });
  });
});

// Every signed-in route, and the login page, at a phone's, a tablet's and a laptop's width.
for (const width of [360, 768, 1280]) {
  test(`no route scrolls sideways at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 1280, isMobile: width < 768 });
    const page = await context.newPage();
    await page.goto('/login');
    await expectNoSidewaysScroll(page, '/login');
    await signInReady(page, SAM);
    for (const route of ROUTES.filter((entry) => entry.needsAuth)) {
      await goInApp(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForTimeout(1000);
      await expectNoSidewaysScroll(page, route.path);
    }
    await page.screenshot({ path: `${dir}/routes-${width}.png` });
    await context.close();
  });
}
