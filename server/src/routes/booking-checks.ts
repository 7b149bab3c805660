import { endpoints } from '@curbside/contracts';
import { checkFlightTime, checkSpecialAccommodation } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { airportByIata } from '../airports/airport-data.ts';
import { badRequest } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

// spec 001 §7 Chat and logging: the checks the booking stepper asks while a booking is made.
// Any signed-in user may ask; the answer is the domain's designed rule (no model behind it here).
export function registerBookingCheckRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.chat.checkSpecialAccommodation, ({ body }) => checkSpecialAccommodation(body));

  // International when the two airports are in different countries (the packaged airport data).
  registerEndpoint(app, endpoints.chat.checkFlightTimeCompatibility, ({ body }) => {
    const from = airportByIata(body.departureAirportCode);
    const to = airportByIata(body.arrivalAirportCode);
    if (!from || !to) throw badRequest('Unknown airport');
    return checkFlightTime({ departureDateTime: body.departureDateTime, etaToAirport: body.etaToAirport, international: from.country !== to.country });
  });
}
