// `npm test`: install what is missing (chromium included), type-check, lint (ESLint and knip), then
// run the unit tests, the server suite again on a temporary PostgreSQL, the element and journey
// tests (some journeys again on a server on PostgreSQL). Every stage runs; the exit code is non-zero if any failed.
import { createServer } from 'node:net';
import { ROOT, ensureBuild, ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { startTemporaryPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

/** A port nobody listens on (the temporary PostgreSQL servers'). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

await ensureDependencies();
await ensureChromium();

/** The server suite on PostgreSQL: the same tests, each app on its own fresh database there. */
async function serverSuiteOnPostgres() {
  const postgres = await startTemporaryPostgres(await freePort());
  try {
    return await run('npx', ['vitest', 'run', 'server'], { cwd: ROOT, env: { CURBSIDE_TEST_POSTGRES_URL: postgres.url } });
  } finally {
    postgres.stop();
  }
}

/**
 * The journeys, in JOURNEY_WORKERS workers (default 2), each with a server of its own on free ports
 * (unless JOURNEY_PORT is set): every journey on SQLite, and those tagged @postgres again on
 * PostgreSQL, each worker's server on a database of its own in this temporary cluster.
 */
async function journeys() {
  const postgres = await startTemporaryPostgres(await freePort());
  try {
    return await run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
      cwd: ROOT, env: { JOURNEY_DATABASE_URL: postgres.url },
    });
  } finally {
    postgres.stop();
  }
}

const stages = [
  ['type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['server on PostgreSQL', null, serverSuiteOnPostgres],
  ['build', null, ensureBuild],
  // Issue 9: npm pack @curbside/elements from the build, install it in a host project, type-check the host.
  ['npm package', 'npx', ['vitest', 'run', '--config', 'embed-package/vitest.config.ts']],
  ['element tests', 'npx', ['web-test-runner']],
  ['journeys (SQLite, and the @postgres ones on PostgreSQL)', null, journeys],
];

const failed = [];
for (const [name, command, args] of stages) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = command ? await run(command, args, { cwd: ROOT }) : await args().then((result) => result ?? 0, (error) => {
    console.error(error);
    return 1;
  });
  console.log(`━━ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failed.push(name);
}

console.log(`\nstages: ${stages.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
