import type { AddressPlace, CarLinePayload, LatLng, ServiceArea } from '@curbside/contracts';
import type { MapArea, MapMarker } from '@curbside/ui';

// What the region editor's map shows around the edited region (issue 16): where it opens, the
// firm's other lines, the line's places as small markers, and typed coordinates read as numbers.

const RANGE = { lat: 90, lng: 180 } as const;

/** A typed latitude or longitude: its value when it is a number in range, else why not. */
export function coordinateOf(axis: keyof LatLng, text: string): { value: number | null; problem: string | null } {
  const trimmed = text.trim().replace(',', '.');
  const value = trimmed === '' ? NaN : Number(trimmed);
  const max = RANGE[axis];
  if (!Number.isFinite(value) || Math.abs(value) > max) {
    return { value: null, problem: `Enter a ${axis === 'lat' ? 'latitude' : 'longitude'} from -${max} to ${max}` };
  }
  return { value: Math.round(value * 1e6) / 1e6, problem: null };
}

/** A place of the line as a labelled dot on the map (none while it has no location). */
export function placeMarker(id: string, name: string, place: AddressPlace | null, color: string): MapMarker[] {
  const at = place?.geometry?.location;
  return at ? [{ id, name, at, color }] : [];
}

/** The firm's other active lines, drawn as outlines under the edited region. */
export function otherLineAreas(lines: readonly CarLinePayload[], editedId: number | null): MapArea[] {
  return lines
    .filter((line) => line.carlineDetails.carlineDetailsId !== editedId && line.regionShape.length > 0)
    .map((line) => ({
      id: `line-${line.carlineDetails.carlineDetailsId ?? 'new'}`,
      name: line.carlineDetails.carlineName,
      rings: [line.regionShape],
      color: 'var(--sl-color-neutral-500)',
      outline: true,
    }));
}

/**
 * Where the map opens: the line's own region; else the pickup with the firm's other lines; else
 * the firm's service areas; else the whole world (no points).
 */
export function regionFit(
  region: readonly LatLng[], pickup: AddressPlace | null, lines: readonly CarLinePayload[], serviceAreas: readonly ServiceArea[],
): LatLng[] {
  if (region.length > 0) return [...region];
  const nearby = [
    ...(pickup?.geometry?.location ? [pickup.geometry.location] : []),
    ...lines.flatMap((line) => line.regionShape),
  ];
  if (nearby.length > 0) return nearby;
  return serviceAreas.flatMap((area) => area.region ?? []);
}

/** The middle of some points (a new point typed from the keyboard starts there); 0, 0 for none. */
export function middleOf(points: readonly LatLng[]): LatLng {
  if (points.length === 0) return { lat: 0, lng: 0 };
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  const round = (n: number) => Math.round((n / points.length) * 1e6) / 1e6;
  return { lat: round(sum.lat), lng: round(sum.lng) };
}
