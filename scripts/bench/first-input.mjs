// First usable input: from navigation start to the moment a character typed into the booking
// form's first field lands in it, on four pages side by side (rotating order each round), each in
// a fresh browser context (cold cache) and then reloaded in it (warm cache), at a CPU throttle.
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

/** The plain HTML form the other pages are compared with: no framework, no script. */
const STATIC_FORM = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Static form</title></head><body>
<h1>Book a car</h1><form><h2>Passenger info</h2>
<label>First name <input name="first" /></label><label>Last name <input name="last" /></label>
<label>Phone <input name="phone" type="tel" /></label><label>Purpose of journey <select><option>Airport transfer</option></select></label>
<button type="button">Next</button></form></body></html>`;
const page = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Bench</title><link rel="icon" href="data:," /></head><body>${body}</body></html>`;

const PAGES = [
  { name: 'static form (floor)', url: '/bench/static-form.html', html: STATIC_FORM, field: (p) => p.getByRole('textbox').first() },
  {
    name: 'widget embed (curb-booking)', url: '/bench/embed.html',
    html: page('<curb-booking api-key="curbside-demo-key"></curb-booking><script type="module" src="/embed/curb-booking.js"></script>'),
    field: (p) => p.locator('curb-booking').getByRole('textbox').first(),
  },
  {
    name: 'iframe of the portal /new-booking', url: '/bench/iframe.html',
    html: page('<iframe title="Book a car" src="/new-booking" style="width:100%;height:900px;border:0"></iframe>'),
    field: (p) => p.frameLocator('iframe').locator('curb-booking').getByRole('textbox').first(),
  },
  { name: 'portal /new-booking', url: '/new-booking', field: (p) => p.locator('curb-booking').getByRole('textbox').first() },
];

/** Milliseconds from navigation start until a typed character is in the first field. */
async function firstUsableInput(p, target, base) {
  const started = Date.now();
  await p.goto(base + target.url, { waitUntil: 'commit' });
  const field = target.field(p);
  for (;;) {
    if (Date.now() - started > 60_000) throw new Error(`${target.name}: no usable field after 60 s`);
    // Landed: the field holds one character more than before the key (a draft may refill it).
    const before = await field.inputValue({ timeout: 50 }).catch(() => null);
    const typed = before !== null && (await field.press('x', { timeout: 50 }).then(() => true, () => false));
    if (typed && (await field.inputValue({ timeout: 50 }).catch(() => '')).length > before.length) return Date.now() - started;
    await p.waitForTimeout(10);
  }
}

/** Signs in once through the portal (one-time code from the development outbox); returns the storage state. */
async function signedInState(browser, base, email) {
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** @returns {Promise<Array<{ page: string, cold: number[], warm: number[], coldMedian: number, warmMedian: number }>>} */
export async function measureFirstInput({ base, runs, throttle, email, log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const storageState = await signedInState(browser, base, email);
    const results = new Map(PAGES.map((target) => [target.name, { cold: [], warm: [] }]));
    for (let round = 0; round < runs; round += 1) {
      const order = PAGES.map((_, i) => PAGES[(i + round) % PAGES.length]);
      for (const target of order) {
        const context = await browser.newContext({ baseURL: base, storageState, viewport: { width: 1280, height: 900 } });
        for (const { url, html } of PAGES) if (html) await context.route(base + url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
        const p = await context.newPage();
        const cdp = await context.newCDPSession(p);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const cold = await firstUsableInput(p, target, base);
        const warm = await firstUsableInput(p, target, base);
        results.get(target.name).cold.push(cold);
        results.get(target.name).warm.push(warm);
        log(`round ${round + 1}: ${target.name} cold ${cold} ms, warm ${warm} ms`);
        await context.close();
      }
    }
    return PAGES.map(({ name }) => {
      const { cold, warm } = results.get(name);
      return { page: name, cold, warm, coldMedian: median(cold), warmMedian: median(warm) };
    });
  } finally {
    await browser.close();
  }
}

export function firstInputTable(rows, throttle) {
  const floor = rows[0];
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `| page | first usable input, cold, median | against the floor | warm, median | against the floor |`,
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.page} | ${s(r.coldMedian)} | ${(r.coldMedian / floor.coldMedian).toFixed(1)}x | ${s(r.warmMedian)} | ${(r.warmMedian / floor.warmMedian).toFixed(1)}x |`),
    '',
    `${throttle}x CPU throttle (CDP), ${rows[0].cold.length} runs per page, pages in rotating order, signed in.`,
  ].join('\n');
}
