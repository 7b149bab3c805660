import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOELACE_BASE, resolveShoelaceBasePath } from './shoelace-base-path.ts';

/** A page whose `[data-shoelace-base]` has `value` (null: none) and whose `[api-base]` element has `apiBase`. */
const doc = (value: string | null, apiBase: string | null = null) => ({
  querySelector: (selector: string) => {
    const attribute = selector === '[api-base]' ? apiBase : value;
    return attribute === null ? null : ({ getAttribute: () => attribute } as unknown as Element);
  },
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

  it.each([
    ['https://curbside.example', 'https://curbside.example/vendor/shoelace'],
    ['https://curbside.example/', 'https://curbside.example/vendor/shoelace'],
    ['', 'http://intranet.example/vendor/shoelace'],
    ['/relative', 'http://intranet.example/vendor/shoelace'],
  ])('takes the Curbside server from an element\'s api-base %j before the script\'s origin (a bundled package)', (apiBase, base) => {
    expect(resolveShoelaceBasePath({}, doc(null, apiBase), 'http://intranet.example')).toBe(base);
  });

  it('takes a data-shoelace-base attribute on the page', () => {
    expect(resolveShoelaceBasePath({}, doc('https://cdn.example/shoelace'))).toBe('https://cdn.example/shoelace');
  });

  it('prefers window.CURBSIDE_SHOELACE_BASE', () => {
    expect(resolveShoelaceBasePath({ CURBSIDE_SHOELACE_BASE: '/assets/sl' }, doc('/other'))).toBe('/assets/sl');
  });
});
