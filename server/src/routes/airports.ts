import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { airportByIata, airportsNear, searchAirports, type AirportRecord } from '../airports/airport-data.ts';
import { toAirport } from '../airports/airport-place.ts';
import { searchFlights } from '../airports/flights.ts';
import { airportProperties, airportTerminals } from '../airports/terminals.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

const SEARCH_LIMIT = 20;
const NEAR_LIMIT = 5;

function knownAirport(iata: string): AirportRecord {
  const airport = airportByIata(iata);
  if (!airport) throw notFound('Airport not found');
  return airport;
}

// spec 001 §7 Places and airports: airports from packaged open data, simulated flights.
export function registerAirportRoutes(app: FastifyInstance): void {
  // The picked place's own airport first (an airport place), then the nearest ones.
  registerEndpoint(app, endpoints.airports.searchByPlace, ({ body }) => {
    const { place } = body;
    const found: AirportRecord[] = [];
    const own = place.iataCode ? airportByIata(place.iataCode) : undefined;
    if (own) found.push(own);
    const location = place.geometry?.location;
    if (location) {
      for (const airport of airportsNear(location, NEAR_LIMIT)) {
        if (found.length >= NEAR_LIMIT) break;
        if (!found.includes(airport)) found.push(airport);
      }
    }
    const now = new Date();
    return found.map((a) => toAirport(a, now));
  });

  registerEndpoint(app, endpoints.airports.search, ({ query }) => {
    const now = new Date();
    return searchAirports(query.q, SEARCH_LIMIT).map((a) => toAirport(a, now));
  });

  registerEndpoint(app, endpoints.airports.terminals, ({ params }) => airportTerminals(knownAirport(params.iata).iata));

  registerEndpoint(app, endpoints.airports.properties, ({ params }) => airportProperties(knownAirport(params.iata).iata));

  registerEndpoint(app, endpoints.airports.flightSearch, ({ query }) => {
    const flights = searchFlights(query);
    if (flights === null) throw badRequest('Invalid pickupDatetime');
    return flights;
  });
}
