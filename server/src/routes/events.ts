import { API_PREFIX, EVENT_STREAM_PATH } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { resolveCaller } from '../auth/session.ts';
import type { LiveEvent } from '../events/event-bus.ts';
import { unauthorized } from '../http/http-error.ts';

const formatEvent = (event: LiveEvent): string => `event: ${event.name}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;

/**
 * Live event stream (Server-Sent Events), authenticated by the session cookie,
 * a Bearer token, or `?token=` (EventSource cannot set headers). A ping keeps
 * proxies from closing an idle stream.
 */
export function registerEventRoutes(app: FastifyInstance): void {
  app.get(`${API_PREFIX}${EVENT_STREAM_PATH}`, async (request, reply) => {
    const caller = await resolveCaller(app, request, true);
    if (!caller) throw unauthorized();

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 1000\n: connected as ${caller.user.user_id}\n\n`);

    const send = (event: LiveEvent) => res.write(formatEvent(event));
    const unsubscribe = app.events.subscribe(caller.user.user_id, caller.firm.firm_id, send);
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
