import { API_PREFIX, DEFAULT_MAX_BODY_BYTES, TEXT_CEILING, listEndpoints, tooLongMessage } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointAccessTable } from '../access/endpoint-access.ts';
import { bodySample, mapLeaves, type Json } from '../testing/schema-sample.ts';
import { API_KEY, createTestApp, signIn } from '../testing/test-app.ts';

// Issue 11, hostile input: every served endpoint that takes a body or params gets wrong types,
// missing fields, huge strings, negative and huge numbers, bad dates, operator objects and
// invalid JSON. The answer is never a 500, and every refusal says why ({ message }).

const HUGE = 'x'.repeat(300_000);
const mutations: ReadonlyArray<[string, (base: Json) => string]> = [
  ['invalid JSON', () => '{"unclosed": '],
  ['an array', () => '[]'],
  ['a string', () => '"text"'],
  ['a number', () => '42'],
  ['null', () => 'null'],
  ['no fields', () => '{}'],
  ['300 KB strings', (base) => JSON.stringify(mapLeaves(base, (v) => (typeof v === 'string' ? HUGE : undefined)))],
  ['negative numbers', (base) => JSON.stringify(mapLeaves(base, (v) => (typeof v === 'number' ? -1 : undefined)))],
  ['huge numbers', (base) => JSON.stringify(mapLeaves(base, (v) => (typeof v === 'number' ? 1e308 : undefined)))],
  ['numbers as text', (base) => JSON.stringify(mapLeaves(base, (v) => (typeof v === 'number' ? 'NaN' : undefined)))],
  ['bad dates', (base) => JSON.stringify(mapLeaves(base, (v) => (typeof v === 'string' ? '2026-13-45T99:99:99' : undefined)))],
  ['operator objects', (base) => JSON.stringify(mapLeaves(base, (v) => (v === null ? undefined : { $gt: '' } as unknown as Json)))],
];
const HOSTILE_IDS = ['-1', '0', 'abc', '9007199254740993', '1e3'];

const served = new Set(endpointAccessTable().map((row) => row.key));
const rows = listEndpoints().filter(({ group, name }) => served.has(`${group}.${name}`));

describe('hostile input to every served endpoint', () => {
  let app: FastifyInstance;
  let session: Record<string, string>;
  beforeAll(async () => { app = await createTestApp({ simulatorSpeed: 1000 }); });
  // A fresh session for each endpoint: one of them is logout, which ends it.
  beforeEach(async () => { session = await signIn(app, 'sam.super@acme.example'); });
  afterAll(async () => { await app.close(); });

  async function expectClearAnswer(label: string, method: string, url: string, payload?: string) {
    const res = await app.inject({
      method: method as 'POST', url, payload,
      headers: { ...session, 'x-api-key': API_KEY, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const message = (res.json() as { message?: unknown }).message;
      expect(typeof message === 'string' && message.length > 0, `${label}: no message in ${res.body.slice(0, 200)}`).toBe(true);
    }
  }

  const writes = rows.filter(({ endpoint }) => endpoint.method !== 'GET' && endpoint.method !== 'HEAD');
  it.each(writes.map((row) => [`${row.group}.${row.name}`, row] as const))('%s: hostile bodies', async (_key, { endpoint }) => {
    const url = `${API_PREFIX}${endpoint.path.replace(/:[A-Za-z]+/g, '1')}`;
    const base = bodySample(endpoint);
    for (const [label, make] of mutations) await expectClearAnswer(`${endpoint.method} ${endpoint.path} with ${label}`, endpoint.method, url, make(base));
  });

  // Bounded input: any string over the ceiling is refused before the body is read further, with
  // the one message, whatever the field (or the call is refused earlier, for lack of access).
  const hasText = (sample: Json): boolean => {
    let found = false;
    mapLeaves(sample, (v) => { found ||= typeof v === 'string'; return undefined; });
    return found;
  };
  const withText = writes.filter(({ endpoint }) => hasText(bodySample(endpoint)));
  it.each(withText.map((row) => [`${row.group}.${row.name}`, row] as const))('%s: text over the ceiling', async (_key, { endpoint }) => {
    const url = `${API_PREFIX}${endpoint.path.replace(/:[A-Za-z]+/g, '1')}`;
    let replaced = false;
    const overlong = (v: Json) => {
      if (typeof v !== 'string' || replaced) return undefined;
      replaced = true;
      return 'x'.repeat(TEXT_CEILING + 1);
    };
    // One string over the ceiling: its first text field.
    const payload = JSON.stringify(mapLeaves(bodySample(endpoint), overlong));
    const res = await app.inject({
      method: endpoint.method as 'POST', url, payload,
      headers: { ...session, 'x-api-key': API_KEY, 'content-type': 'application/json' },
    });
    expect([400, 401, 403], res.body.slice(0, 200)).toContain(res.statusCode);
    if (res.statusCode === 400) expect((res.json() as { message: string }).message).toBe(tooLongMessage(TEXT_CEILING));
  });

  // A body over the route's limit is refused before it is read (413, with a message).
  it('refuses a body over the route limit', async () => {
    const payload = JSON.stringify({ email: 'ava.employee@acme.example', padding: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) });
    const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login/initiate`, payload, headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect((res.json() as { message: string }).message).toMatch(/too large/i);
  });

  const withIds = rows.filter(({ endpoint }) => endpoint.path.includes(':'));
  it.each(withIds.map((row) => [`${row.group}.${row.name}`, row] as const))('%s: hostile path ids', async (_key, { endpoint }) => {
    for (const id of HOSTILE_IDS) {
      const path = endpoint.path.replace(/:[A-Za-z]+/g, id);
      const payload = endpoint.method === 'GET' ? undefined : JSON.stringify(bodySample(endpoint));
      await expectClearAnswer(`${endpoint.method} ${path}`, endpoint.method, `${API_PREFIX}${path}`, payload);
    }
  });
});
