import { API_PREFIX, listEndpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { ACCESS_RULES } from './rules.ts';
import { endpointAccessTable } from './endpoint-access.ts';

describe('access declarations (one per served endpoint, keyed by the contract table)', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => { await app.close(); });

  const served = () => listEndpoints()
    .filter(({ endpoint }) => app.hasRoute({ method: endpoint.method, url: `${API_PREFIX}${endpoint.path}` }))
    .map(({ group, name }) => `${group}.${name}`);

  it('declares the access of every endpoint of the contract table the server serves', () => {
    const declared = new Set(endpointAccessTable().map((row) => row.key));
    const missing = served().filter((key) => !declared.has(key));
    expect(served().length).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('declares every row of the contract table, so none mounts without saying who may call it (requireAccessDeclared refuses one that does not)', () => {
    const declared = new Set(endpointAccessTable().map((row) => row.key));
    expect(listEndpoints().map(({ group, name }) => `${group}.${name}`).filter((key) => !declared.has(key))).toEqual([]);
  });

  it('declares no endpoint the server does not serve', () => {
    const servedKeys = new Set(served());
    expect(endpointAccessTable().map((row) => row.key).filter((key) => !servedKeys.has(key))).toEqual([]);
  });

  it("carries the contract's level and each rule's text and refusal status, as data for an access matrix", () => {
    const table = endpointAccessTable();
    const cardList = table.find((row) => row.key === 'creditCards.list');
    expect(cardList).toMatchObject({ method: 'GET', path: '/users/:id/creditCards', level: 'user' });
    expect(cardList?.rules.map((rule) => [rule.name, rule.refusal])).toEqual([['firmScope', 404], ['account', 403]]);
    expect(table.find((row) => row.key === 'permissions.adminGrant')?.level).toBe('admin');
    expect(table.find((row) => row.key === 'creditCards.firmCards')?.level).toBe('superadmin');
    for (const row of table) {
      for (const rule of row.rules) expect(rule.allows).toBe(ACCESS_RULES[rule.name].allows);
    }
  });

  it("puts every endpoint with a user id in its path ('/users/:id/...') under the 'account' rule", () => {
    // POST /users/:id/permissions/request (resend) names a bookerPermissionId, not a user.
    const notAUser = new Set(['permissions.resend']);
    const table = endpointAccessTable().filter((row) => /\/users\/:id\//.test(row.path) && !notAUser.has(row.key));
    expect(table.length).toBeGreaterThan(10);
    expect(table.filter((row) => !row.rules.some((rule) => rule.name === 'account' || rule.name === 'accountAdmin')).map((row) => row.key)).toEqual([]);
  });

  it('asks nothing of a caller on public endpoints', () => {
    const publicRows = endpointAccessTable().filter((row) => row.level === 'public');
    expect(publicRows.map((row) => row.key)).toContain('auth.loginInitiate');
    expect(publicRows.filter((row) => row.rules.length > 0).map((row) => row.key)).toEqual([]);
  });
});
