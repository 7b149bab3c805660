import type { Server } from 'node:http';
import { expect, test, type Page } from './journey-test.ts';
import { JFK, OFFICE, bookRide, stepper } from './booking-support.ts';
import { closeHostPages, intranetPage, serveHostPages } from './embed-host-pages.ts';
import { enterOneTimeCode } from './support.ts';

// Issue 9, 'Isolation both ways': a host page with aggressive global CSS (the issue's own rule, a
// 40px root font, spaced and upper-cased text) changes nothing measurable in the elements' layout,
// and the widget still signs in and books. The host pages are another site (127.0.0.1 on the
// worker's host page port, which its server allows: journey-test.ts), served by the test itself (a real loopback
// server: Chromium lets only a page from a private address call the loopback API).

const AVA = 'ava.employee@acme.example';
/** The worker's host page origin (journey-test.ts), known once the worker's server runs. */
let HOST = '';

const HOSTILE_CSS = `
* { all: revert; font-size: 40px !important; color: red !important; }
html { font-size: 40px; line-height: 3; letter-spacing: 0.3em; text-transform: uppercase; font-family: 'Comic Sans MS', cursive; }
body { word-spacing: 1em; text-align: center; white-space: nowrap; font-style: italic; }
label, button, input, h2, p { font-size: 40px !important; padding: 20px !important; }
`;

const ELEMENT_STYLE = 'display: block; width: 900px';

let hostServer: Server;

test.beforeAll(async ({ journeyServer }) => {
  HOST = journeyServer.hostOrigin;
  hostServer = await serveHostPages(journeyServer.hostPort, {
    '/plain.html': intranetPage(journeyServer.origin, { elementStyle: ELEMENT_STYLE }),
    '/hostile.html': intranetPage(journeyServer.origin, { css: HOSTILE_CSS, elementStyle: ELEMENT_STYLE }),
  });
});

test.afterAll(async () => {
  await closeHostPages(hostServer);
});

async function openHost(page: Page, path: string): Promise<void> {
  await page.goto(`${HOST}${path}`);
}

interface Box { path: string; x: number; y: number; width: number; height: number }

/**
 * Every rendered box inside an element's shadow tree (Shoelace's inner shadow roots included),
 * relative to the element itself, keyed by its place in the tree: the layout as a list to compare.
 */
function layoutOf(page: Page, tag: string): Promise<Box[]> {
  return page.evaluate((name) => {
    const host = document.querySelector(name);
    if (!host?.shadowRoot) throw new Error(`no ${name}`);
    const origin = host.getBoundingClientRect();
    const boxes: Box[] = [{ path: name, x: 0, y: 0, width: Math.round(origin.width), height: Math.round(origin.height) }];
    const walk = (root: ParentNode, path: string) => {
      Array.from(root.children).forEach((child, index) => {
        const here = `${path}/${child.localName}[${index}]`;
        const rect = child.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) {
          boxes.push({ path: here, x: Math.round(rect.x - origin.x), y: Math.round(rect.y - origin.y), width: Math.round(rect.width), height: Math.round(rect.height) });
        }
        if (child.shadowRoot) walk(child.shadowRoot, `${here}#`);
        walk(child, here);
      });
    };
    walk(host.shadowRoot, '');
    return boxes;
  }, tag);
}

/** Wait until the page's layout of `tag` holds still (fonts, icons and data settle). */
async function settledLayout(page: Page, tag: string): Promise<Box[]> {
  let previous = JSON.stringify(await layoutOf(page, tag));
  for (let round = 0; round < 20; round += 1) {
    await page.waitForTimeout(250);
    const current = JSON.stringify(await layoutOf(page, tag));
    if (current === previous) return JSON.parse(current) as Box[];
    previous = current;
  }
  throw new Error(`${tag} did not settle`);
}

test('hostile host CSS changes nothing measurable in the elements, and the widget signs in and books', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1200, height: 1600 } });
  const plain = await context.newPage();
  const hostile = await context.newPage();
  const errors: string[] = [];
  hostile.on('pageerror', (error) => errors.push(error.message));

  await openHost(plain, '/plain.html');
  await openHost(hostile, '/hostile.html');
  // The host's own text took the rules: the test is not vacuous.
  await expect(hostile.getByRole('heading', { name: 'Acme Intranet' })).toHaveCSS('font-size', '40px');
  await expect(hostile.getByRole('heading', { name: 'Acme Intranet' })).toHaveCSS('color', 'rgb(255, 0, 0)');

  for (const page of [plain, hostile]) {
    await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
    await expect(stepper(page).getByText('Sign in to book a car.')).toBeVisible();
  }
  for (const tag of ['curb-login', 'curb-booking']) {
    expect(await settledLayout(hostile, tag), `${tag} signed out`).toEqual(await settledLayout(plain, tag));
  }
  await expect(hostile.getByRole('textbox', { name: 'Email or firm code' })).toHaveCSS('font-size', '16px');
  await hostile.screenshot({ path: `${test.info().outputDir}/hostile-signed-out.png`, fullPage: true });

  // Sign in on the hostile page; the plain page (same site, same partitioned cookie) reloads signed in.
  await hostile.getByRole('textbox', { name: 'Email or firm code' }).fill(AVA);
  await hostile.getByRole('button', { name: 'Continue' }).click();
  await enterOneTimeCode(hostile, AVA);
  const booking = stepper(hostile);
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await plain.reload();
  await expect(stepper(plain).getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  expect(await settledLayout(hostile, 'curb-booking'), 'the stepper, step 1').toEqual(await settledLayout(plain, 'curb-booking'));
  await hostile.screenshot({ path: `${test.info().outputDir}/hostile-step-1.png`, fullPage: true });

  // And it works: the four steps to a confirmation the host page hears.
  const number = await bookRide(booking, { pickup: OFFICE, dropoff: JFK });
  await expect(hostile.getByText(`Booked: reservation ${number}.`, { exact: false })).toBeVisible();
  await hostile.screenshot({ path: `${test.info().outputDir}/hostile-booked.png`, fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
