#!/usr/bin/env node
// `npm run bench`: builds the production output, starts the server on it and measures, side by
// side: first usable input on the static-form floor, the widget embed, an iframe of the portal
// and the portal (cold and warm cache, CPU throttled), and the bytes of every element and embed.
// Writes bench-results/bench.md and bench-results/bench.json (see README, "Performance").
//   node scripts/bench.mjs [--runs 5] [--throttle 4] [--skip-build]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuild } from './lib/ensure.mjs';
import { bytesTable, measureBytes } from './bench/bytes.mjs';
import { firstInputTable, measureFirstInput } from './bench/first-input.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const runs = option('runs', 5);
const throttle = option('throttle', 4);
const port = option('port', 9310);
const log = (message) => console.log(`[bench] ${message}`);

if (!argv.includes('--skip-build')) await ensureBuild();

// The production build, served by the built server on its own data. NODE_ENV=test keeps the
// development outbox the bench signs in through; static serving is the same as in production.
const dataDir = mkdtempSync(path.join(tmpdir(), 'curbside-bench-'));
const server = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000', ADDRESS_SIGN_IN_LIMIT: '10000', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let tries = 0; ; tries += 1) {
    if (await fetch(`${base}/version.json`).then((r) => r.ok, () => false)) break;
    if (tries > 100) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`server up on ${base}; ${runs} runs per page at ${throttle}x CPU throttle`);
  const firstInput = await measureFirstInput({ base, runs, throttle, email: 'ava.employee@acme.example', log });
  const bytes = measureBytes(path.join(ROOT, 'dist/portal'));
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
  const ranAt = new Date().toISOString();
  const markdown = [
    `# Curbside bench (${ranAt})`,
    '',
    `Machine: ${machine}.`,
    '',
    '## First usable input',
    '',
    firstInputTable(firstInput, throttle),
    '',
    '## Bytes per element',
    '',
    bytesTable(bytes),
    '',
  ].join('\n');
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'bench.md'), markdown);
  writeFileSync(path.join(outDir, 'bench.json'), `${JSON.stringify({ ranAt, machine, runs, throttle, firstInput, bytes }, null, 2)}\n`);
  console.log(`\n${markdown}`);
  log(`written: ${path.relative(ROOT, outDir)}/bench.md, bench.json`);
} finally {
  server.kill();
}
