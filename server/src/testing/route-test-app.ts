import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AppEnv } from '../config.ts';
import { SEED_USERS } from '../db/seed-data.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import { createTestApp, signIn } from './test-app.ts';

type Headers = Record<string, string>;

/** 'ava' for 'ava.employee@acme.example': how route tests name the demo roster's people. */
type FirstName<Login extends string> = Login extends `${infer Name}.${string}` ? Name : never;

const firstName = (login: string): string => login.split('.')[0] ?? login;

/** What a route test's describe block works with once its setup ran. */
export interface RouteTestApp<Name extends string> {
  /** The app of the current test (read inside tests and hooks, not at describe time). */
  readonly app: FastifyInstance;
  /**
   * Session headers of each signed-in login, by first name. The objects are stable (refilled
   * whenever a fresh app signs in again), so a block may destructure them once.
   */
  readonly sessions: Readonly<Record<Name, Headers>>;
  /** Every seeded user's id, by first name ('gail' for gail.employee@globex.example); refilled with the app. */
  readonly ids: Record<string, number>;
}

/**
 * The setup of a route test's describe block: a test app on the demo roster (env overrides
 * as createTestApp), the given logins signed in, the users' ids read, and the app closed after.
 * `fresh: 'test'` makes a new app before each test, for tests that change the roster.
 */
export function routeTestApp<Login extends string = never>(options: {
  signIn?: readonly Login[];
  env?: Partial<AppEnv>;
  fresh?: 'block' | 'test';
} = {}): RouteTestApp<FirstName<Login>> {
  const logins = options.signIn ?? [];
  const sessions = Object.fromEntries(logins.map((login) => [firstName(login), {}])) as Record<FirstName<Login>, Headers>;
  const ids: Record<string, number> = {};
  let current: FastifyInstance | null = null;

  const open = async () => {
    const app = await createTestApp(options.env);
    current = app;
    const signedIn = await Promise.all(logins.map((login) => signIn(app, login)));
    logins.forEach((login, i) => {
      const headers: Headers = sessions[firstName(login) as FirstName<Login>];
      for (const key of Object.keys(headers)) delete headers[key];
      Object.assign(headers, signedIn[i]);
    });
    for (const { email } of SEED_USERS) {
      const user = await findUserByEmail(app.db.kysely, email);
      if (user) ids[firstName(email)] = user.user_id;
    }
  };
  const close = async () => {
    await current?.close();
    current = null;
  };

  if (options.fresh === 'test') {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }

  return {
    get app(): FastifyInstance {
      if (!current) throw new Error('routeTestApp: the app is read outside a test');
      return current;
    },
    sessions,
    ids,
  };
}
