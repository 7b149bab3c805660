import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp } from '../testing/test-app.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

describe('security headers (issue 11)', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => { await app.close(); });

  it.each([
    ['an API answer', '/api/web/v1/users/countries', { 'x-api-key': API_KEY }],
    ['a refusal without the API key', '/api/web/v1/users/userData', {}],
    ['a refusal without a session', '/api/web/v1/users/userData', { 'x-api-key': API_KEY }],
    ['a page or file', '/new-booking', {}],
  ])('are on %s', async (_what, url, headers) => {
    const res = await app.inject({ method: 'GET', url, headers });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], `${name} on ${url} (${res.statusCode})`).toBe(value);
    // Plain HTTP: no HSTS (a browser ignores it there, and it would pin a dev machine's localhost).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
