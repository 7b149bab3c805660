import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@curbside/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { defaultEnv, type AppEnv } from '../config.ts';
import { createDb, type Db } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seed, type SeedOptions } from '../db/seed.ts';

export const API_KEY = 'curbside-demo-key';

/** A fresh database with the demo roster: in-memory SQLite, or PostgreSQL (see below). */
export interface TestDatabase {
  readonly db: Db;
  /** Close it and, on PostgreSQL, drop it. */
  close(): Promise<void>;
}

/** A fresh database; without the year of ride history unless asked (it takes seconds to seed). */
export async function createTestDatabase(options: SeedOptions = { rideHistory: false }): Promise<TestDatabase> {
  const postgres = await freshPostgresDatabase();
  const db = createDb(postgres ? { databaseUrl: postgres.url } : { sqliteFile: ':memory:' });
  await migrateToLatest(db);
  await seed(db, options);
  return {
    db,
    async close() {
      await db.kysely.destroy();
      await postgres?.drop();
    },
  };
}

export interface TestAppOptions {
  /** Where the app's log goes; no log without it. */
  logStream?: { write: (line: string) => void };
  /** The log's level (info unless given). */
  logLevel?: 'info' | 'trace';
  /** Run on this database and leave it open at close (a restarted server); a fresh one otherwise. */
  database?: TestDatabase;
  /** Seed the year of ride history too (reports, receipts); off by default. */
  rideHistory?: boolean;
}

/** A server on a fresh database with the demo roster (or on `options.database`). */
export async function createTestApp(
  overrides: Partial<AppEnv> = {},
  configure?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const owned = options.database ? null : await createTestDatabase({ rideHistory: options.rideHistory ?? false });
  const database = options.database ?? owned;
  if (!database) throw new Error('no test database');
  const app = await buildApp({
    db: database.db,
    configure,
    logger: options.logStream ? { level: options.logLevel ?? 'info', stream: options.logStream } : false,
    env: defaultEnv({
      nodeEnv: 'test',
      jwtSecret: 'test-secret-test-secret-test-secret',
      portalDir: '/nonexistent/portal',
      // Files sign in many times; the rate-limit test sets the real limit.
      loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
      addressSignInLimit: { attempts: 1000, failedTries: 10 },
      ...overrides,
    }),
  });
  app.addHook('onClose', async () => {
    await owned?.close();
  });
  return app;
}

/**
 * Opt-in: with CURBSIDE_TEST_POSTGRES_URL (a server's admin database, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) each test app gets its own fresh PostgreSQL
 * database instead of in-memory SQLite, to run the same suite on both dialects.
 */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.CURBSIDE_TEST_POSTGRES_URL;
  if (!adminUrl) return null;
  const name = `curbside_test_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try { await client.query(statement); } finally { await client.end(); }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Inject an API call with the demo key (and extra headers). */
export function api(app: FastifyInstance, method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const request: InjectOptions = {
    method,
    url: `${API_PREFIX}${path}`,
    headers: { 'x-api-key': API_KEY, ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** Sign in by OTP through the real flow (initiate, dev outbox, complete); returns the request headers of the session. */
export async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const initiate = await api(app, 'POST', '/auth/login/initiate', { body: { email } });
  if (initiate.statusCode !== 200) throw new Error(`initiate ${email}: ${initiate.statusCode} ${initiate.body}`);
  const { guid } = initiate.json<{ guid: string }>();
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
  const { code } = outbox.json<{ code: string }>();
  const complete = await api(app, 'POST', '/auth/login/complete', { body: { guid, password: code } });
  if (complete.statusCode !== 200) throw new Error(`complete ${email}: ${complete.statusCode} ${complete.body}`);
  const body = complete.json<{ token: string | null }>();
  if (body.token) return { authorization: `Bearer ${body.token}` };
  const cookie = complete.cookies.find((c) => c.name === 'curb_session');
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `curb_session=${cookie.value}` };
}

/** What signedInApp gives a describe block once its beforeAll ran: the app and the user's session headers. */
export interface SignedInApp {
  readonly app: FastifyInstance;
  readonly headers: Record<string, string>;
}

/** A fresh app for the enclosing describe block with one user signed in; closed after the block. */
export function signedInApp(email: string): SignedInApp {
  let app: FastifyInstance | null = null;
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp();
    headers = await signIn(app, email);
  });
  afterAll(async () => { await app?.close(); });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('signedInApp: read before beforeAll ran');
      return app;
    },
    get headers() { return headers; },
  };
}
