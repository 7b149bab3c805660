import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFirmEmbedOrigins } from '../http/firm-embed-origins.ts';
import { API_KEY, createTestApp, signIn } from '../testing/test-app.ts';

// Issue 9: an event-stream ticket is bound to the page that asked for it. A host page's ticket
// opens a stream only from that page's origin, and only while the user's firm still lists it; a
// ticket leaked to another page (even one another firm lists) opens nothing.

const ACME_INTRANET = 'https://intranet.acme.example';
const ACME_WIKI = 'https://wiki.acme.example';
const INITECH_BILLING = 'https://billing.initech.example';

describe('event-stream tickets and the origin they were issued to (issue 9)', () => {
  let app: FastifyInstance;
  let base: string;
  let session: Record<string, string>;
  let acmeId: number;
  beforeAll(async () => {
    app = await createTestApp({ eventPingMs: 60_000, corsOrigins: [] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const firms = await app.db.kysely.selectFrom('firms').select(['firm_id', 'firm_code']).execute();
    const idOf = (code: string) => firms.find((f) => f.firm_code === code)?.firm_id ?? 0;
    acmeId = idOf('acme');
    await setFirmEmbedOrigins(app.db.kysely, acmeId, [ACME_INTRANET, ACME_WIKI]);
    await setFirmEmbedOrigins(app.db.kysely, idOf('initech'), [INITECH_BILLING]);
    session = await signIn(app, 'ava.employee@acme.example');
  });
  afterAll(async () => { await app.close(); });

  /** A ticket asked for from a page on `origin` (null: the portal's own page). */
  const ticketFrom = async (origin: string | null): Promise<string> => {
    const res = await app.inject({
      method: 'POST', url: '/api/web/v1/events/ticket',
      headers: { ...session, 'x-api-key': API_KEY, ...(origin ? { origin } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ ticket: string }>().ticket;
  };
  /** The status of opening the stream with `ticket` from a page on `origin` (null: no Origin, same origin). */
  const openFrom = async (origin: string | null, ticket: string): Promise<number> => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/web/v1/events?apiKey=${API_KEY}&ticket=${ticket}`, {
      headers: origin ? { origin } : {}, signal: controller.signal,
    });
    controller.abort();
    return res.status;
  };

  it.each([
    ['the host page it was issued to', ACME_INTRANET, ACME_INTRANET, 200],
    ['the portal, for a portal ticket', null, null, 200],
    ['another page of the same firm', ACME_INTRANET, ACME_WIKI, 401],
    ['a page only another firm lists', ACME_INTRANET, INITECH_BILLING, 401],
    ['a page nobody lists', ACME_INTRANET, 'https://evil.example', 403],
    ['a caller without an Origin (not the page it was issued to)', ACME_INTRANET, null, 401],
    ['a host page, for a portal ticket', null, ACME_INTRANET, 401],
  ])('a ticket opens the stream from %s (issued to %s, opened from %s): %i', async (_what, issuedTo, redeemedFrom, status) => {
    const ticket = await ticketFrom(issuedTo);
    expect(await openFrom(redeemedFrom, ticket)).toBe(status);
  });

  it('refuses a host page\'s ticket once its firm no longer lists the origin (403)', async () => {
    const ticket = await ticketFrom(ACME_WIKI);
    await setFirmEmbedOrigins(app.db.kysely, acmeId, [ACME_INTRANET]);
    try {
      expect(await openFrom(ACME_WIKI, ticket)).toBe(403);
    } finally {
      await setFirmEmbedOrigins(app.db.kysely, acmeId, [ACME_INTRANET, ACME_WIKI]);
    }
  });
});
