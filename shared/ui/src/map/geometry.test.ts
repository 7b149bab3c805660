import { describe, expect, it } from 'vitest';
import { loadUsStates, loadWorldCountries } from './geometry.ts';

describe('packaged map geometry', () => {
  it('gives the world countries as GeoJSON with names and alpha-2 codes where known', async () => {
    const world = await loadWorldCountries();
    expect(world.type).toBe('FeatureCollection');
    expect(world.features.length).toBeGreaterThan(170);
    const byCode = new Map(world.features.map((f) => [f.properties.code, f]));
    expect(byCode.get('US')?.properties.name).toBe('United States of America');
    expect(byCode.get('GB')?.properties.name).toBe('United Kingdom');
    expect(byCode.get('AU')?.geometry.type).toBe('MultiPolygon');
    expect(world.features.find((f) => f.properties.name === 'Tanzania')?.properties.code).toBeNull();
  });

  it('gives the US states with their USPS codes, every state coded', async () => {
    const states = await loadUsStates();
    expect(states.features).toHaveLength(56);
    expect(states.features.every((f) => typeof f.properties.code === 'string')).toBe(true);
    expect(states.features.find((f) => f.properties.code === 'NY')?.properties.name).toBe('New York');
    expect(states.features.find((f) => f.properties.code === 'DC')?.properties.name).toBe('District of Columbia');
  });

  it('downloads each atlas once however often it is asked for', () => {
    expect(loadWorldCountries()).toBe(loadWorldCountries());
    expect(loadUsStates()).toBe(loadUsStates());
  });
});
