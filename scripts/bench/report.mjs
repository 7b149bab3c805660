// The bench's outputs: one markdown page (the tables) and one JSON document (every sample).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';
import path from 'node:path';
import { bytesTable } from './bytes.mjs';
import { dashboardTable } from './dashboard.mjs';
import { firstInputTable } from './first-input.mjs';
import { interactionsTable } from './interactions.mjs';
import { reportsScrollLine } from './reports-scroll.mjs';
import { serverLoadTable } from './server-load.mjs';
import { userLoadSection } from './user-load.mjs';

export function describeMachine(chromiumVersion) {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${platform()} ${release()}, Node ${process.version}, ${chromiumVersion}`;
}

/** A section of the page: its heading, then its lines. */
const section = (heading, ...lines) => [`## ${heading}`, '', ...lines.flatMap((line) => [line, ''])];

export function benchMarkdown(result) {
  const { ranAt, machine, options } = result;
  return [
    `# Curbside bench, ${ranAt}`,
    '',
    `Machine: ${machine}. ${options.note}`,
    `Options: ${options.runs} runs per page, ${options.throttle}x CPU throttle, load ${options.loadSeconds} s per call.`,
    '',
    ...section('First usable input (a typed character lands in the booking form\'s first field)', firstInputTable(result.firstInput, options.throttle)),
    ...section(
      'Interaction latency',
      interactionsTable(result.interactions, options.throttle),
      `Reports table, 10,000 rows scrolled, longest task: ${reportsScrollLine(result.reportsScroll)}.`,
    ),
    ...section('Dashboard views (GET /reports/dashboard/{name})', dashboardTable(result.dashboard)),
    ...section('Bytes (raw / gzip -9 / brotli 11, KiB)', bytesTable(result.bytes)),
    ...section('Server under load', serverLoadTable(result.serverLoad, options.loadSeconds)),
    ...section('Users signing in, quoting and booking; a crash in the middle', userLoadSection(result.userLoad, result.fault)),
  ].join('\n');
}

/** Writes results.md and results.json into `dir`; returns the markdown. */
export function writeBenchResults(dir, result) {
  mkdirSync(dir, { recursive: true });
  const markdown = benchMarkdown(result);
  writeFileSync(path.join(dir, 'results.md'), markdown);
  const { session: _session, ...interactions } = result.interactions;
  writeFileSync(path.join(dir, 'results.json'), `${JSON.stringify({ ...result, interactions }, null, 2)}\n`);
  return markdown;
}
