#!/usr/bin/env node
// `npm run bench`: builds the production output, starts the built server on it and measures, side
// by side, in one run (see README, "Performance"):
// - first usable input on the static-form floor, the widget embed, an iframe of the portal and the
//   portal (cold and warm cache, CPU throttled, pages in rotating order, medians);
// - interaction latency on the portal (keystroke, Next, quote list; p50 and p95);
// - the reports table's 10,000-row scroll (once there is one);
// - each of the dashboard's 13 views over a year of Acme's rides (issue 14: under 200 ms);
// - the bytes of every element and embed (raw, gzip, brotli; first step and total);
// - the server under autocannon (quotes at provider delay 0, reservations list, user data);
// - simulated users signing in, quoting and booking (SQLite, then PostgreSQL), and a SIGKILL in
//   the middle of booking (issue 11: 0 errors, 0 lost, 0 double, nothing half written).
// Writes bench/results.md and bench/results.json.
//   node scripts/bench.mjs [--runs 5] [--throttle 4] [--load-seconds 10] [--port 9310] [--skip-build]
//     [--portal-dir DIR] [--out DIR] [--users 200] [--user-load-seconds 300] [--skip-user-load]
//     [--only part,part]: only those parts (first-input, interactions, reports-scroll, dashboard, reports-server,
//     server-load, user-load, bytes); the other parts' figures stay as the last results.json has them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuild } from './lib/ensure.mjs';
import { browserVersion, launchBrowser } from './bench/browser.mjs';
import { measureBytes } from './bench/bytes.mjs';
import { measureDashboard, signInReporter } from './bench/dashboard.mjs';
import { measureFirstInput } from './bench/first-input.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { describeMachine, writeBenchResults } from './bench/report.mjs';
import { measureReportsScroll } from './bench/reports-scroll.mjs';
import { measureReportsServer } from './bench/reports-server.mjs';
import { measureServerLoad } from './bench/server-load.mjs';
import { startServer } from './bench/server.mjs';
import { measureKillDuringBooking, measureUserLoad } from './bench/user-load.mjs';
import { startTemporaryPostgres } from './lib/postgres.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const runs = Number(option('runs', 5));
const throttle = Number(option('throttle', 4));
const loadSeconds = Number(option('load-seconds', 10));
const port = Number(option('port', 9310));
const users = Number(option('users', 200));
const userLoadSeconds = Number(option('user-load-seconds', 300));
const portalDir = path.resolve(option('portal-dir', path.join(ROOT, 'dist/portal')));
const outDir = path.resolve(option('out', path.join(ROOT, 'bench')));
const log = (message) => console.log(`[bench] ${message}`);
const only = option('only', null)?.split(',') ?? null;
const wants = (part) => only === null || only.includes(part);
const resultsFile = path.join(outDir, 'results.json');
if (only && !existsSync(resultsFile)) throw new Error(`--only keeps the other parts' figures from ${resultsFile}: run the whole bench once first`);
const previous = only ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};

if (!argv.includes('--skip-build')) await ensureBuild();

const chromium = await launchBrowser().then(async (browser) => {
  const version = await browserVersion(browser);
  await browser.close();
  return version;
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'curbside-bench-'));
const importMap = JSON.parse(readFileSync(path.join(portalDir, 'importmap.json'), 'utf8')).imports;

// Browser measurements on a server that keeps the development outbox (the bench signs in through it).
let server = await startServer({ root: ROOT, port, dataDir, portalDir, mode: 'test' });
let firstInput;
let interactions;
let dashboard;
let reporterCookie;
let reportsScroll;
try {
  log(`server up on ${server.base}; ${runs} runs per page at ${throttle}x CPU throttle`);
  if (wants('first-input')) firstInput = await measureFirstInput({ base: server.base, runs, throttle, log });
  if (['interactions', 'server-load', 'user-load'].some(wants)) interactions = await measureInteractions({ base: server.base, runs, throttle, log });
  if (wants('reports-scroll')) reportsScroll = await measureReportsScroll({ base: server.base, importMap, log });
  // rita.reporter signs in through this server's outbox; the session holds on the production server below.
  if (wants('dashboard') || wants('reports-server')) reporterCookie = await signInReporter(server.base);
} finally {
  await server.stop();
}

// The load test on the same data in production mode (same data folder: same signing key and sessions).
server = await startServer({ root: ROOT, port, dataDir, portalDir, mode: 'production' });
let serverLoad;
let reportsServer;
try {
  if (wants('server-load')) serverLoad = await measureServerLoad({ base: server.base, ...interactions.session, seconds: loadSeconds, log });
  if (wants('dashboard')) dashboard = await measureDashboard({ base: server.base, cookie: reporterCookie, runs: 30, log });
  if (wants('reports-server')) {
    reportsServer = (await measureReportsServer({ base: server.base, cookie: reporterCookie, seconds: loadSeconds, log })).map((row) => ({ ...row, part: 'reports-server' }));
  }
} finally {
  await server.stop();
}

// Simulated users on SQLite, then on PostgreSQL; then the crash in the middle of booking.
const userLoad = [];
let fault = null;
if (!argv.includes('--skip-user-load') && wants('user-load') && interactions.session.quotesBody) {
  const template = JSON.parse(interactions.session.quotesBody).reservationRequest;
  const database = { root: ROOT, sqliteFile: path.join(dataDir, 'curbside.sqlite') };
  server = await startServer({ root: ROOT, port, dataDir, portalDir, mode: 'test' });
  try {
    userLoad.push({ database: 'SQLite', ...await measureUserLoad({ base: server.base, template, users, seconds: userLoadSeconds, database, log }) });
  } finally {
    await server.stop();
  }
  const postgres = await startTemporaryPostgres(port + 1);
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'curbside-bench-pg-'));
  try {
    server = await startServer({ root: ROOT, port, dataDir: pgDataDir, portalDir, mode: 'test', databaseUrl: postgres.url });
    try {
      userLoad.push({ database: 'PostgreSQL', ...await measureUserLoad({ base: server.base, template, users, seconds: userLoadSeconds, database: { root: ROOT, url: postgres.url }, log }) });
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
  server = await startServer({ root: ROOT, port, dataDir, portalDir, mode: 'test' });
  fault = await measureKillDuringBooking({
    base: server.base, template, users: 20, killAfterMs: 3000, database, log,
    kill: () => server.kill(),
    restart: async () => { server = await startServer({ root: ROOT, port, dataDir, portalDir, mode: 'test' }); },
  });
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });

log('measuring bytes');
const bytes = wants('bytes') ? measureBytes(portalDir) : previous.bytes;
const markdown = writeBenchResults(outDir, {
  ranAt: new Date().toISOString(),
  machine: describeMachine(chromium),
  options: {
    runs, throttle, loadSeconds, users, userLoadSeconds,
    note: `A shared machine: other work may run beside the bench, so compare ratios within one run.${only ? ` Only ${only.join(', ')} measured at this time; the other figures are from the run of ${previous.ranAt}.` : ''}`,
  },
  firstInput: firstInput ?? previous.firstInput,
  interactions: interactions ?? previous.interactions,
  reportsScroll: reportsScroll ?? previous.reportsScroll,
  dashboard: dashboard ?? previous.dashboard,
  bytes,
  // The reports' calls print in the server-load table, after the others.
  serverLoad: [
    ...(serverLoad ?? (previous.serverLoad ?? []).filter((row) => row.part !== 'reports-server')),
    ...(reportsServer ?? (previous.serverLoad ?? []).filter((row) => row.part === 'reports-server')),
  ],
  userLoad: userLoad.length > 0 || !only ? userLoad : previous.userLoad,
  fault: fault ?? previous.fault,
});
console.log(`\n${markdown}`);
log(`written: ${path.relative(ROOT, outDir)}/results.md, results.json`);
