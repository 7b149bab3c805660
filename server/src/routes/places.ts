import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { timezoneAbbreviation, timezoneAt } from '../places/timezone.ts';
import { validateAddress } from '../places/validation.ts';

// spec 001 §7 Places and airports: address validation and the timezone at a point.
export function registerPlacesRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.account.validatePlace, ({ body }) => validateAddress(body));

  registerEndpoint(app, endpoints.account.placeTimezone, ({ query }) => {
    const timezone = timezoneAt(query.latitude, query.longitude);
    if (!timezone) throw badRequest('Invalid coordinates');
    return { timezone, timezoneAbbreviation: timezoneAbbreviation(timezone) };
  });
}
