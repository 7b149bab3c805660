import {
  mapsPlaceToAddressPlace, type AddressPlace, type AddressValidationRequest, type AddressValidationResult, type MapsPlace, type PlaceValidationStatus,
} from '@curbside/contracts';
import { airportByIata, distanceKm, tokenize } from '../airports/airport-data.ts';
import { AIRPORT_PLACE_PREFIX } from '../airports/airport-place.ts';
import { gazetteerPlace } from './gazetteer.ts';
import { placeDetails } from './maps-service.ts';
import { timezoneAbbreviation, timezoneAt } from './timezone.ts';

/** 000 §5 Address, 001 §5 Address (places). */
export const ADDRESS_NOT_VALID = 'Address is not valid';
export const STREET_NUMBER_OR_BUILDING_NAME = 'Street number or building name';
/** A sent place whose location is further than this from the known one is not that place. */
const MAX_DRIFT_KM = 0.5;

/** Spellings that mean the same word in an address: compared in their short form. */
const CANONICAL: Record<string, string> = {
  avenue: 'ave', street: 'st', saint: 'st', road: 'rd', boulevard: 'blvd', drive: 'dr', place: 'pl', parkway: 'pkwy',
  lane: 'ln', square: 'sq', circle: 'cir', court: 'ct', highway: 'hwy', terrace: 'ter', plaza: 'plz', plz: 'plz',
  north: 'n', south: 's', east: 'e', west: 'w', northwest: 'nw', northeast: 'ne', southwest: 'sw', southeast: 'se',
  usa: 'us', america: 'us', uk: 'gb', britain: 'gb', kingdom: 'gb', international: 'intl', intl: 'intl',
  first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th', sixth: '6th', seventh: '7th', eighth: '8th', ninth: '9th', tenth: '10th',
};

const canonical = (token: string): string => CANONICAL[token] ?? token;

function tokenMatches(query: string, placeTokens: Set<string>): boolean {
  const q = canonical(query);
  if (placeTokens.has(q)) return true;
  for (const t of placeTokens) if (t.startsWith(q) || (q.length > 3 && q.startsWith(t) && t.length > 3)) return true;
  return false;
}

/** Search tokens of a known place: its own words plus its gazetteer or airport tokens. */
function placeTokens(place: MapsPlace): Set<string> {
  const words = [
    ...tokenize(place.name),
    ...tokenize(place.formatted_address),
    ...place.address_components.flatMap((c) => [...tokenize(c.long_name), ...tokenize(c.short_name)]),
  ];
  const entry = gazetteerPlace(place.place_id);
  if (entry) words.push(...entry.tokens);
  if (place.iata_code) {
    const airport = airportByIata(place.iata_code);
    if (airport) words.push(...airport.tokens, 'airport');
  }
  return new Set(words.map(canonical));
}

/**
 * Whether the text the user saw matches the place: every word of its first
 * part (the name or street line) and most words overall belong to the place.
 */
export function textMatchesPlace(text: string, place: MapsPlace): boolean {
  const [first = '', ...rest] = text.split(',');
  const firstTokens = tokenize(first);
  const allTokens = [...firstTokens, ...tokenize(rest.join(' '))];
  if (firstTokens.length === 0) return false;
  const known = placeTokens(place);
  if (!firstTokens.every((t) => tokenMatches(t, known))) return false;
  const matched = allTokens.filter((t) => tokenMatches(t, known)).length;
  return matched / allTokens.length >= 0.6;
}

const normalized = (text: string): string => tokenize(text).map(canonical).join(' ');

/** Whether the sent place agrees with what the maps service knows of that id. */
function consistent(sent: AddressValidationRequest['googlePlace'], known: MapsPlace): boolean {
  if (sent.geometry && distanceKm(sent.geometry.location, known.geometry.location) > MAX_DRIFT_KM) return false;
  if (sent.formatted_address !== undefined && normalized(sent.formatted_address) !== normalized(known.formatted_address)) return false;
  if (sent.name !== undefined && normalized(sent.name) !== normalized(known.name)) return false;
  return true;
}

/** The contract place of a known maps place, with its timezone. */
export function placeWithTimezone(known: MapsPlace, now: Date = new Date()): AddressPlace {
  const place = mapsPlaceToAddressPlace(known);
  const { lat, lng } = known.geometry.location;
  let timezone = timezoneAt(lat, lng);
  if (known.place_id.startsWith(AIRPORT_PLACE_PREFIX) && known.iata_code) timezone = airportByIata(known.iata_code)?.timezone ?? timezone;
  return { ...place, timezone, timezoneAbbreviation: timezone ? timezoneAbbreviation(timezone, now) : null };
}

/**
 * The status of a place a client sends without one (a saved address, a virtual card's residence):
 * InvalidPlace without an address; complete with a street number, a building name or an airport
 * code; else MissingParams (a typed street number is checked by the caller's rule).
 */
export function placeStatusOf(place: Pick<AddressPlace, 'address' | 'streetNumber' | 'premiseName' | 'iataCode'> | null | undefined): PlaceValidationStatus {
  if (!place?.address?.trim()) return 'InvalidPlace';
  return place.streetNumber?.trim() || place.premiseName?.trim() || place.iataCode?.trim() ? 'ValidPlace' : 'MissingParams';
}

const invalid = (): AddressValidationResult => ({ place: null, status: 'InvalidPlace', missingFields: [], message: ADDRESS_NOT_VALID });

/**
 * POST /places/validate (001 §4 Address validation): InvalidPlace for an unknown
 * or inconsistent place id or text that does not match it; MissingParams
 * (streetNumber) for a place without a street number that is not an airport;
 * else ValidPlace.
 */
export function validateAddress(request: AddressValidationRequest, now: Date = new Date()): AddressValidationResult {
  const known = placeDetails(request.googlePlace.place_id);
  if (!known) return invalid();
  if (!consistent(request.googlePlace, known)) return invalid();
  if (!textMatchesPlace(request.googleText, known)) return invalid();
  const place = placeWithTimezone(known, now);
  if (!place.streetNumber && !place.iataCode) {
    return { place, status: 'MissingParams', missingFields: ['streetNumber'], message: STREET_NUMBER_OR_BUILDING_NAME };
  }
  return { place, status: 'ValidPlace', missingFields: [], message: null };
}
