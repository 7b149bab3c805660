import type { LatLng } from '@curbside/contracts';
import { CAR_LINE_MESSAGES } from './car-line-messages.ts';

// spec 001 §3 regionShape: a polygon of lat/lng points, the first point repeated at the end to
// close it. The server refuses a pickup outside a car line's region.

const same = (a: LatLng, b: LatLng): boolean => a.lat === b.lat && a.lng === b.lng;

/** The ring closed: the drawn points with the first one repeated last (once). */
export function closeRing(points: readonly LatLng[]): LatLng[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return [];
  return same(first, last) && points.length > 1 ? [...points] : [...points, first];
}

/** How many different points a ring has (the closing repeat counts once). */
export function distinctPointCount(points: readonly LatLng[]): number {
  return new Set(points.map((p) => `${p.lat},${p.lng}`)).size;
}

/** Whether a point lies inside a ring (ray casting; open or closed ring alike). */
export function isInsideRegion(point: LatLng, ring: readonly LatLng[]): boolean {
  const closed = closeRing(ring);
  let inside = false;
  for (let i = 0, j = closed.length - 1; i < closed.length; j = i++) {
    const a = closed[i];
    const b = closed[j];
    if (!a || !b) continue;
    const crosses = (a.lat > point.lat) !== (b.lat > point.lat)
      && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** What is wrong with a region as sent (closed, at least 3 distinct points); [] when it is sound. */
export function regionProblems(ring: readonly LatLng[]): string[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const problems: string[] = [];
  if (distinctPointCount(ring) < 3) problems.push(CAR_LINE_MESSAGES.regionTooSmall);
  if (!first || !last || ring.length < 2 || !same(first, last)) problems.push(CAR_LINE_MESSAGES.regionNotClosed);
  return problems;
}
