import { z } from 'zod';
import { endpointGroup, route } from '../endpoint.ts';
import { AirportPropertiesSchema, AirportSchema, FlightSearchResultSchema } from '../entities/airport.ts';
import { FlightDirectionSchema } from '../entities/enums.ts';
import { AddressPlaceSchema } from '../entities/place.ts';
import { AirportTerminalSchema } from '../entities/reservation.ts';

const iataParam = z.object({ iata: z.string().regex(/^[A-Za-z]{3}$/).transform((code) => code.toUpperCase()) });

// spec 001 §7 Places and airports
export const airportEndpoints = endpointGroup('airports', {
  searchByPlace: route('POST /airports/search-by-place', {
    summary: 'Airports at or near a picked place',
    // Designed: the spec names no payload.
    body: z.object({ place: AddressPlaceSchema }), response: z.array(AirportSchema),
  }),
  search: route('GET /airports/search', {
    summary: 'Airport search by code or name', query: z.object({ q: z.string().min(1) }), response: z.array(AirportSchema),
  }),
  terminals: route('GET /airports/:iata/terminals', {
    params: iataParam, summary: "An airport's terminals", response: z.array(AirportTerminalSchema),
  }),
  properties: route('GET /airports/:iata/properties', {
    params: iataParam, summary: 'Terminal rule, meet and greet, pickup points', response: AirportPropertiesSchema,
  }),
  flightSearch: route('GET /airports/flights/search', {
    summary: 'Find a flight by code and date',
    query: z.object({
      flightCode: z.string().min(1),
      pickupDatetime: z.string(),
      flightDirection: FlightDirectionSchema,
      airportToIataCode: z.string().optional(),
      airportFromIataCode: z.string().optional(),
    }).refine((q) => q.airportToIataCode !== undefined || q.airportFromIataCode !== undefined, {
      message: 'airportToIataCode or airportFromIataCode is required',
    }),
    response: z.array(FlightSearchResultSchema),
  }),
});
