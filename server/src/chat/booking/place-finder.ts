import type { AddressStop, LatLng, PlaceDetail, UserPlaces } from '@curbside/contracts';
import { addressFromSavedPlace, addressFromValidation } from '@curbside/domain';
import MiniSearch from 'minisearch';
import {
  MAJOR_AIRPORTS, airportByIata, airportsNear, searchAirports, tokenize, type AirportRecord,
} from '../../airports/airport-data.ts';
import { airportMapsPlace } from '../../airports/airport-place.ts';
import { airportTerminals } from '../../airports/terminals.ts';
import { gazetteer, gazetteerPlace } from '../../places/gazetteer.ts';
import { autocomplete, placeDetails } from '../../places/maps-service.ts';
import { textMatchesPlace, validateAddress } from '../../places/validation.ts';

// Issue 18: a place phrase of a booking request ('JFK', 'Heathrow', 'the office', 'my home',
// 'the Plaza hotel', '350 5th Ave') as a stop of the stepper: the user's saved places first, then
// airports, then the gazetteer behind the maps service. Every stop is built the way the stepper
// builds it (address-stops.ts) and validated by the same rule as POST /places/validate.

export interface PlaceBook {
  places: UserPlaces;
  /** Where the ride is, roughly (the other end of the trip, or the user's work), for 'the airport'. */
  near: LatLng | null;
}

const HOME = /^(?:my |our |the )?(?:home|house|place|apartment|flat|residence)$/i;
const WORK = /^(?:my |our |the )?(?:office|work|workplace|hq|headquarters|company)$/i;
const THE_AIRPORT = /^(?:the |my )?(?:nearest |closest |local )?airport$/i;

/** What people call the busiest airports. */
const AIRPORT_NAMES: Record<string, string> = {
  kennedy: 'JFK', 'jfk airport': 'JFK', laguardia: 'LGA', 'la guardia': 'LGA', newark: 'EWR', "o'hare": 'ORD', ohare: 'ORD',
  midway: 'MDW', logan: 'BOS', heathrow: 'LHR', gatwick: 'LGW', 'london city': 'LCY', stansted: 'STN', luton: 'LTN',
  pearson: 'YYZ', 'billy bishop': 'YTZ', dulles: 'IAD', reagan: 'DCA', 'reagan national': 'DCA', 'sea-tac': 'SEA',
  seatac: 'SEA', 'san francisco airport': 'SFO', 'los angeles airport': 'LAX', 'charles de gaulle': 'CDG', schiphol: 'AMS',
  'kingsford smith': 'SYD', 'sydney airport': 'SYD', 'westchester airport': 'HPN', 'white plains airport': 'HPN',
};

function airportStop(airport: AirportRecord, stopType: AddressStop['stopType']): AddressStop {
  const known = airportMapsPlace(airport);
  const validation = validateAddress({ googlePlace: known, googleText: known.formatted_address });
  const stop = addressFromValidation(validation, known.place_id, known.formatted_address, stopType);
  return { ...stop, flight: stop.flight ? { ...stop.flight, airportTerminals: airportTerminals(airport.iata) } : null };
}

function savedStop(place: PlaceDetail, stopType: AddressStop['stopType']): AddressStop {
  const type = place.placeType === 'Home' ? 'HOME' : place.placeType === 'Work' ? 'OFFICE' : 'FAVORITES';
  return addressFromSavedPlace(place, type, stopType);
}

/** An airport the phrase names by code, by a common name, or as '<city> airport'. */
function namedAirport(phrase: string, book: PlaceBook): AirportRecord | null | 'unknown-airport' {
  const bare = phrase.trim().replace(/^the\s+/i, '');
  const withoutWord = bare.replace(/\s+(?:international\s+)?airport$/i, '');
  if (/^[a-z0-9]{3}$/i.test(withoutWord)) {
    const airport = airportByIata(withoutWord);
    // A code in capitals, or a known airport's ('jfk'); 'the' or 'car' are codes too but not meant so.
    if (airport && (withoutWord === withoutWord.toUpperCase() || MAJOR_AIRPORTS.has(airport.iata))) return airport;
  }
  const byName = AIRPORT_NAMES[bare.toLowerCase()] ?? AIRPORT_NAMES[withoutWord.toLowerCase()];
  if (byName) return airportByIata(byName) ?? null;
  if (THE_AIRPORT.test(phrase.trim())) return book.near ? airportsNear(book.near, 1)[0] ?? null : null;
  if (/\bairport\b/i.test(phrase)) {
    const words = tokenize(phrase).filter((w) => !['the', 'airport', 'international', 'intl'].includes(w));
    const found = searchAirports(words.join(' '), 1)[0];
    return found ?? 'unknown-airport';
  }
  return null;
}

/** Short forms people type for place words. */
const ABBREVIATIONS: Record<string, string> = {
  bldg: 'building', blg: 'building', ctr: 'center', cntr: 'center', centre: 'center', stn: 'station', sta: 'station', htl: 'hotel',
  mus: 'museum', univ: 'university', hq: 'hq', apt: 'airport', arpt: 'airport', intl: 'international',
};

let vocabulary: { words: Set<string>; search: MiniSearch<{ id: number; word: string }>; list: string[] } | null = null;

/** Every word of the gazetteer's places and of the saved-place names: what a typo is mended towards. */
function placeVocabulary() {
  if (vocabulary) return vocabulary;
  const words = new Set<string>(['home', 'office', 'work', 'airport', 'house', 'terminal']);
  for (const entry of gazetteer().values()) for (const token of [...entry.tokens, ...entry.nameTokens]) if (/^[a-z]{4,}$/.test(token)) words.add(token);
  const list = [...words];
  const search = new MiniSearch<{ id: number; word: string }>({ fields: ['word'], storeFields: ['word'] });
  search.addAll(list.map((word, id) => ({ id, word })));
  vocabulary = { words, search, list };
  return vocabulary;
}

/**
 * 'grand centrl' -> 'grand central', 'the ofice' -> 'the office', 'Empire State Bldg' -> 'Empire
 * State building'. `guessed` lists the words mended by likeness alone: a place found through
 * them must carry them in its name ('Atlantis' is not 'Atlantic Ave').
 */
export function mendPlaceWords(phrase: string): { text: string; guessed: string[] } {
  const known = placeVocabulary();
  const guessed: string[] = [];
  const text = phrase.split(/\s+/).map((word) => {
    const lower = word.toLowerCase();
    if (ABBREVIATIONS[lower]) return ABBREVIATIONS[lower];
    if (!/^[a-z]{4,}$/.test(lower) || known.words.has(lower) || known.list.some((w) => w.startsWith(lower))) return word;
    const [best] = known.search.search(lower, { fuzzy: 0.34 });
    if (!best) return word;
    guessed.push(best['word'] as string);
    return best['word'] as string;
  }).join(' ');
  return { text, guessed };
}

/** A favorite the phrase names ('the Hilton' for a favorite named 'Hilton Midtown'), typos forgiven. */
function favoriteNamed(phrase: string, favorites: readonly PlaceDetail[]): PlaceDetail | null {
  if (favorites.length === 0) return null;
  const search = new MiniSearch<{ id: number; name: string }>({ fields: ['name'], storeFields: ['id'] });
  search.addAll(favorites.map((favorite, id) => ({ id, name: favorite.name ?? favorite.address })));
  const query = phrase.replace(/^(?:the|my)\s+/i, '').replace(/\s+favou?rite$/i, '').replace(/['’]s\b/g, '');
  const [best] = search.search(query, { fuzzy: 0.2, prefix: true, combineWith: 'AND' });
  return best ? favorites[best.id as number] ?? null : null;
}

/** The gazetteer's best place for the phrase, when the phrase's words belong to it. */
function gazetteerStop(phrase: string, stopType: AddressStop['stopType'], guessed: readonly string[]): AddressStop | null {
  // Airports come only when named as airports (namedAirport): 'Atlantis' is not Atlantic City's.
  for (const prediction of autocomplete(phrase, 'address').slice(0, 3)) {
    const known = placeDetails(prediction.place_id);
    if (!known || !textMatchesPlace(phrase.replace(/^the\s+/i, ''), known)) continue;
    const names = gazetteerPlace(prediction.place_id)?.nameTokens ?? [];
    if (!guessed.every((word) => names.includes(word))) continue;
    const validation = validateAddress({ googlePlace: known, googleText: prediction.description });
    if (validation.status === 'InvalidPlace') continue;
    return addressFromValidation(validation, known.place_id, prediction.description, stopType);
  }
  return null;
}

export type PlaceFinding = { stop: AddressStop } | { missing: 'home' | 'work' | 'place' };

/** The stop a phrase names, or why there is none (no saved home, an unknown place). */
export function findPlace(phrase: string, stopType: AddressStop['stopType'], book: PlaceBook): PlaceFinding {
  const { text, guessed } = mendPlaceWords(phrase.trim().replace(/[.!?]+$/, ''));
  if (HOME.test(text)) return book.places.home ? { stop: savedStop(book.places.home, stopType) } : { missing: 'home' };
  if (WORK.test(text)) return book.places.work ? { stop: savedStop(book.places.work, stopType) } : { missing: 'work' };
  const favorite = favoriteNamed(text, book.places.favorites);
  if (favorite) return { stop: savedStop(favorite, stopType) };
  const airport = namedAirport(text, book);
  if (airport === 'unknown-airport') return { missing: 'place' };
  if (airport) return { stop: airportStop(airport, stopType) };
  const place = gazetteerStop(text, stopType, guessed);
  return place ? { stop: place } : { missing: 'place' };
}

/** The point a stop stands on (for 'the airport' near it). */
export function stopPoint(stop: AddressStop | null): LatLng | null {
  return stop?.place?.geometry?.location ?? null;
}
