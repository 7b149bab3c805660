import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { htmlPage } from '../http/html.ts';
import { cardFramePage } from './card-frame-page.ts';
import { CARD_FRAME_PATH, CARD_FRAME_SCRIPT_PATH, SANDBOX_BASE_PATH, type ConfirmCardAnswer } from './card-frame-protocol.ts';
import { confirmSetupIntent, findSetupIntentBySecret } from './sandbox-provider.ts';

const FrameQuery = z.object({
  clientSecret: z.string().min(1),
  theme: z.enum(['light', 'dark']).default('light'),
  billingSystem: z.string().optional(),
  parentOrigin: z.string().optional(),
});

const ConfirmParams = z.object({ id: z.string().min(1).max(100) });
const ConfirmBody = z.object({
  clientSecret: z.string().min(1),
  number: z.string().min(1).max(40),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  holderName: z.string().max(200),
  zip: z.string().max(20).nullish(),
});

/** An http(s) origin, or null. */
function originOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The bundled frame script: next to the running bundle (dist/server/main.js), or under
 * dist/server when the server runs from source (tests, tsx).
 */
function findCardFrameScript(): string | null {
  const candidates = [
    new URL('./card-frame.js', import.meta.url),
    new URL('../../../dist/server/card-frame.js', import.meta.url),
  ].map((url) => fileURLToPath(url));
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * The payment sandbox's own HTTP surface: 'their' service, so it lives outside
 * /api/web/v1 and takes no API key or session. Bodies are never logged (Fastify's
 * request log carries method and URL only, and nothing here logs a body).
 */
export function registerPaymentSandboxRoutes(app: FastifyInstance): void {
  // The provider frame (an iframe in the portal's card form).
  app.get(CARD_FRAME_PATH, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const query = FrameQuery.safeParse(request.query);
    const intent = query.success ? await findSetupIntentBySecret(app.db, query.data.clientSecret) : undefined;
    if (!query.success || !intent) {
      return reply.code(404).send(htmlPage('Card details', '<h1>This card form has expired</h1><p>Close it and start again.</p>'));
    }
    const requestOrigin = `${request.protocol}://${request.host}`;
    const parentOrigin = originOf(query.data.parentOrigin) ?? requestOrigin;
    reply.header('content-security-policy', [
      "default-src 'none'", "script-src 'self'", "style-src 'unsafe-inline'", "connect-src 'self'",
      `frame-ancestors ${parentOrigin === requestOrigin ? "'self'" : `'self' ${parentOrigin}`}`,
    ].join('; '));
    return reply.send(cardFramePage({
      clientSecret: query.data.clientSecret,
      theme: query.data.theme,
      hideZip: query.data.billingSystem?.toUpperCase() === 'FN',
      parentOrigin,
      scriptSrc: CARD_FRAME_SCRIPT_PATH,
    }));
  });

  app.get(CARD_FRAME_SCRIPT_PATH, async (_request, reply) => {
    const file = findCardFrameScript();
    if (!file) {
      return reply.code(404).type('text/plain; charset=utf-8')
        .send('card-frame.js is not built: run node server/build.mjs');
    }
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(file));
  });

  // The frame confirms a setup intent with the card. The provider's own answer shapes.
  app.post(`${SANDBOX_BASE_PATH}/setup-intents/:id/confirm`, async (request, reply) => {
    const params = ConfirmParams.safeParse(request.params);
    const body = ConfirmBody.safeParse(request.body);
    if (!params.success || !body.success) {
      // The issues are not echoed: they could quote the card number back.
      const answer: ConfirmCardAnswer = { error: { code: 'parameter_invalid', message: 'Invalid card details.' } };
      return reply.code(400).send(answer);
    }
    const { clientSecret, ...card } = body.data;
    const outcome = await confirmSetupIntent(app.db, params.data.id, clientSecret, { ...card, zip: card.zip ?? null });
    if (!outcome.ok) {
      const answer: ConfirmCardAnswer = { error: { code: outcome.code, message: outcome.message } };
      return reply.code(outcome.status).send(answer);
    }
    const answer: ConfirmCardAnswer = { id: outcome.intent.setup_intent_id, status: 'succeeded' };
    return answer;
  });
}
