import { describe, expect, it } from 'vitest';
import { intentionKey } from './intention-key.ts';

describe('intentionKey (one Idempotency-Key per user intention)', () => {
  const sequence = () => {
    let n = 0;
    return () => `k${++n}`;
  };

  it('keeps the key for the same request (double-click, retry) and makes a new one when the request changes', () => {
    const keys = intentionKey(sequence());
    expect(keys.for({ ride: 1 })).toBe('k1');
    expect(keys.for({ ride: 1 })).toBe('k1');
    expect(keys.for({ ride: 2 })).toBe('k2');
  });

  it('starts a new intention after done(), even for the same request (booking the same ride twice on purpose)', () => {
    const keys = intentionKey(sequence());
    expect(keys.for({ ride: 1 })).toBe('k1');
    keys.done();
    expect(keys.for({ ride: 1 })).toBe('k2');
  });

  it('makes random keys by default', () => {
    const a = intentionKey().for({});
    const b = intentionKey().for({});
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
