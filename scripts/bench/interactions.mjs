// Interaction latency on the portal's /new-booking, INP-style, at a CPU throttle, each run in a
// fresh context (cold cache):
// - keystroke: typing an address into 'Pickup' at ~8 keys a second; each key's Event Timing
//   duration (input to the next paint, the longest event of the interaction). Event Timing reports
//   only events of 16 ms or more, so an unreported key counts as 16 ms (an upper bound);
// - Next: Next on step 1 until 'Date and location' is painted (three per run: the first, then
//   twice more after Back);
// - quote list: Next on step 2 until every car service card shows its price, painted (the server
//   answers quotes at once, SIMULATOR_QUOTE_DELAY_MS=0, so this is the client's own work).
// Also keeps one quotes request body (and the session cookie) for the server load test.
import { launchBrowser, signedInState, throttledPage } from './browser.mjs';
import { PAINT_TIMER_SCRIPT } from './paint-timer.mjs';
import { percentile } from './stats.mjs';

const EVENT_TIMING_SCRIPT = `(() => {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchEvents.push({ name: entry.name, id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

const headingShown = (name) => `(deep) => [...(document.querySelector('curb-booking')?.shadowRoot?.querySelectorAll('h2') ?? [])].some((h) => h.textContent.trim() === ${JSON.stringify(name)})`;
// The car step drawn ahead of Next holds its priced cards already (hidden): the list counts as
// shown once the step's heading says so.
const QUOTES_SHOWN = `(deep) => { const root = document.querySelector('curb-booking')?.shadowRoot; return !!root && (${headingShown('Car and payment')})(deep) && root.querySelectorAll('.service-radio').length > 0 && root.querySelectorAll('.service-pending').length === 0; }`;
const PICKUP_TEXT = '350 5th Ave';

/**
 * Clicks `target` and resolves with the paint timer's milliseconds until `predicate` shows. The
 * mouse presses the target's middle as a user's would: a locator's click also runs Playwright's
 * own hit-target check in the page at pointerdown (elementsFromPoint, 7-10 ms at 4x), which is
 * the harness's time, not the page's.
 */
async function timedClick(page, target, predicate) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the button to time has no box');
  const timing = page.evaluate((source) => globalThis.__benchWatch(source, ['pointerdown']), predicate);
  await page.waitForTimeout(50);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return Math.round(await timing);
}

async function stepOne(booking) {
  await booking.getByRole('heading', { name: 'Passenger info' }).waitFor();
  await booking.getByRole('combobox', { name: /Purpose of journey/ }).click();
  await booking.getByRole('option', { name: 'Airport transfer' }).click();
  await booking.getByRole('combobox', { name: /Cost Center/ }).fill('CC-');
  await booking.getByRole('option', { name: /CC-100/ }).first().click();
}

/** Types the pickup key by key; returns each key's latency (ms). */
async function typePickup(page, booking) {
  const pickup = booking.getByRole('combobox', { name: /^Pickup/ });
  await pickup.click();
  await page.evaluate(() => { globalThis.__benchEvents = []; });
  await page.keyboard.type(PICKUP_TEXT, { delay: 120 });
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => globalThis.__benchEvents.filter((e) => e.name.startsWith('key')));
  const byInteraction = new Map();
  for (const event of events) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  const reported = [...byInteraction.values()];
  return [...reported, ...Array(Math.max(0, PICKUP_TEXT.length - reported.length)).fill(16)];
}

async function stepTwo(booking) {
  await booking.getByRole('option', { name: /Acme HQ/ }).first().click();
  await booking.getByText('ASAP', { exact: true }).click({ position: { x: 14, y: 12 } });
  const dropoff = booking.getByRole('combobox', { name: /^Drop-off/ });
  await dropoff.fill('JFK');
  await booking.getByRole('option', { name: /John F Kennedy International Airport/ }).first().click();
  await booking.getByRole('combobox', { name: /^Terminal/ }).click();
  await booking.getByRole('option', { name: 'Terminal 4' }).click();
  await booking.getByRole('status', { name: 'Estimated trip' }).waitFor();
}

export async function measureInteractions({ base, runs, throttle, log }) {
  const browser = await launchBrowser();
  const samples = { keystroke: [], next: [], quoteList: [] };
  let quotesBody = null;
  try {
    const storageState = await signedInState(browser, base);
    const cookie = storageState.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await throttledPage(browser, { base, storageState, throttle });
      await context.addInitScript(PAINT_TIMER_SCRIPT);
      await context.addInitScript(EVENT_TIMING_SCRIPT);
      page.on('request', (request) => {
        if (!quotesBody && request.url().endsWith('/car-services/quotes')) quotesBody = request.postData();
      });
      await page.goto('/new-booking');
      const booking = page.locator('curb-booking');
      await stepOne(booking);
      await page.waitForTimeout(1000);
      const next = booking.getByRole('button', { name: 'Next' });
      const back = booking.getByRole('button', { name: 'Back', exact: true });
      const nexts = [];
      for (let round = 0; round < 3; round += 1) {
        if (round > 0) {
          await back.click();
          await booking.getByRole('heading', { name: 'Passenger info' }).waitFor();
          await page.waitForTimeout(500);
        }
        nexts.push(await timedClick(page, next, headingShown('Date and location')));
        await page.waitForTimeout(500);
      }
      const keys = await typePickup(page, booking);
      await stepTwo(booking);
      await page.waitForTimeout(500);
      const quoteList = await timedClick(page, next, QUOTES_SHOWN);
      samples.next.push(...nexts);
      samples.keystroke.push(...keys);
      samples.quoteList.push(quoteList);
      log(`interactions run ${run + 1}: Next ${nexts.join('/')} ms, keys p95 ${percentile(keys, 95)} ms, quote list ${quoteList} ms`);
      await context.close();
    }
    const summary = (values) => ({ p50: percentile(values, 50), p95: percentile(values, 95), samples: values.length });
    return {
      results: { keystroke: summary(samples.keystroke), next: summary(samples.next), quoteList: summary(samples.quoteList) },
      samples,
      session: { cookie, quotesBody },
    };
  } finally {
    await browser.close();
  }
}

export function interactionsTable({ results }, throttle) {
  const row = (what, r) => `| ${what} | ${r.p50} ms | ${r.p95} ms | ${r.samples} |`;
  return [
    '| interaction (portal /new-booking) | p50 | p95 | samples |',
    '|---|---:|---:|---:|',
    row('keystroke in the Pickup address field (input to next paint)', results.keystroke),
    row("Next on step 1, until 'Date and location' is painted", results.next),
    row('Next on step 2, until every quote is shown (quote list render)', results.quoteList),
    '',
    `${throttle}x CPU throttle; a key under 16 ms is not reported by Event Timing and counts as 16 ms.`,
  ].join('\n');
}
