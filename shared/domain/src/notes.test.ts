import { describe, expect, it } from 'vitest';
import { canSaveNotes } from './notes.ts';

describe('canSaveNotes (spec 000 §5: "Save is enabled only when the text is longer than 3 characters")', () => {
  it.each([
    { text: 'abcd', expected: true },
    { text: 'abc', expected: false },
    { text: '  abc  ', expected: false },
    { text: '', expected: false },
    { text: null, expected: false },
    { text: 'Gate 4 please', expected: true },
  ])('"$text": $expected', ({ text, expected }) => {
    expect(canSaveNotes(text)).toBe(expected);
  });
});
