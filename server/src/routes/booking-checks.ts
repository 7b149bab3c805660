import { endpoints } from '@curbside/contracts';
import { checkSpecialAccommodation } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.ts';

// spec 001 §7 Chat and logging: the checks the booking stepper asks while a booking is made.
// Any signed-in user may ask; the answer is the domain's designed rule (no model behind it here).
export function registerBookingCheckRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.chat.checkSpecialAccommodation, ({ body }) => checkSpecialAccommodation(body));
}
