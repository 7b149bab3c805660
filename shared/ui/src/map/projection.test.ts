import { describe, expect, it } from 'vitest';
import { WORLD_SIZE } from './map-view.ts';
import { project, ringsPathOf, unproject } from './projection.ts';

describe('map projection', () => {
  it('puts 0° 0° in the middle of the world square and the date line at its edges', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual([WORLD_SIZE / 2, WORLD_SIZE / 2]);
    expect(project({ lat: 0, lng: -180 })[0]).toBeCloseTo(0);
    expect(project({ lat: 0, lng: 180 })[0]).toBeCloseTo(WORLD_SIZE);
    expect(project({ lat: 85.0511, lng: 0 })[1]).toBeCloseTo(0, 0);
  });

  it('draws north up and east right: New York is west of London and south of it', () => {
    const london = project({ lat: 51.5, lng: -0.12 });
    const newYork = project({ lat: 40.71, lng: -74.0 });
    expect(newYork[0]).toBeLessThan(london[0]);
    expect(newYork[1]).toBeGreaterThan(london[1]);
  });

  it('gives back the point it projected, to 6 decimals', () => {
    for (const point of [{ lat: 40.7128, lng: -74.006 }, { lat: -33.8688, lng: 151.2093 }, { lat: 51.5074, lng: -0.1278 }]) {
      expect(unproject(project(point))).toEqual(point);
    }
  });

  it('draws each ring as one closed path', () => {
    const path = ringsPathOf([[{ lat: 0, lng: 0 }, { lat: 0, lng: 90 }, { lat: 10, lng: 45 }], []]);
    expect(path.startsWith('M512.000,512.000L768.000,512.000L')).toBe(true);
    expect(path.match(/M/g)).toHaveLength(1);
    expect(path.endsWith('Z')).toBe(true);
  });
});
