import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@curbside/contracts';
import { buildApp } from './app.ts';
import { defaultEnv, type AppEnv } from './config.ts';
import { createDb } from './db/connection.ts';
import { corsOriginsFrom } from './http/cors.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_API_KEYS, SEED_USERS } from './db/seed-data.ts';
import { isEmpty, seed } from './db/seed.ts';
import { RideSimulator } from './providers/ride-simulator.ts';
import { ReportScheduler } from './ride-history/report-scheduler.ts';
import { leadJob } from './db/leader.ts';
import { InvoiceBilling } from './invoices/invoice-billing.ts';
import { startDemoHost } from './http/demo-host.ts';

/** The repository root: the nearest folder up from this file with pnpm-workspace.yaml (works from src/ and dist/server/). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** JWT_SECRET, else a secret generated once and kept in DATA_DIR so sessions survive restarts. */
function jwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? 'server/data');
  mkdirSync(dataDir, { recursive: true });
  const authMode = process.env.AUTH_MODE === 'non-secure' ? 'non-secure' : 'secure';
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  const env: AppEnv = defaultEnv({
    nodeEnv,
    authMode,
    jwtSecret: jwtSecret(dataDir),
    portalDir: path.resolve(repoRoot, process.env.PORTAL_DIR ?? 'dist/portal'),
    // SIMULATOR_SPEED: car providers answer and rides progress this many times faster (30: a whole ride in ~8 s).
    simulatorSpeed: Number(process.env.SIMULATOR_SPEED) > 0 ? Number(process.env.SIMULATOR_SPEED) : 1,
    // SIMULATOR_QUOTE_DELAY_MS: one delay for every provider's quotes (0: at once, for `npm run bench`).
    quoteDelayMs: Number(process.env.SIMULATOR_QUOTE_DELAY_MS) >= 0 && process.env.SIMULATOR_QUOTE_DELAY_MS ? Number(process.env.SIMULATOR_QUOTE_DELAY_MS) : null,
    serveSourceMaps: process.env.SERVE_SOURCE_MAPS === '1',
    // CORS_ORIGINS: host pages on other origins that embed the elements (development: loopback on PORT and PORT+1).
    corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS, { port, production: nodeEnv === 'production' }),
    chatEngineModule: process.env.CHAT_ENGINE_MODULE?.trim() || null,
    // LOGIN_RATE_LIMIT: sign-in attempts per IP and route each minute (journeys sign in many users from one address).
    ...(process.env.LOGIN_RATE_LIMIT ? { loginRateLimit: { max: Number(process.env.LOGIN_RATE_LIMIT), timeWindowMs: 60_000 } } : {}),
    // ADDRESS_SIGN_IN_LIMIT: codes one address may ask for each hour (journeys sign the same users in many times).
    ...(process.env.ADDRESS_SIGN_IN_LIMIT ? { addressSignInLimit: { attempts: Number(process.env.ADDRESS_SIGN_IN_LIMIT), failedTries: 10 } } : {}),
  });

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = createDb({ databaseUrl, sqliteFile: path.join(dataDir, 'curbside.sqlite') });
  const applied = await migrateToLatest(db);
  const seeded = await isEmpty(db);
  // The demo partner billing page (issue 15) is served on 127.0.0.1 at PORT+1: Acme allows that origin.
  const partnerPort = port + 1;
  const partnerOrigin = `http://127.0.0.1:${partnerPort}`;
  if (seeded) await seed(db, { partnerBillingOrigin: partnerOrigin });

  const app = await buildApp({
    db,
    env,
    logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'] },
  });
  await app.listen({ port, host });
  // The car providers' side: booked rides move through their statuses (SIMULATOR_SPEED). Starred
  // reports with a schedule go to their owners' outbox (issue 13). Each runs in one process only
  // when several share a PostgreSQL database (db/leader.ts).
  const simulator = leadJob(db, 'curbside:ride-simulator', new RideSimulator(app));
  const reportScheduler = leadJob(db, 'curbside:report-scheduler', new ReportScheduler(app));
  // Direct-bill invoices are issued each month and moved along the simulated payment feed (issue 15).
  const invoiceBilling = leadJob(db, 'curbside:invoice-billing', new InvoiceBilling(db.kysely, undefined, (error) => app.log.warn({ err: error }, 'invoice billing run failed')));
  // Development only (journeys serve their own host pages there): the demo's other site, with the
  // client firm's intranet page and the partner billing page (issues 9 and 15).
  const partnerHost = env.nodeEnv === 'development' && process.env.PARTNER_DEMO !== '0'
    ? await startDemoHost({ portalDir: env.portalDir, port: partnerPort, apiOrigin: `http://localhost:${port}` }).catch((error: unknown) => {
      app.log.warn({ err: error }, `the demo host pages could not listen on ${partnerOrigin}`);
      return null;
    })
    : null;

  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Curbside reference server on ${base} (${db.dialect === 'postgres' ? 'PostgreSQL' : `SQLite ${path.join(dataDir, 'curbside.sqlite')}`}, auth mode ${authMode})`,
    applied.length ? `  migrations applied: ${applied.join(', ')}` : '  schema up to date',
    seeded ? '  seeded the demo roster' : '  existing data kept',
    `  API ${base}${API_PREFIX}  (header x-api-key: ${DEMO_API_KEYS[0].apiKey})`,
    `  portal ${base}/  from ${env.portalDir}`,
    `  embeds allowed on ${env.corsOrigins.length ? env.corsOrigins.join(', ') : 'no other origin'} (CORS_ORIGINS)`,
    `  ride simulator at speed ${env.simulatorSpeed} (SIMULATOR_SPEED)`,
    partnerHost ? `  host pages on another site: intranet ${partnerOrigin}/intranet.html, partner billing ${partnerOrigin}/partner-billing.html (PARTNER_DEMO=0 turns them off)` : '',
    env.nodeEnv === 'production' ? '' : `  sign-in codes: the log below, or ${base}/api/dev/outbox?email=<address>`,
    '  demo sign-in addresses (Globex signs in through the simulated identity provider):',
    ...SEED_USERS.map((u) => `    ${u.email.padEnd(30)} ${u.userRole}${u.firmCode === 'globex' ? ' (SSO)' : ''}`),
    '',
  ];
  console.log(lines.join('\n'));

  const shutdown = async () => {
    await simulator.stop();
    await reportScheduler.stop();
    await invoiceBilling.stop();
    partnerHost?.close();
    await app.close();
    await db.kysely.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
