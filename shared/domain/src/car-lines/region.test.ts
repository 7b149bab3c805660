import { describe, expect, it } from 'vitest';
import { CAR_LINE_MESSAGES } from './car-line-messages.ts';
import { closeRing, isInsideRegion, regionProblems } from './region.ts';

const a = { lat: 40.75, lng: -73.99 };
const b = { lat: 40.75, lng: -73.97 };
const c = { lat: 40.76, lng: -73.97 };
const d = { lat: 40.76, lng: -73.99 };

describe('closeRing (spec 001 §3: the first point repeated at the end)', () => {
  it.each([
    { rule: 'repeats the first point last', points: [a, b, c], ring: [a, b, c, a] },
    { rule: 'leaves a closed ring as it is', points: [a, b, c, a], ring: [a, b, c, a] },
    { rule: 'has nothing to close without points', points: [], ring: [] },
  ])('$rule', ({ points, ring }) => {
    expect(closeRing(points)).toEqual(ring);
  });
});

describe('regionProblems (at least 3 distinct points, closed)', () => {
  it.each([
    { rule: 'accepts a closed triangle', ring: [a, b, c, a], problems: [] },
    { rule: 'refuses two distinct points', ring: [a, b, a, a], problems: [CAR_LINE_MESSAGES.regionTooSmall] },
    { rule: 'refuses an open ring', ring: [a, b, c, d], problems: [CAR_LINE_MESSAGES.regionNotClosed] },
    { rule: 'refuses nothing drawn', ring: [], problems: [CAR_LINE_MESSAGES.regionTooSmall, CAR_LINE_MESSAGES.regionNotClosed] },
  ])('$rule', ({ ring, problems }) => {
    expect(regionProblems(ring)).toEqual(problems);
  });
});

describe('isInsideRegion (a pickup outside the region is refused)', () => {
  const square = closeRing([a, b, c, d]);
  const lShape = closeRing([a, { lat: 40.75, lng: -73.95 }, { lat: 40.755, lng: -73.95 }, { lat: 40.755, lng: -73.97 }, c, d]);
  it.each([
    { rule: 'inside the square', point: { lat: 40.755, lng: -73.98 }, ring: square, inside: true },
    { rule: 'north of the square', point: { lat: 40.77, lng: -73.98 }, ring: square, inside: false },
    { rule: 'east of the square', point: { lat: 40.755, lng: -73.96 }, ring: square, inside: false },
    { rule: 'in the foot of an L', point: { lat: 40.752, lng: -73.96 }, ring: lShape, inside: true },
    { rule: 'in the notch of an L', point: { lat: 40.758, lng: -73.96 }, ring: lShape, inside: false },
    { rule: 'an open ring reads the same', point: { lat: 40.755, lng: -73.98 }, ring: [a, b, c, d], inside: true },
  ])('$rule', ({ point, ring, inside }) => {
    expect(isInsideRegion(point, ring)).toBe(inside);
  });
});
