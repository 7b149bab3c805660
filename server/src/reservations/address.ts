import type { AddressStop, StopType } from '@curbside/contracts';
import { airportTerminals } from '../airports/terminals.ts';
import { placeDetails } from '../places/maps-service.ts';
import { placeWithTimezone } from '../places/validation.ts';

/**
 * An address or stop (001 §3) at a place of the simulated maps service
 * ('curb:gz:acme-hq', 'curb:airport:JFK'): seeds and tests book with these.
 */
export function addressStopAt(mapsPlaceId: string, stopType: StopType, options: { terminal?: string | null; now?: Date } = {}): AddressStop {
  const maps = placeDetails(mapsPlaceId);
  if (!maps) throw new Error(`Unknown maps place ${mapsPlaceId}`);
  const place = placeWithTimezone(maps, options.now);
  const iata = maps.iata_code ?? null;
  return {
    place,
    placeValidationStatus: 'ValidPlace',
    addressType: iata ? 'AIRPORT' : 'SPECIFIC_ADDRESS',
    flight: iata
      ? {
        isCommercial: false, flightCode: null, flightInfo: null,
        terminal: options.terminal !== undefined ? options.terminal : airportTerminals(iata)[0]?.code ?? null,
        airportTerminals: airportTerminals(iata),
      }
      : null,
    specialAccommodations: null,
    stopType,
  };
}
