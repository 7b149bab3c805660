import { describe, expect, it } from 'vitest';
import { canSearch, minSearchChars } from './search.ts';

describe('search minimum (spec 000 §9: 3 characters; for Location and Department cost allocations, 2)', () => {
  it.each([
    { type: undefined, min: 3 },
    { type: 'Cost Center', min: 3 },
    { type: 'Location', min: 2 },
    { type: 'Department', min: 2 },
  ] as const)('$type starts at $min', ({ type, min }) => {
    expect(minSearchChars(type)).toBe(min);
  });

  it.each([
    { query: 'ab', type: undefined, expected: false },
    { query: 'abc', type: undefined, expected: true },
    { query: ' ab ', type: 'Project Code', expected: false },
    { query: 'ny', type: 'Location', expected: true },
    { query: 'h', type: 'Department', expected: false },
  ] as const)('"$query" ($type) searches: $expected', ({ query, type, expected }) => {
    expect(canSearch(query, type)).toBe(expected);
  });
});
