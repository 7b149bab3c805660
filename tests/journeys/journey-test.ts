// Every journey imports `test` and `expect` from here, not from '@playwright/test': this is where
// the journeys' server lives. Each Playwright worker starts its own built server
// (`node dist/server/main.js`) on its own port, with its own fresh data folder (SQLite) or, in the
// 'postgres' project, its own fresh database in the cluster JOURNEY_DATABASE_URL names; `baseURL`
// points at it, and the server goes when the worker does (also when Playwright replaces a worker
// after a failure: the new one starts on fresh data). Two workers never share data.
import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, ConsoleMessage, Locator, Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The server a worker drives, and the port the worker's own host pages (the embed journeys) use: another site. */
interface JourneyServer {
  /** The Curbside server: http://localhost:<port> (the tests' baseURL). */
  origin: string;
  /** A free port on 127.0.0.1 for host pages the test serves itself (embed-host-pages.ts); the server allows it as an embedding origin. */
  hostPort: number;
  /** http://127.0.0.1:<hostPort>: another site than `origin` to the browser. */
  hostOrigin: string;
}

/** Worker options the config sets per project. */
export interface JourneyWorkerOptions {
  /** The admin URL of a PostgreSQL cluster: the worker's server runs on a database of its own created there. Unset: SQLite. */
  journeyDatabaseUrl: string | undefined;
}

/** Whether `port` can be listened on (on every address, as the server does). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker's two ports, the server's and the next one for host pages. With JOURNEY_PORT (a
 * helper's own range): JOURNEY_PORT + 2 x the worker's slot, waiting a little while a replaced
 * worker's server is still going; a free pair otherwise (or when those stay taken).
 */
async function workerPorts(parallelIndex: number): Promise<{ port: number; hostPort: number }> {
  const base = Number(process.env.JOURNEY_PORT);
  if (base > 0) {
    const port = base + 2 * parallelIndex;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      if ((await portIsFree(port)) && (await portIsFree(port + 1))) return { port, hostPort: port + 1 };
      await delay(250);
    }
    console.warn(`[journeys] ports ${port} and ${port + 1} are taken: worker ${parallelIndex} uses free ports instead`);
  }
  // The host pages on the next port, as with JOURNEY_PORT: the server seeds its partner billing
  // origin on PORT+1 (server/src/main.ts), so the pair keeps that true too.
  for (;;) {
    const port = await freePort();
    if (await portIsFree(port + 1)) return { port, hostPort: port + 1 };
  }
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

/** Run one statement on the cluster's admin database ('pg' is the server's dependency, loaded from there). */
async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const pg = createRequire(join(ROOT, 'server', 'package.json'))('pg') as { Client: new (config: { connectionString: string }) => PgClient };
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for this worker in the cluster of `adminUrl`; resolves its URL and a drop(). */
async function workerDatabase(adminUrl: string, workerIndex: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `curbside_journeys_${process.pid}_${workerIndex}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Wait until the server answers its portal page, or fail with why (it exited, or never answered). */
async function waitUntilAnswering(origin: string, server: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the journey server exited (${server.exitCode}) before answering:\n${errors()}`);
    const answered = await fetch(`${origin}/index.html`).then((response) => response.ok, () => false);
    if (answered) return;
    await delay(200);
  }
  throw new Error(`the journey server on ${origin} did not answer within 60 s:\n${errors()}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Where the built server and portal are: dist/, or a copy of it (JOURNEY_DIST_DIR) so a long run does not hold the build lock. */
const distDir = process.env.JOURNEY_DIST_DIR ?? join(ROOT, 'dist');
/** The built portal the journeys' server serves (JOURNEY_PORTAL_DIR, else the portal of distDir); demo pages are read from it. */
export const portalDir = process.env.JOURNEY_PORTAL_DIR ?? join(distDir, 'portal');

export const test = base.extend<object, JourneyWorkerOptions & { journeyServer: JourneyServer }>({
  journeyDatabaseUrl: [undefined, { option: true, scope: 'worker' }],

  journeyServer: [async ({ journeyDatabaseUrl }, use, workerInfo) => {
    const { port, hostPort } = await workerPorts(workerInfo.parallelIndex);
    const dataDir = mkdtempSync(join(tmpdir(), `curbside-journeys-${workerInfo.workerIndex}-`));
    const database = journeyDatabaseUrl ? await workerDatabase(journeyDatabaseUrl, workerInfo.workerIndex) : null;
    const origin = `http://localhost:${port}`;
    // The server's development default allows loopback host pages on PORT and PORT+1; here the
    // worker's host page port is said outright, since it need not be PORT+1.
    const corsOrigins = [port, hostPort].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
    const server = spawn(process.execPath, [join(distDir, 'server', 'main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port), DATA_DIR: dataDir, PORTAL_DIR: portalDir,
        NODE_ENV: 'test', SIMULATOR_SPEED: '30', LOGIN_RATE_LIMIT: '1000', ADDRESS_SIGN_IN_LIMIT: '10000',
        CORS_ORIGINS: corsOrigins.join(','), DATABASE_URL: database?.url ?? '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
      process.stderr.write(chunk);
    });
    // A worker that dies without its teardown (a crash) takes its server along.
    const killOnExit = () => server.kill('SIGKILL');
    process.once('exit', killOnExit);
    try {
      await waitUntilAnswering(origin, server, () => errors);
      await use({ origin, hostPort, hostOrigin: `http://127.0.0.1:${hostPort}` });
    } finally {
      process.off('exit', killOnExit);
      await stopServer(server);
      await database?.drop().catch((error: unknown) => console.warn(`[journeys] could not drop the worker's database: ${String(error)}`));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, { scope: 'worker', timeout: 120_000 }],

  baseURL: async ({ journeyServer }, use) => use(journeyServer.origin),
});
