import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, signIn } from '../testing/test-app.ts';

/** Read the stream until `predicate` holds for the text so far. */
async function readUntil(body: ReadableStream<Uint8Array>, predicate: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!predicate(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('live event stream', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ eventPingMs: 50 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => { await app.close(); });

  it('refuses a stream without a session', async () => {
    const res = await fetch(`${base}/api/web/v1/events`, { headers: { 'x-api-key': API_KEY } });
    expect(res.status).toBe(401);
  });

  it("delivers events published to the user and to the user's firm, not other firms', plus pings", async () => {
    const session = await signIn(app, 'ava.employee@acme.example');
    const controller = new AbortController();
    // EventSource cannot send headers: the API key may ride in the query.
    const res = await fetch(`${base}/api/web/v1/events?apiKey=${API_KEY}`, { headers: session, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const body = res.body;
    if (!body) throw new Error('no body');
    await readUntil(body, (t) => t.includes('connected'));

    const ava = await app.db.kysely.selectFrom('users').select(['user_id', 'firm_id']).where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    const globex = await app.db.kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'globex').executeTakeFirstOrThrow();
    expect(app.events.publish({ firmId: globex.firm_id }, 'broadcast-note', { text: 'not for Acme' })).toBe(0);
    expect(app.events.publish({ userId: ava.user_id }, 'reservation-status', { reservationId: 7, status: 'DriverAssigned' })).toBe(1);
    expect(app.events.publish({ firmId: ava.firm_id }, 'broadcast-note', { text: 'Office closed Friday' })).toBe(1);

    const text = await readUntil(body, (t) => t.includes('Office closed Friday') && t.includes('event: ping'));
    expect(text).toContain('event: reservation-status\ndata: {"reservationId":7,"status":"DriverAssigned"}');
    expect(text).not.toContain('not for Acme');
    controller.abort();
  });
});
