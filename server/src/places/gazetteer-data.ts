/**
 * The places gazetteer of the simulated maps service: real, well-known street
 * addresses (offices, hotels, stations, venues, landmarks) in the cities the
 * demo roster books in, a few entries without a street number (a street, an
 * area, a park: validation answers MissingParams), and the seeded firms' offices.
 * Coordinates are approximate (building entrances to a few tens of metres).
 * The cities and places themselves are data, in gazetteer.json; this module types and checks them.
 */

import { z } from 'zod';
import gazetteer from './gazetteer.json' with { type: 'json' };

const GAZETTEER_KINDS = ['office', 'hotel', 'station', 'venue', 'landmark', 'museum', 'education', 'street', 'area', 'park'] as const;
export type GazetteerKind = typeof GAZETTEER_KINDS[number];

export interface CityDef {
  city: string;
  county: string | null;
  state: string;
  stateCode: string;
  country: string;
  countryCode: string;
  /** How the country ends a formatted address ('USA', 'UK', 'Canada'). */
  countryLabel: string;
  /** UK addresses: the town is a postal_town, and the postcode follows it without the region. */
  postalTown?: boolean;
}

export type CityKey = keyof typeof gazetteer.cities;

export const CITIES: Readonly<Record<CityKey, CityDef>> = gazetteer.cities;

const cityKeys = Object.keys(CITIES) as [CityKey, ...CityKey[]];

/**
 * One gazetteer row: [id, name, street number, street (short form), city, postcode, lat, lng, kind].
 * The id is stable (it becomes the place id `curb:<id>`). A null street number
 * means the place has none (a street, an area, a park).
 */
const gazetteerRow = z.tuple([
  z.string().min(1), // id
  z.string().nullable(), // name
  z.string().nullable(), // street number
  z.string().nullable(), // street
  z.enum(cityKeys), // city
  z.string(), // postcode
  z.number(), // lat
  z.number(), // lng
  z.enum(GAZETTEER_KINDS), // kind
]);

export type GazetteerRow = z.infer<typeof gazetteerRow>;

/**
 * The rows of gazetteer.json, its sections (firm offices, then city by city) in file order;
 * checked on load, so a mistyped city or kind fails at start-up rather than in a search.
 */
export const GAZETTEER_ROWS: readonly GazetteerRow[] = z.array(gazetteerRow).parse(Object.values(gazetteer.places).flat());

/** Short street-type forms and their long names (Google's route short_name / long_name). */
export const STREET_SUFFIXES: Record<string, string> = {
  St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard', Dr: 'Drive', Pl: 'Place', Pkwy: 'Parkway',
  Ln: 'Lane', Cir: 'Circle', Sq: 'Square', Ct: 'Court', Hwy: 'Highway', Ter: 'Terrace',
};

/** Short direction words and their long names ('S Wacker Dr' -> 'South Wacker Drive'). */
export const STREET_DIRECTIONS: Record<string, string> = {
  N: 'North', S: 'South', E: 'East', W: 'West', NW: 'Northwest', NE: 'Northeast', SW: 'Southwest', SE: 'Southeast',
};
