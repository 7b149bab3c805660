import { describe, expect, it } from 'vitest';
import { dismissNote, isNoteDismissed } from './broadcast-dismissal.ts';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('broadcast note dismissal (issue 17)', () => {
  it('keeps a dismissed note hidden and shows the next note published', () => {
    const store = memory();
    expect(isNoteDismissed(7, store)).toBe(false);
    dismissNote(7, store);
    expect(isNoteDismissed(7, store)).toBe(true);
    expect(isNoteDismissed(8, store)).toBe(false);
  });

  it('remembers nothing, and throws nothing, without storage', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => dismissNote(7, broken)).not.toThrow();
    expect(isNoteDismissed(7, broken)).toBe(false);
    expect(isNoteDismissed(7, null)).toBe(false);
  });
});
