import type { Airport, MapsAddressComponent, MapsPlace } from '@curbside/contracts';
import { mapsPlaceToAddressPlace } from '@curbside/contracts';
import { timezoneAbbreviation } from '../places/timezone.ts';
import { airportTimezone, type AirportRecord } from './airport-data.ts';
import { isTerminalRequired } from './terminals.ts';

export const AIRPORT_PLACE_PREFIX = 'curb:airport:';

const COUNTRY_LABELS: Record<string, string> = { US: 'USA', GB: 'UK' };

/** The airport's address line after its name: 'Queens, NY 11430, USA', 'Longford TW6, UK', 'Paris, France'. */
export function airportAddressLine(airport: AirportRecord): string {
  const label = (airport.countryCode && COUNTRY_LABELS[airport.countryCode]) ?? airport.country;
  const loc = airport.locality;
  if (!loc) return [airport.city, label].filter(Boolean).join(', ');
  const town = loc.stateCode === 'England' ? `${loc.city} ${loc.postcode}` : `${loc.city}, ${loc.stateCode} ${loc.postcode}`;
  return [town, label].join(', ');
}

/** The maps service's place of an airport (Google shaped, plus iata_code and is_terminal_required). */
export function airportMapsPlace(airport: AirportRecord): MapsPlace {
  const components: MapsAddressComponent[] = [];
  const loc = airport.locality;
  const city = loc?.city ?? airport.city;
  if (city) {
    components.push(loc?.stateCode === 'England'
      ? { long_name: city, short_name: city, types: ['postal_town'] }
      : { long_name: city, short_name: city, types: ['locality', 'political'] });
  }
  if (loc?.county) components.push({ long_name: loc.county, short_name: loc.county, types: ['administrative_area_level_2', 'political'] });
  if (loc) components.push({ long_name: loc.state, short_name: loc.stateCode, types: ['administrative_area_level_1', 'political'] });
  if (airport.country) {
    components.push({ long_name: airport.country, short_name: airport.countryCode ?? airport.country, types: ['country', 'political'] });
  }
  if (loc) components.push({ long_name: loc.postcode, short_name: loc.postcode, types: ['postal_code'] });
  return {
    place_id: `${AIRPORT_PLACE_PREFIX}${airport.iata}`,
    name: airport.name,
    formatted_address: `${airport.name}, ${airportAddressLine(airport)}`,
    geometry: { location: { lat: airport.lat, lng: airport.lng } },
    address_components: components,
    types: ['airport', 'point_of_interest', 'establishment'],
    iata_code: airport.iata,
    is_terminal_required: isTerminalRequired(airport.iata),
  };
}

/** The contract's Airport (001 §7 Places and airports), its place filled with timezone. */
export function toAirport(airport: AirportRecord, now: Date = new Date()): Airport {
  const timezone = airportTimezone(airport);
  const place = mapsPlaceToAddressPlace(airportMapsPlace(airport));
  return {
    iataCode: airport.iata,
    name: airport.name,
    city: airport.city || null,
    countryCode: airport.countryCode,
    timezone,
    place: { ...place, timezone, timezoneAbbreviation: timezone ? timezoneAbbreviation(timezone, now) : null },
  };
}
