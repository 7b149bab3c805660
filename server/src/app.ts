import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './fastify-types.ts';
import { JwtService } from './auth/jwt.ts';
import { isProduction, type AppEnv } from './config.ts';
import type { Db } from './db/connection.ts';
import { EventBus } from './events/event-bus.ts';
import { requireApiKey } from './http/api-key.ts';
import { registerCors } from './http/cors.ts';
import { registerPagePolicy } from './http/content-security-policy.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { HttpError } from './http/http-error.ts';
import { registerPaymentSandboxRoutes } from './payments/sandbox-routes.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { registerAirportRoutes } from './routes/airports.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBookingCheckRoutes } from './routes/booking-checks.ts';
import { registerChatRoutes } from './routes/chat.ts';
import { registerCarLineConfigurationRoutes } from './routes/car-line-configuration.ts';
import { registerCarServiceRoutes } from './routes/car-services.ts';
import { registerCreditCardRoutes } from './routes/credit-cards.ts';
import { registerDashboardRoutes } from './routes/dashboard.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { registerEmbedRoutes } from './routes/embed.ts';
import { registerEventRoutes } from './routes/events.ts';
import { registerMapsRoutes } from './routes/maps.ts';
import { registerMarshalRoutes } from './routes/marshals.ts';
import { registerOutstandingRoutes } from './routes/outstanding.ts';
import { registerPlacesRoutes } from './routes/places.ts';
import { registerPassengerRoutes } from './routes/passengers.ts';
import { registerPermissionRoutes } from './routes/permissions.ts';
import { registerReservationRoutes } from './routes/reservations.ts';
import { registerReceiptRoutes } from './routes/receipts.ts';
import { registerInvoiceRoutes } from './routes/invoices.ts';
import { registerReportRoutes } from './routes/reports.ts';
import { registerSsoIdpRoutes } from './routes/sso-idp.ts';
import { registerStaticRoutes } from './routes/static.ts';
import { registerSuperadminRoutes } from './routes/superadmin.ts';
import { requestLogSerializer } from './http/request-log.ts';
import { registerUserContextRoutes } from './routes/user-context.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again';

export interface BuildAppOptions {
  db: Db;
  env: AppEnv;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes mounted before the app is sealed (tests, later modules). */
  configure?: (app: FastifyInstance) => void;
}

/** The whole server as a Fastify instance: used by main.ts and by the tests (inject). */
export async function buildApp({ db, env, logger = false, configure }: BuildAppOptions): Promise<FastifyInstance> {
  const loggerOptions = logger && typeof logger === 'object'
    ? { ...logger, serializers: { req: requestLogSerializer, ...logger.serializers } }
    : logger;
  const app = Fastify({ logger: loggerOptions, trustProxy: false, bodyLimit: 1024 * 1024 });
  app.decorate('db', db);
  app.decorate('env', env);
  app.decorate('jwt', new JwtService(env.jwtSecret));
  app.decorate('events', new EventBus(db.kysely, (error) => app.log.error({ err: error }, 'live event not stored'), db.databaseUrl ?? null));
  await app.events.start();
  app.addHook('onClose', async () => { await app.events.stop(); });

  // An empty JSON body (POST with no payload) is an absent body, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Malformed JSON body'), undefined);
    }
  });

  // Errors are JSON { message, data? } (000 §7); internals never leak.
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.data === undefined ? { message: error.message } : { message: error.message, data: error.data });
    }
    const status = typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send({ message: TOO_MANY_ATTEMPTS });
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Error has occurred' });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database: several server processes on one database share the counts.
    store: databaseRateLimitStore(db.kysely),
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: TOO_MANY_ATTEMPTS }),
  });

  // Before the API key check: a preflight carries no key.
  registerSecurityHeaders(app);
  registerPagePolicy(app);
  registerCors(app);
  requireApiKey(app);
  registerAuthRoutes(app);
  registerUserContextRoutes(app);
  registerAccountRoutes(app);
  registerPermissionRoutes(app);
  registerCreditCardRoutes(app);
  registerPaymentSandboxRoutes(app);
  registerEventRoutes(app);
  registerPlacesRoutes(app);
  registerAirportRoutes(app);
  registerBookingCheckRoutes(app);
  registerChatRoutes(app);
  registerMapsRoutes(app);
  registerCarServiceRoutes(app);
  registerReservationRoutes(app);
  registerPassengerRoutes(app);
  registerAdminRoutes(app);
  registerSuperadminRoutes(app);
  registerEmbedRoutes(app);
  registerMarshalRoutes(app);
  registerCarLineConfigurationRoutes(app);
  registerReportRoutes(app);
  registerDashboardRoutes(app);
  registerReceiptRoutes(app);
  registerInvoiceRoutes(app);
  registerOutstandingRoutes(app);
  // The simulated identity provider and the outbox are development stand-ins: in production they
  // would let anyone list a firm's users and sign in as them, or read sign-in codes.
  if (!isProduction(env)) {
    registerSsoIdpRoutes(app);
    registerDevRoutes(app);
  }
  configure?.(app);
  registerStaticRoutes(app);

  await app.ready();
  return app;
}
