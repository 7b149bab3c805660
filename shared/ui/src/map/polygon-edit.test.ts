import { closeRing } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import {
  addVertex, canClose, closePolygon, EMPTY_POLYGON, insertVertex, moveVertex, polygonFromRing, removeVertex, type EditablePolygon,
} from './polygon-edit.ts';

const a = { lat: 40.7, lng: -74 };
const b = { lat: 40.8, lng: -73.9 };
const c = { lat: 40.6, lng: -73.8 };
const d = { lat: 40.65, lng: -74.1 };
const triangle: EditablePolygon = { points: [a, b, c], closed: true };

describe('polygon editing', () => {
  it('adds vertices in order while open, ignores a double click on the same spot, and none once closed', () => {
    const drawn = [a, b, b, c].reduce(addVertex, EMPTY_POLYGON);
    expect(drawn).toEqual({ points: [a, b, c], closed: false });
    expect(addVertex(triangle, d)).toBe(triangle);
  });

  it('closes only with three distinct vertices', () => {
    expect(canClose({ points: [a, b], closed: false })).toBe(false);
    expect(closePolygon({ points: [a, b, a], closed: false }).closed).toBe(false);
    expect(closePolygon({ points: [a, b, c], closed: false })).toEqual(triangle);
    expect(canClose(triangle)).toBe(false);
  });

  it('moves a vertex, leaving the others', () => {
    expect(moveVertex(triangle, 1, d).points).toEqual([a, d, c]);
    expect(moveVertex(triangle, 5, d)).toBe(triangle);
  });

  it('deletes a vertex; a closed polygon left with two opens again', () => {
    const square: EditablePolygon = { points: [a, b, c, d], closed: true };
    expect(removeVertex(square, 0)).toEqual({ points: [b, c, d], closed: true });
    expect(removeVertex(triangle, 2)).toEqual({ points: [a, b], closed: false });
    expect(removeVertex(triangle, -1)).toBe(triangle);
  });

  it('inserts a vertex on the edge after a vertex', () => {
    expect(insertVertex(triangle, 0, d).points).toEqual([a, d, b, c]);
    expect(insertVertex(triangle, 2, d).points).toEqual([a, b, c, d]);
  });

  it('round-trips the region payload of 001 §3 (first point repeated last)', () => {
    const ring = closeRing(triangle.points);
    expect(ring).toEqual([a, b, c, a]);
    expect(polygonFromRing(ring)).toEqual(triangle);
    expect(polygonFromRing([a, b])).toEqual({ points: [a, b], closed: false });
  });
});
