import type { MapsAddressComponent, MapsPlace } from '@curbside/contracts';
import { tokenize } from '../airports/airport-data.ts';
import {
  CITIES, GAZETTEER_ROWS, STREET_DIRECTIONS, STREET_SUFFIXES, type CityDef, type GazetteerKind, type GazetteerRow,
} from './gazetteer-data.ts';
import { spelledOrdinal } from './street-ordinals.ts';

export const GAZETTEER_PLACE_PREFIX = 'curb:gz:';

/** A gazetteer row expanded into the maps service's place plus search tokens. */
export interface GazetteerPlace {
  id: string;
  kind: GazetteerKind;
  place: MapsPlace;
  /** Autocomplete main and secondary text. */
  mainText: string;
  secondaryText: string;
  /** Lower-case search tokens; `nameTokens` weigh more. */
  tokens: string[];
  nameTokens: string[];
}

const KIND_TYPES: Record<GazetteerKind, string[]> = {
  office: ['point_of_interest', 'establishment'],
  hotel: ['lodging', 'point_of_interest', 'establishment'],
  station: ['train_station', 'transit_station', 'point_of_interest', 'establishment'],
  venue: ['point_of_interest', 'establishment'],
  landmark: ['tourist_attraction', 'point_of_interest', 'establishment'],
  museum: ['museum', 'tourist_attraction', 'point_of_interest', 'establishment'],
  education: ['university', 'point_of_interest', 'establishment'],
  street: ['route'],
  area: ['neighborhood', 'political'],
  park: ['park', 'tourist_attraction', 'point_of_interest', 'establishment'],
};

/** 'S Wacker Dr' -> 'South Wacker Drive'; 'Pennsylvania Ave NW' -> 'Pennsylvania Avenue Northwest'. */
export function longStreetName(short: string): string {
  const words = short.split(' ');
  if (words.length < 2) return short;
  const out = [...words];
  let last = out.length - 1;
  const trailing = STREET_DIRECTIONS[out[last] ?? ''];
  if (trailing && last > 1) {
    out[last] = trailing;
    last -= 1;
  }
  const suffix = STREET_SUFFIXES[out[last] ?? ''];
  if (suffix && last > 0) out[last] = suffix;
  const leading = STREET_DIRECTIONS[out[0] ?? ''];
  if (leading && out.length > 2) out[0] = leading;
  return out.join(' ');
}

/** The locality part of a formatted address: 'New York, NY 10118' or 'London SW1A 2AA'. */
export function localityLine(city: CityDef, postcode: string, cityName = city.city): string {
  if (city.postalTown) return postcode ? `${cityName} ${postcode}` : cityName;
  return postcode ? `${cityName}, ${city.stateCode} ${postcode}` : `${cityName}, ${city.stateCode}`;
}

function component(long: string, short: string, ...types: string[]): MapsAddressComponent {
  return { long_name: long, short_name: short, types };
}

function buildPlace(row: GazetteerRow): GazetteerPlace {
  const [id, name, streetNumber, street, cityKey, postcode, lat, lng, kind] = row;
  const city: CityDef = CITIES[cityKey];
  const streetLine = [streetNumber, street].filter(Boolean).join(' ');
  const addressParts = [streetLine, localityLine(city, postcode), city.countryLabel].filter((p) => p !== '');
  const formatted = addressParts.join(', ');
  const placeName = name ?? (streetLine || city.city);

  const components: MapsAddressComponent[] = [];
  if (streetNumber) components.push(component(streetNumber, streetNumber, 'street_number'));
  if (street) components.push(component(longStreetName(street), street, 'route'));
  if (kind === 'area' && name) components.push(component(name, name, 'neighborhood', 'political'));
  components.push(city.postalTown ? component(city.city, city.city, 'postal_town') : component(city.city, city.city, 'locality', 'political'));
  if (city.county) components.push(component(city.county, city.county, 'administrative_area_level_2', 'political'));
  components.push(component(city.state, city.stateCode, 'administrative_area_level_1', 'political'));
  components.push(component(city.country, city.countryCode, 'country', 'political'));
  if (postcode) components.push(component(postcode, postcode, 'postal_code'));

  const place: MapsPlace = {
    place_id: `${GAZETTEER_PLACE_PREFIX}${id}`,
    name: placeName,
    formatted_address: formatted,
    geometry: { location: { lat, lng } },
    address_components: components,
    types: KIND_TYPES[kind],
  };
  const mainText = placeName;
  const secondaryText = formatted.startsWith(`${mainText}, `) ? formatted.slice(mainText.length + 2) : formatted;
  const nameTokens = tokenize(placeName);
  const tokens = [...new Set([
    ...nameTokens,
    ...tokenize(streetLine),
    ...(street ? tokenize(longStreetName(street)) : []),
    ...tokenize(street ?? '').flatMap(spelledOrdinal),
    ...tokenize(city.city),
    ...tokenize(city.state),
    city.stateCode.toLowerCase(),
    ...tokenize(postcode),
    ...tokenize(city.countryLabel),
    ...tokenize(city.country),
  ])];
  return { id, kind, place, mainText, secondaryText, tokens, nameTokens };
}

let places: Map<string, GazetteerPlace> | null = null;

/** Every gazetteer place by its place id (built once). */
export function gazetteer(): Map<string, GazetteerPlace> {
  if (places) return places;
  const built = new Map<string, GazetteerPlace>();
  for (const row of GAZETTEER_ROWS) {
    const entry = buildPlace(row);
    if (built.has(entry.place.place_id)) throw new Error(`duplicate gazetteer id ${entry.id}`);
    built.set(entry.place.place_id, entry);
  }
  places = built;
  return built;
}

export function gazetteerPlace(placeId: string): GazetteerPlace | undefined {
  return gazetteer().get(placeId);
}

/**
 * Score of a place for tokenized query text (0: no match). Every query token
 * must equal or start a token of the place; whole words and name words weigh more.
 */
export function gazetteerMatchScore(entry: GazetteerPlace, queryTokens: string[]): number {
  if (queryTokens.length === 0) return 0;
  let score = 0;
  for (const q of queryTokens) {
    if (entry.nameTokens.includes(q)) score += 5;
    else if (entry.tokens.includes(q)) score += 3;
    else if (entry.nameTokens.some((t) => t.startsWith(q))) score += 2;
    else if (entry.tokens.some((t) => t.startsWith(q))) score += 1;
    else return 0;
  }
  return score;
}
