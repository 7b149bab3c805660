// The bench's browser: Debian's chromium, a signed-in storage state made once through the portal's
// one-time code sign-in, and pages whose CPU is throttled through CDP.
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
export const BENCH_EMAIL = 'ava.employee@acme.example';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/** The installed chromium's version, e.g. 'Chromium 156.0.8078.79'. */
export async function browserVersion(browser) {
  return `Chromium ${browser.version()}`;
}

/** Signs in once through the portal (one-time code from the development outbox); returns the storage state. */
export async function signedInState(browser, base, email = BENCH_EMAIL) {
  const context = await browser.newContext({ baseURL: base });
  const p = await context.newPage();
  await p.goto('/login');
  await p.getByRole('textbox', { name: 'Email or firm code' }).fill(email);
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByRole('textbox', { name: 'One-time code' }).waitFor();
  const { code } = await (await p.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`)).json();
  await p.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.getByRole('button', { name: 'Log out' }).waitFor();
  // First-session dialogs and the tour, once, so they do not stand in front of the form later.
  for (const name of ['I Agree', 'I Agree', 'Skip tour']) {
    const button = p.getByRole('button', { name }).first();
    if (!(await button.waitFor({ state: 'visible', timeout: 2500 }).then(() => true, () => false))) continue;
    await button.click({ timeout: 5000 }).catch(() => undefined);
    await button.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A fresh context (cold cache) and its page, CPU throttled `throttle` times; `cdp` for more. */
export async function throttledPage(browser, { base, storageState, throttle }) {
  const context = await browser.newContext({ baseURL: base, storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}
