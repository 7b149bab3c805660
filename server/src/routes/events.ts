import { API_PREFIX, EVENT_STREAM_PATH, eventTicketEndpoint } from '@curbside/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCaller } from '../auth/session.ts';
import type { LiveEvent } from '../events/event-bus.ts';
import { issueEventTicket, redeemEventTicket } from '../events/event-tickets.ts';
import { unauthorized } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

const formatEvent = (event: LiveEvent): string =>
  `${event.id === undefined ? '' : `id: ${event.id}\n`}event: ${event.name}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;

/** Where a reconnecting stream left off: EventSource's Last-Event-ID header, or `lastEventId` (a new EventSource after a backoff). */
function lastSeenId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' && header ? header : typeof query === 'string' ? query : '';
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/** The stream's `?ticket=` (a page without the cookie: EventSource cannot send a header). */
function ticketOf(request: FastifyRequest): string | null {
  const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
  return typeof ticket === 'string' && ticket.length > 0 && ticket.length <= 100 ? ticket : null;
}

/**
 * Live event stream (Server-Sent Events), authenticated by the session cookie, a Bearer token,
 * or a single-use `?ticket=` from POST /events/ticket (never the session token). A ping keeps
 * proxies from closing an idle stream. Every stored event carries its `id:`; a stream opened with
 * Last-Event-ID (or `?lastEventId=`) first gets the events it missed.
 */
export function registerEventRoutes(app: FastifyInstance): void {
  registerEndpoint(app, eventTicketEndpoint, async ({ caller, request }) => ({ ticket: await issueEventTicket(app, request, caller) }));

  app.get(`${API_PREFIX}${EVENT_STREAM_PATH}`, async (request, reply) => {
    const ticket = ticketOf(request);
    const caller = ticket ? await redeemEventTicket(app, request, ticket) : await resolveCaller(app, request);
    if (!caller) throw unauthorized();

    reply.hijack();
    const res = reply.raw;
    // Hijacked: the headers set so far (CORS for a host page on another origin) go out by hand.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 1000\n: connected as ${caller.user.user_id}\n\n`);

    const send = (event: LiveEvent) => res.write(formatEvent(event));
    // Catching up: events published while the missed ones are read wait, then go out once, in order.
    const since = lastSeenId(request);
    let pending: LiveEvent[] | null = since === null ? null : [];
    const unsubscribe = app.events.subscribe(caller.user.user_id, caller.firm.firm_id, (event) => {
      if (pending) pending.push(event);
      else send(event);
    });
    if (since !== null && pending) {
      const missed = await app.events.missedSince(since, caller.user.user_id, caller.firm.firm_id);
      for (const event of missed) send(event);
      const lastSent = missed.at(-1)?.id ?? since;
      for (const event of pending) if (event.id === undefined || event.id > lastSent) send(event);
      pending = null;
    }
    const ping = setInterval(() => send({ name: 'ping', data: { at: Date.now() } }), app.env.eventPingMs);
    // Token expiry ends the stream; the client reconnects with its refreshed session.
    const expiry = setTimeout(() => res.end(), Math.min(2 ** 31 - 1, Math.max(0, caller.claims.expiresAtEpoch * 1000 - Date.now())));

    const close = () => {
      clearInterval(ping);
      clearTimeout(expiry);
      unsubscribe();
    };
    request.raw.on('close', close);
    res.on('close', close);
  });
}
