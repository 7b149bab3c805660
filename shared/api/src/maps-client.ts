import {
  ErrorBodySchema,
  MAPS_AUTOCOMPLETE_MIN_CHARS,
  MAPS_PATHS,
  MapsAutocompleteResponseSchema,
  MapsPlaceDetailsResponseSchema,
  mapsPlaceToAddressPlace,
} from '@curbside/contracts';
import type { AddressPlace, MapsPlace, MapsPlaceLike, MapsPrediction } from '@curbside/contracts';
import { ApiError } from './api-error.ts';

/**
 * Client of the maps service (001 §7 'Address autocomplete uses a maps service
 * returning place_id, geometry, formatted_address, address_components, name,
 * types'): the reference server's simulator at `/maps/*`, Google Places shaped.
 */

export interface MapsClientOptions {
  /** Origin of the maps service ('' or absent: the page's own origin). */
  baseUrl?: string;
  /** Same as `baseUrl` (the API client's name for it). */
  apiBase?: string;
  /** Sent as `x-api-key`; the service refuses unknown keys. */
  apiKey?: string;
  fetch?: typeof fetch;
}

/** A prediction with its structured text also flat (`main_text`, `secondary_text`). */
export type MapsSuggestion = MapsPrediction & { main_text: string; secondary_text: string };

export interface AutocompleteOptions {
  /** Google's types filter: 'address', 'establishment', 'airport', 'geocode' ('|' separated). */
  types?: string;
  signal?: AbortSignal;
}

export interface MapsClient {
  /** Predictions for typed text, best first (at most 8); [] below 2 characters, without a request. */
  autocomplete(q: string, options?: AutocompleteOptions): Promise<MapsSuggestion[]>;
  /** The Google-shaped place of a prediction's place_id; rejects with ApiError (404 for an unknown id). */
  placeDetails(placeId: string, options?: { signal?: AbortSignal }): Promise<MapsPlace>;
}

/** The contract's address place of a maps answer (streetNumber, city, geometry, googlePlaceId, iataCode, ...). */
export function toPlace(details: MapsPlaceLike): AddressPlace {
  return mapsPlaceToAddressPlace(details);
}

export function createMapsClient(options: MapsClientOptions = {}): MapsClient {
  const base = (options.baseUrl ?? options.apiBase ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function get(path: string, query: Record<string, string | undefined>, signal?: AbortSignal): Promise<unknown> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, value);
    const call = `GET ${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}?${search.toString()}`, { method: 'GET', headers, ...(signal ? { signal } : {}) });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({ status: 0, text: 'The maps service cannot be reached', call, cause });
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (!response.ok) {
      const parsed = ErrorBodySchema.safeParse(body);
      const text = (parsed.success && parsed.data.message) || `Maps service error (${response.status})`;
      throw new ApiError({ status: response.status, text, body, responseData: parsed.success ? parsed.data.message : undefined, call });
    }
    return body;
  }

  return {
    async autocomplete(q, { types, signal } = {}) {
      if (q.trim().length < MAPS_AUTOCOMPLETE_MIN_CHARS) return [];
      const body = await get(MAPS_PATHS.autocomplete, { q, types }, signal);
      const parsed = MapsAutocompleteResponseSchema.safeParse(body);
      if (!parsed.success) throw new ApiError({ status: 200, text: 'Unexpected answer from the maps service', body, call: `GET ${MAPS_PATHS.autocomplete}` });
      return parsed.data.predictions.map((p) => ({
        ...p,
        main_text: p.structured_formatting.main_text,
        secondary_text: p.structured_formatting.secondary_text,
      }));
    },
    async placeDetails(placeId, { signal } = {}) {
      const body = await get(MAPS_PATHS.place, { place_id: placeId }, signal);
      const parsed = MapsPlaceDetailsResponseSchema.safeParse(body);
      if (!parsed.success) throw new ApiError({ status: 200, text: 'Unexpected answer from the maps service', body, call: `GET ${MAPS_PATHS.place}` });
      return parsed.data.result;
    },
  };
}
