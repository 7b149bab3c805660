// `npm test`: install what is missing (chromium included), type-check, lint (ESLint and knip), then
// run the unit tests, the server suite again on a temporary PostgreSQL, the element and journey
// tests (some journeys again on a server on PostgreSQL). Every stage runs; the exit code is non-zero if any failed.
import { createServer } from 'node:net';
import { ROOT, ensureBuild, ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { startTemporaryPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

/** A port nobody listens on, so the journeys' server never collides with another process. */
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
process.env.JOURNEY_PORT ??= String(await freePort());

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

/** The journeys: every one on the SQLite server, and those tagged @postgres again on a server on PostgreSQL. */
async function journeys() {
  const postgres = await startTemporaryPostgres(await freePort());
  try {
    return await run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
      cwd: ROOT, env: { JOURNEY_DATABASE_URL: postgres.url, JOURNEY_PG_PORT: String(await freePort()) },
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
