// The reports table scrolling 10,000 rows (issue 13): rita.reporter opens /reports on a year of
// Acme's trips ending today, loads rides with 'Load more' until 10,000 are in the table, then the
// rides table's scroll area is scrolled from top to bottom, one wheel-sized step a frame, while a
// PerformanceObserver records every long task (over 50 ms) the page runs. Reported: the longest
// task, how many there were, and the most table rows in the DOM at once (virtual rows: a screenful,
// not 10,000). Measured on a server in test mode (the sign-in reads the development outbox), CPU
// not throttled. `npm run bench -- --only reports-scroll` measures it alone.
import { benchYear } from './dashboard.mjs';
import { launchBrowser, signedInState } from './browser.mjs';

const RITA = 'rita.reporter@acme.example';
const ROWS = 10_000;
/** A mouse wheel's step (px) and the frames between steps: about what a fast scroll does. */
const STEP_PX = 240;

/** Clicks 'Load more' until the table holds `rows` rides (the count line says 'Showing 10,000 of ...'). */
async function loadRows(report, rows, log) {
  const wanted = `Showing ${rows.toLocaleString('en-US')} of`;
  const line = report.getByText(/^Showing [\d,]+ of [\d,]+ rides$/);
  await line.waitFor({ timeout: 60_000 });
  for (let clicks = 0; !(await line.textContent()).startsWith(wanted); clicks += 1) {
    if (clicks > rows / 100) throw new Error(`still '${await line.textContent()}' after ${clicks} clicks on Load more`);
    const before = await line.textContent();
    await report.getByRole('button', { name: 'Load more' }).click();
    await report.getByText(before, { exact: true }).waitFor({ state: 'detached', timeout: 120_000 });
  }
  log(`reports scroll: ${await line.textContent()}`);
}

/** In the page: scrolls the rides table top to bottom under a long-task observer. */
function scrollUnderObserver({ stepPx }) {
  const root = globalThis.document.querySelector('curb-reports')?.shadowRoot;
  const scroller = root?.querySelector('.rides .dt-scroll');
  if (!root || !scroller) throw new Error('no rides table scroll area in curb-reports');
  const tasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(entry.duration); });
  observer.observe({ type: 'longtask' });
  const frame = () => new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()));
  const domRows = () => scroller.querySelectorAll('tbody tr').length;
  return (async () => {
    scroller.scrollTop = 0;
    await frame();
    const started = performance.now();
    let mostRows = domRows();
    let steps = 0;
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += stepPx;
      steps += 1;
      await frame();
      mostRows = Math.max(mostRows, domRows());
    }
    const scrollMs = performance.now() - started;
    // Long tasks are reported after they end: give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    const lastRow = scroller.querySelector('tbody tr:last-of-type[aria-rowindex]')?.getAttribute('aria-rowindex') ?? null;
    return { tasks, steps, scrollMs, mostRows, scrollHeight: scroller.scrollHeight, lastRow };
  })();
}

/**
 * `{ measured, rows, longestTaskMs, longTasks, mostDomRows, steps, scrollMs }`, or `{ measured: false, reason }`
 * when the portal has no reports element.
 */
export async function measureReportsScroll({ base, importMap, log = () => {} }) {
  if (!('curb-reports' in importMap)) return { measured: false, reason: 'no reports table yet' };
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: base, storageState: await signedInState(browser, base, RITA), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const { from, to } = benchYear();
    await page.goto(`/reports?tripDates=${from},${to}`);
    const report = page.locator('curb-reports');
    await loadRows(report, ROWS, log);
    const run = await page.evaluate(scrollUnderObserver, { stepPx: STEP_PX });
    const result = {
      measured: true,
      rows: ROWS,
      longestTaskMs: Math.round(Math.max(0, ...run.tasks)),
      longTasks: run.tasks.length,
      mostDomRows: run.mostRows,
      steps: run.steps,
      scrollMs: Math.round(run.scrollMs),
      lastRowIndex: run.lastRow === null ? null : Number(run.lastRow),
    };
    log(`reports scroll: ${reportsScrollLine(result)}`);
    return result;
  } finally {
    await browser.close();
  }
}

export function reportsScrollLine(result) {
  if (!result?.measured) return `n/a (${result?.reason ?? 'not measured'})`;
  return `${result.longestTaskMs} ms longest task (${result.longTasks} long tasks over 50 ms) scrolling ${result.rows.toLocaleString('en-US')} rows `
    + `top to bottom in ${result.steps} steps of ${STEP_PX} px (${result.scrollMs} ms); at most ${result.mostDomRows} table rows in the DOM`;
}
