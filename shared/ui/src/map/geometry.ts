import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { feature as topoFeature } from 'topojson-client';

// The packaged open geometry every map draws from (issue 14: no tile server, no network):
// Natural Earth countries at 1:110m (world-atlas) and US states at 1:10m (us-atlas), as
// TopoJSON turned into GeoJSON. Both are loaded the first time they are asked for, as chunks
// of their own, so no element's first download carries them.

/** What an atlas feature carries: its id in the atlas, a name and, where known, a short code. */
export interface AtlasProperties {
  name: string;
  /** ISO 3166-1 alpha-2 for a country, the USPS code for a state; null where the table has none. */
  code: string | null;
}

export type AtlasFeature = Feature<Polygon | MultiPolygon, AtlasProperties> & { id: string };
export interface AtlasCollection extends FeatureCollection<Polygon | MultiPolygon, AtlasProperties> {
  features: AtlasFeature[];
}

/**
 * ISO 3166-1 numeric (world-atlas ids) to alpha-2, for the countries the product's data
 * names: the 001 §9 first four, the demo history's cities and the phone code map's.
 */
export const ALPHA2_BY_ISO_NUMERIC: Readonly<Record<string, string>> = {
  '840': 'US', '826': 'GB', '124': 'CA', '036': 'AU', '276': 'DE', '250': 'FR', '392': 'JP', '356': 'IN', '376': 'IL',
  '372': 'IE', '528': 'NL', '724': 'ES', '380': 'IT', '756': 'CH', '702': 'SG', '484': 'MX', '076': 'BR', '554': 'NZ',
  '752': 'SE', '578': 'NO', '208': 'DK', '056': 'BE', '040': 'AT', '620': 'PT', '616': 'PL', '156': 'CN', '410': 'KR',
  '784': 'AE', '710': 'ZA',
};

/** US state FIPS codes (us-atlas ids) to USPS codes. */
export const STATE_CODE_BY_FIPS: Readonly<Record<string, string>> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC', '12': 'FL',
  '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME',
  '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH',
  '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI',
  '56': 'WY', '60': 'AS', '66': 'GU', '69': 'MP', '72': 'PR', '78': 'VI',
};

type AtlasTopology = Parameters<typeof topoFeature>[0];

/** The features of one object of a TopoJSON atlas, each with its id, name and code. */
export async function atlasFeatures(
  topology: AtlasTopology,
  objectName: string,
  codeOf: (id: string) => string | null,
): Promise<AtlasCollection> {
  const { feature } = await import('topojson-client');
  const object = topology.objects[objectName];
  if (object?.type !== 'GeometryCollection') throw new Error(`The atlas has no collection "${objectName}"`);
  const collection = feature(topology, object) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  const features = collection.features.flatMap((f): AtlasFeature[] => {
    const id = f.id === undefined ? null : String(f.id);
    if (id === null) return [];
    return [{ ...f, id, properties: { name: f.properties.name, code: codeOf(id) } }];
  });
  return { type: 'FeatureCollection', features };
}

let world: Promise<AtlasCollection> | undefined;
let states: Promise<AtlasCollection> | undefined;

/** The world's countries (Natural Earth 1:110m); one download however often it is called. */
export function loadWorldCountries(): Promise<AtlasCollection> {
  world ??= import('world-atlas/countries-110m.json').then((module) =>
    atlasFeatures(module.default as unknown as AtlasTopology, 'countries', (id) => ALPHA2_BY_ISO_NUMERIC[id] ?? null));
  return world;
}

/** The US states (1:10m), with their USPS codes; one download however often it is called. */
export function loadUsStates(): Promise<AtlasCollection> {
  states ??= import('us-atlas/states-10m.json').then((module) =>
    atlasFeatures(module.default as unknown as AtlasTopology, 'states', (id) => STATE_CODE_BY_FIPS[id] ?? null));
  return states;
}
