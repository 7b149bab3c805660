// The dashboard's 13 views (GET /reports/dashboard/{name}, issue 14) over a year of Acme's rides,
// as rita.reporter, on the production build in production mode: one warm-up call per view, then
// `runs` timed calls each, in turn, one at a time; p50, p99 and max per view against the issue's
// goal of 200 ms. Run alone (`node scripts/bench/dashboard.mjs [--runs 30] [--port 9320]`: its own
// server on fresh data) or from `npm run bench` (`--only dashboard`).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats.mjs';

const API = '/api/web/v1';
const KEY = { 'x-api-key': 'curbside-demo-key' };
const RITA = 'rita.reporter@acme.example';
/** The goal for each view over a year of Acme's rides. */
export const DASHBOARD_GOAL_MS = 200;
const VIEWS = [
  'summary', 'metrics', 'hourly-distribution', 'top-employees', 'rides-by-service', 'top-airports', 'sustainability',
  'emissions-by-weekday', 'emissions-by-hour', 'emissions-by-month', 'emissions-by-state', 'emissions-by-country',
  'emissions-by-purpose-of-journey',
];

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs in by OTP through the development outbox (a server in test mode); the session cookie. */
export async function signIn(base, email) {
  const post = (p, body) => fetch(base + API + p, { method: 'POST', headers: { ...KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const initiate = await post('/auth/login/initiate', { email });
  const { guid } = await json(initiate);
  const { code } = await json(await fetch(`${base}/api/dev/outbox?email=${encodeURIComponent(email)}`));
  const complete = await post('/auth/login/complete', { guid, password: code });
  await json(complete);
  const session = complete.headers.getSetCookie().find((c) => c.startsWith('curb_session='));
  if (!session) throw new Error('no session cookie');
  return session.split(';')[0];
}

/** rita.reporter's session cookie, signed in on a server in test mode (it stays valid after a restart on the same data). */
export const signInReporter = (base) => signIn(base, RITA);

/** A year of trip dates ending today (ISO), the range both the dashboard and the reports benches ask for. */
export function benchYear(today = new Date()) {
  return { from: new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/** Times each view `runs` times over the year to today as `cookie`'s user; rows of { view, median, p99, max }. */
export async function measureDashboard({ base, cookie, runs = 30, log = () => {} }) {
  const { from, to } = benchYear();
  const query = `timeRangeFrom=${from}&timeRangeTo=${to}&country=0`;
  const call = async (name) => {
    const started = performance.now();
    const answer = await json(await fetch(`${base}${API}/reports/dashboard/${name}?${query}`, { headers: { ...KEY, cookie } }));
    return { ms: performance.now() - started, answer };
  };
  const { answer: summary } = await call('summary');
  for (const name of VIEWS) await call(name);
  const samples = new Map(VIEWS.map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const name of VIEWS) samples.get(name).push((await call(name)).ms);
  }
  const rows = VIEWS.map((view) => {
    const ms = samples.get(view);
    return { view, median: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
  });
  log(`dashboard: ${summary.rides} rides over ${from}..${to}; slowest view p99 ${Math.max(...rows.map((r) => r.p99)).toFixed(1)} ms`);
  return { rides: summary.rides, from, runs, rows, load: loadavg()[0] };
}

export function dashboardTable(result) {
  if (!result) return 'n/a (not measured)';
  const ms = (value) => `${value.toFixed(1)} ms`;
  return [
    '| view | p50 | p99 | max | p99 under 200 ms |',
    '|---|---:|---:|---:|:---:|',
    ...result.rows.map((r) => `| ${r.view} | ${ms(r.median)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.p99 < DASHBOARD_GOAL_MS ? 'yes' : 'no'} |`),
    '',
    `GET /reports/dashboard/{name} as rita.reporter over a year of Acme's rides (${result.rides.toLocaleString('en-US')} rides from ${result.from} to today), ${result.runs} calls per view after a warm-up, one at a time; SQLite, the production build in production mode; machine load average ${result.load.toFixed(1)} at the end (a shared machine: the max shows what other work did to a call).`,
  ].join('\n');
}

// Alone: a server of its own on fresh data (it seeds the year of rides), the table on stdout.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('./server.mjs');
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'curbside-bench-dashboard-'));
  const port = Number(option('port', 9320));
  // Signed in through the test server's outbox, then measured on the production server on the same data.
  let server = await startServer({ root, port, dataDir, mode: 'test' });
  const cookie = await signInReporter(server.base).finally(() => server.stop());
  server = await startServer({ root, port, dataDir, mode: 'production' });
  try {
    console.log(dashboardTable(await measureDashboard({ base: server.base, cookie, runs: Number(option('runs', 30)), log: (m) => console.log(`[bench] ${m}`) })));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
