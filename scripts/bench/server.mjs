// The built server (dist/server/main.js) on the built portal, on a data folder of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts the server and waits until it answers. `mode` 'test' keeps the development outbox the
 * bench signs in through; 'production' is what the load test measures (no response validation,
 * no dev routes). Static serving is the same in both. Quotes answer at once (SIMULATOR_QUOTE_DELAY_MS=0).
 * `databaseUrl`: on PostgreSQL instead of the data folder's SQLite file.
 */
export async function startServer({ root, port, dataDir, portalDir, mode, databaseUrl }) {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: mode, LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '10000', ADDRESS_SIGN_IN_LIMIT: '10000', SIMULATOR_QUOTE_DELAY_MS: '0',
      ...(portalDir ? { PORTAL_DIR: portalDir } : {}), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Seeding a year of rides on a fresh data folder takes tens of seconds on a loaded 2-core machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (await fetch(`${base}/version.json`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server (${mode}) did not start on ${base} within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      child.kill();
      await exited;
    },
    /** Killed as a crash would: SIGKILL, no shutdown. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
