import { z } from 'zod';
import { fields } from '../fields.ts';
import { AddressPlaceSchema } from './place.ts';

// spec 001 §7 Places and airports. The answers are not shown in the spec: designed.

export const AirportSchema = z.object({
  iataCode: z.string().length(3),
  name: z.string(),
  ...fields(['city', 'countryCode', 'timezone'], z.string().nullable()),
  place: AddressPlaceSchema.nullable(),
});
export type Airport = z.infer<typeof AirportSchema>;

/** GET /airports/{iata}/properties answer: what booking at the airport asks for. */
export const AirportPropertiesSchema = AirportSchema.pick({ iataCode: true }).extend({
  isTerminalRequired: z.boolean(),
  hasMeetAndGreet: z.boolean(),
  exactPickupPoints: z.array(z.string()),
});
export type AirportProperties = z.infer<typeof AirportPropertiesSchema>;

/** One flight of GET /airports/flights/search. */
export const FlightSearchResultSchema = z.object({
  flightCode: z.string(),
  airline: z.string().nullable(),
  ...fields(['departureAirportCode', 'arrivalAirportCode', 'departureDateTime', 'arrivalDateTime'], z.string()),
  terminal: z.string().nullable(),
});
export type FlightSearchResult = z.infer<typeof FlightSearchResultSchema>;
