import type { LatLng } from '@curbside/contracts';
import { distinctPointCount } from '@curbside/domain';

// The polygon a map edits (the car-line region of 001 §3): vertices in order, open while it is
// drawn, closed once the user closes it. Pure steps, so the editor's every gesture is tested.
// What is sent is `closeRing(points)` (@curbside/domain): the first point repeated at the end.

export interface EditablePolygon {
  /** The vertices in drawing order, the first not repeated at the end. */
  points: readonly LatLng[];
  closed: boolean;
}

export const EMPTY_POLYGON: EditablePolygon = { points: [], closed: false };

/** A closed polygon needs this many distinct vertices. */
export const MIN_POLYGON_POINTS = 3;

const samePoint = (a: LatLng, b: LatLng): boolean => a.lat === b.lat && a.lng === b.lng;

/** Adds a vertex at the end of an open polygon (a closed one is left as it is). */
export function addVertex(polygon: EditablePolygon, point: LatLng): EditablePolygon {
  if (polygon.closed) return polygon;
  const last = polygon.points[polygon.points.length - 1];
  if (last && samePoint(last, point)) return polygon;
  return { ...polygon, points: [...polygon.points, point] };
}

/** Moves vertex `index` to `point`. */
export function moveVertex(polygon: EditablePolygon, index: number, point: LatLng): EditablePolygon {
  if (index < 0 || index >= polygon.points.length) return polygon;
  return { ...polygon, points: polygon.points.map((p, i) => (i === index ? point : p)) };
}

/** Removes vertex `index`; a closed polygon left with too few vertices opens again. */
export function removeVertex(polygon: EditablePolygon, index: number): EditablePolygon {
  if (index < 0 || index >= polygon.points.length) return polygon;
  const points = polygon.points.filter((_, i) => i !== index);
  return { points, closed: polygon.closed && distinctPointCount(points) >= MIN_POLYGON_POINTS };
}

/** Whether the polygon may be closed now. */
export const canClose = (polygon: EditablePolygon): boolean => !polygon.closed && distinctPointCount(polygon.points) >= MIN_POLYGON_POINTS;

/** Closes the polygon when it has enough distinct vertices. */
export function closePolygon(polygon: EditablePolygon): EditablePolygon {
  return canClose(polygon) ? { ...polygon, closed: true } : polygon;
}

/** Inserts a vertex after `index` (on a closed polygon's edge from `index` to the next vertex). */
export function insertVertex(polygon: EditablePolygon, index: number, point: LatLng): EditablePolygon {
  if (index < 0 || index >= polygon.points.length) return polygon;
  return { ...polygon, points: [...polygon.points.slice(0, index + 1), point, ...polygon.points.slice(index + 1)] };
}

/** A region as sent (closed, 001 §3) back to the polygon a map edits. */
export function polygonFromRing(ring: readonly LatLng[]): EditablePolygon {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const points = first && last && ring.length > 1 && samePoint(first, last) ? ring.slice(0, -1) : [...ring];
  return { points, closed: distinctPointCount(points) >= MIN_POLYGON_POINTS };
}
