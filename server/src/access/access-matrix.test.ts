import { API_PREFIX, listEndpoints, type Endpoint } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySample } from '../testing/schema-sample.ts';
import { API_KEY, createTestApp, signIn } from '../testing/test-app.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import { ACCESS_RULES } from './rules.ts';
import { endpointAccessTable } from './endpoint-access.ts';
import { meetsLevel } from './roles.ts';

// Issue 11: access as data, tested as a matrix. Generated from the contract's endpoint table and
// the access declarations (endpoint-access.ts): a new endpoint joins by being declared.
// - no session: every endpoint that is not public answers 401;
// - every seeded role below an endpoint's level answers 403 (never reaching the handler);
// - a user of another firm asking for an Acme user or reservation by id gets exactly the answer
//   of an id that does not exist (no existence oracle), for every endpoint whose rules refuse
//   with 404.

const ROSTER = {
  STANDARD: 'ava.employee@acme.example',
  BOOKER: 'ben.booker@acme.example',
  ADMIN: 'ada.admin@acme.example',
  SUPER_ADMIN: 'sam.super@acme.example',
  REPORTER: 'rita.reporter@acme.example',
  MARSHAL: 'max.marshal@acme.example',
  HQ_DEV: 'hal.dev@hq.example',
  HQ_SUPPORT: 'hope.support@hq.example',
} as const;
const OTHER_FIRM = ['ian.employee@initech.example', 'tom.trial@trial.example'] as const;
const MISSING_ID = '987654321';

const table = endpointAccessTable();
const endpointOf = new Map(listEndpoints().map(({ group, name, endpoint }) => [`${group}.${name}`, endpoint]));

function request(endpoint: Endpoint, path: string, headers: Record<string, string>) {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  return {
    method: endpoint.method as 'GET' | 'POST',
    url: `${API_PREFIX}${path}`,
    headers: { 'x-api-key': API_KEY, ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(bodySample(endpoint)) } : {}),
  };
}

describe('access matrix', () => {
  let app: FastifyInstance;
  const sessions = new Map<string, Record<string, string>>();
  const acmeIds: Record<'users' | 'reservations', string> = { users: '', reservations: '' };

  beforeAll(async () => {
    app = await createTestApp();
    for (const email of [...Object.values(ROSTER), ...OTHER_FIRM]) sessions.set(email, await signIn(app, email));
    const ava = await findUserByEmail(app.db.kysely, ROSTER.STANDARD);
    if (!ava) throw new Error('no ava');
    acmeIds.users = String(ava.user_id);
    const reservation = await app.db.kysely.selectFrom('reservations').select('reservation_id')
      .where('authorizing_user_id', '=', ava.user_id).executeTakeFirstOrThrow();
    acmeIds.reservations = String(reservation.reservation_id);
  });
  afterAll(async () => { await app.close(); });

  const withPathIds = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);

  it.each(table.filter((row) => row.level !== 'public').map((row) => [row.key, row] as const))(
    '%s: 401 without a session', async (_key, row) => {
      const endpoint = endpointOf.get(row.key)!;
      const res = await app.inject(request(endpoint, withPathIds(row.path, '1'), {}));
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(table.filter((row) => row.level === 'admin' || row.level === 'superadmin').map((row) => [row.key, row] as const))(
    '%s: 403 for every role below its level', async (_key, row) => {
      const endpoint = endpointOf.get(row.key)!;
      for (const [role, email] of Object.entries(ROSTER)) {
        const user = await findUserByEmail(app.db.kysely, email);
        if (!user || meetsLevel(user, row.level)) continue;
        const res = await app.inject(request(endpoint, withPathIds(row.path, '1'), sessions.get(email)!));
        expect(res.statusCode, `${role} on ${row.method} ${row.path}`).toBe(403);
      }
    },
  );

  // Endpoints addressing an Acme user or reservation by id whose rules hide another firm's records.
  const objectRows = table.filter((row) => /^\/(users|reservations)\/:id\b/.test(row.path)
    && row.rules.some((rule) => ACCESS_RULES[rule.name].refusal === 404));

  it('covers the endpoints that address users and reservations by id', () => {
    expect(objectRows.length).toBeGreaterThan(10);
  });

  it.each(objectRows.map((row) => [row.key, row] as const))(
    "%s: another firm's record answers exactly like a missing one", async (_key, row) => {
      const endpoint = endpointOf.get(row.key)!;
      const kind = row.path.startsWith('/users/') ? 'users' : 'reservations';
      for (const email of OTHER_FIRM) {
        const session = sessions.get(email)!;
        const foreign = await app.inject(request(endpoint, withPathIds(row.path, acmeIds[kind]), session));
        const missing = await app.inject(request(endpoint, withPathIds(row.path, MISSING_ID), session));
        expect(foreign.statusCode, `${email} on ${row.method} ${row.path}: ${foreign.body.slice(0, 200)}`).toBe(missing.statusCode);
        expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
        expect(foreign.json()).toEqual(missing.json());
      }
    },
  );
});
