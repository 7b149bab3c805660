import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOELACE_BASE, resolveShoelaceBasePath } from './shoelace-base-path.ts';

const doc = (value: string | null) => ({
  querySelector: () => (value === null ? null : ({ getAttribute: () => value } as unknown as Element)),
});

describe('resolveShoelaceBasePath', () => {
  it('uses /vendor/shoelace by default', () => {
    expect(resolveShoelaceBasePath({}, doc(null))).toBe(DEFAULT_SHOELACE_BASE);
    expect(DEFAULT_SHOELACE_BASE).toBe('/vendor/shoelace');
    expect(resolveShoelaceBasePath(undefined, undefined)).toBe('/vendor/shoelace');
  });

  it('takes /vendor/shoelace from the server the script came from, not the host page', () => {
    expect(resolveShoelaceBasePath({}, doc(null), 'http://localhost:4110')).toBe('http://localhost:4110/vendor/shoelace');
  });

  it('takes a data-shoelace-base attribute on the page', () => {
    expect(resolveShoelaceBasePath({}, doc('https://cdn.example/shoelace'))).toBe('https://cdn.example/shoelace');
  });

  it('prefers window.CURBSIDE_SHOELACE_BASE', () => {
    expect(resolveShoelaceBasePath({ CURBSIDE_SHOELACE_BASE: '/assets/sl' }, doc('/other'))).toBe('/assets/sl');
  });
});
