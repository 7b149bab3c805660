import type { AddressStop } from '@curbside/contracts';

// spec 001 §4 'Exact pickup point defaults', §9 'Default exact pickup'.
export const EXACT_PICKUP_FRONT_DOOR = 'Front door';
export const EXACT_PICKUP_AIRPORT_CURBSIDE = 'Arrivals - Curbside';
export const EXACT_PICKUP_AIRPORT_MEET_AND_GREET = 'Baggage claim';

/** 'Front door'; at an airport 'Arrivals - Curbside'; at an airport with meet-and-greet 'Baggage claim'. */
export function defaultExactPickupPoint({ isAirport, isMeetAndGreet }: { isAirport: boolean; isMeetAndGreet: boolean }): string {
  if (!isAirport) return EXACT_PICKUP_FRONT_DOOR;
  return isMeetAndGreet ? EXACT_PICKUP_AIRPORT_MEET_AND_GREET : EXACT_PICKUP_AIRPORT_CURBSIDE;
}

/** An address is an airport when it is typed AIRPORT or its place carries an IATA code. */
export function isAirportAddress(address: AddressStop | null | undefined): boolean {
  if (!address) return false;
  return address.addressType === 'AIRPORT' || Boolean(address.place?.iataCode);
}
