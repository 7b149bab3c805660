import type { LatLng } from '@curbside/contracts';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { WORLD_SIZE, type ScreenPoint } from './map-view.ts';

// The map's projection (d3-geo's Mercator, as web maps use: north up, shapes true locally),
// scaled so the world from 85° N to 85° S is WORLD_SIZE pixels square. Only the map's own
// chunk imports this file, so d3-geo is loaded with the map, not before.

const mercator = geoMercator().scale(WORLD_SIZE / (2 * Math.PI)).translate([WORLD_SIZE / 2, WORLD_SIZE / 2]);
const atlasPath = geoPath(mercator);

/** A point on the earth in world pixels. */
export function project({ lat, lng }: LatLng): [number, number] {
  const point = mercator([lng, lat]);
  return point ? [point[0], point[1]] : [NaN, NaN];
}

/** World pixels back to a point on the earth (lat and lng to 6 decimals, about 10 cm). */
export function unproject([x, y]: ScreenPoint): LatLng {
  const [lng, lat] = mercator.invert?.([x, y]) ?? [NaN, NaN];
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(Math.max(-85, Math.min(85, lat))), lng: round(((lng + 540) % 360) - 180) };
}

/** The SVG path of an atlas feature (a country, a state), in world pixels. */
export const atlasPathOf = (feature: GeoPermissibleObjects): string => atlasPath(feature) ?? '';

/**
 * The SVG path of polygons drawn on the map (service areas, the edited region), in world pixels:
 * each ring straight between its vertices, closed. Small areas need no great circles, and a
 * ring drawn either way round fills the same inside.
 */
export function ringsPathOf(rings: readonly (readonly LatLng[])[]): string {
  return rings
    .filter((ring) => ring.length > 0)
    .map((ring) => `M${ring.map((p) => project(p).map((n) => n.toFixed(3)).join(',')).join('L')}Z`)
    .join('');
}
