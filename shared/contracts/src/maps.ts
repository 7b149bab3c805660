import { z } from 'zod';
import { GeometrySchema, MapsAddressComponentSchema, type AddressPlace } from './entities/place.ts';

// The maps service (001 §7 'Address autocomplete uses a maps service returning
// place_id, geometry, formatted_address, address_components, name, types').
// The answers are Google Places shaped. The reference server simulates the
// service outside the API prefix; it needs a known API key (`x-api-key` or `?key=`).

export const MAPS_PATHS = {
  autocomplete: '/maps/autocomplete',
  place: '/maps/place',
} as const;

/** Autocomplete answers nothing below this many typed characters. */
export const MAPS_AUTOCOMPLETE_MIN_CHARS = 2;
/** At most this many predictions per answer. */
export const MAPS_AUTOCOMPLETE_LIMIT = 8;

/**
 * Place details (Google's `result`). `iata_code` and `is_terminal_required` are
 * extensions of the simulated service for airports; a real Google answer lacks
 * them (the product then asks POST /airports/search-by-place).
 */
export const MapsPlaceSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  geometry: GeometrySchema,
  address_components: z.array(MapsAddressComponentSchema),
  types: z.array(z.string()),
  iata_code: z.string().optional(),
  is_terminal_required: z.boolean().optional(),
});
export type MapsPlace = z.infer<typeof MapsPlaceSchema>;

/** One autocomplete prediction as the service sends it. */
export const MapsPredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  types: z.array(z.string()),
  iata_code: z.string().optional(),
});
export type MapsPrediction = z.infer<typeof MapsPredictionSchema>;

export const MapsStatusSchema = z.enum(['OK', 'ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST', 'REQUEST_DENIED']);
export type MapsStatus = z.infer<typeof MapsStatusSchema>;

/** GET /maps/autocomplete?q=&types= */
export const MapsAutocompleteResponseSchema = z.object({
  status: MapsStatusSchema,
  predictions: z.array(MapsPredictionSchema),
});
export type MapsAutocompleteResponse = z.infer<typeof MapsAutocompleteResponseSchema>;

/** GET /maps/place?place_id= */
export const MapsPlaceDetailsResponseSchema = z.object({
  status: MapsStatusSchema,
  result: MapsPlaceSchema,
});
export type MapsPlaceDetailsResponse = z.infer<typeof MapsPlaceDetailsResponseSchema>;

/** The fields of a maps answer the mapping reads: any Google-shaped place (all optional but place_id). */
export interface MapsPlaceLike {
  place_id: string;
  name?: string | undefined;
  formatted_address?: string | undefined;
  geometry?: { location: { lat: number; lng: number } } | undefined;
  address_components?: ReadonlyArray<{ long_name: string; short_name: string; types: readonly string[] }> | undefined;
  types?: readonly string[] | undefined;
  iata_code?: string | undefined;
  is_terminal_required?: boolean | undefined;
}

const ESTABLISHMENT_TYPES = new Set(['establishment', 'point_of_interest', 'premise', 'airport', 'lodging', 'train_station', 'transit_station']);

/**
 * Map a maps-service place (Google shaped) to the contract's address place
 * (001 §3 Address or stop `place`; 000 §3 full place detail fields).
 * Timezone fields stay null: GET /places/timezone fills them.
 */
export function mapsPlaceToAddressPlace(details: MapsPlaceLike): AddressPlace {
  const components = details.address_components ?? [];
  const find = (...types: string[]) => {
    for (const type of types) {
      const hit = components.find((c) => c.types.includes(type));
      if (hit) return hit;
    }
    return undefined;
  };
  const streetNumber = find('street_number')?.long_name ?? null;
  const route = find('route');
  const streetName = route?.long_name ?? null;
  const streetLine = [streetNumber, route?.short_name].filter(Boolean).join(' ') || null;
  const formatted = details.formatted_address ?? null;
  const types = details.types ?? [];
  const isAirport = types.includes('airport') || !!details.iata_code;
  const isEstablishment = types.some((t) => ESTABLISHMENT_TYPES.has(t));
  const displayName = details.name || streetLine || formatted?.split(',')[0]?.trim() || null;
  let displayNameSecondary = formatted;
  if (formatted && displayName) {
    const [first, ...rest] = formatted.split(',');
    if (first?.trim().toLowerCase() === displayName.toLowerCase()) displayNameSecondary = rest.join(',').trim() || null;
  }
  const state = find('administrative_area_level_1');
  const country = find('country');
  return {
    placeId: null,
    name: details.name ?? null,
    address: formatted,
    displayName,
    displayNameSecondary,
    premiseName: isEstablishment && details.name ? details.name : null,
    streetNumber,
    streetName,
    manualNameOrNumber: null,
    city: find('locality', 'postal_town', 'sublocality', 'neighborhood')?.long_name ?? null,
    county: find('administrative_area_level_2')?.long_name ?? null,
    state: state?.long_name ?? null,
    stateCode: state?.short_name ?? null,
    zipCode: find('postal_code')?.long_name ?? null,
    country: country?.long_name ?? null,
    countryCode: country?.short_name ?? null,
    geometry: details.geometry ? { location: { lat: details.geometry.location.lat, lng: details.geometry.location.lng } } : null,
    googlePlaceId: details.place_id,
    iataCode: isAirport && details.iata_code ? details.iata_code.toUpperCase() : null,
    isTerminalRequired: isAirport ? details.is_terminal_required ?? null : null,
    timezone: null,
    timezoneAbbreviation: null,
  };
}
