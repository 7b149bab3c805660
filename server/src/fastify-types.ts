import type { AppEnv } from './config.ts';
import type { Db } from './db/connection.ts';
import type { JwtService } from './auth/jwt.ts';
import type { EventBus } from './events/event-bus.ts';

// What buildApp() decorates the Fastify instance with.
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: AppEnv;
    jwt: JwtService;
    events: EventBus;
  }
}
