import { describe, expect, it } from 'vitest';
import { autocomplete } from './maps-service.ts';
import { spelledOrdinal } from './street-ordinals.ts';

describe('spelledOrdinal (numbered streets written out)', () => {
  it.each([
    { token: '5th', words: ['fifth'] },
    { token: '1st', words: ['first'] },
    { token: '12th', words: ['twelfth'] },
    { token: '20th', words: ['twentieth'] },
    { token: '23rd', words: ['twenty', 'third'] },
    { token: '42nd', words: ['forty', 'second'] },
    { token: 'ave', words: [] },
    { token: '350', words: [] },
    { token: '100th', words: [] },
  ])('reads $token as $words', ({ token, words }) => {
    expect(spelledOrdinal(token)).toEqual(words);
  });
});

describe('gazetteer search: a street number with a partial street name', () => {
  const mainTexts = (q: string) => autocomplete(q).map((p) => p.structured_formatting.main_text);

  it.each(['350 Fifth', '350 fifth ave', '350 Fif', '350 5th', 'Empire State'])('finds the Empire State Building for %s', (q) => {
    expect(mainTexts(q)).toContain('Empire State Building');
  });

  it('finds 42nd Street written out', () => {
    expect(autocomplete('Forty Second').map((p) => p.description).some((d) => d.includes('42nd St'))).toBe(true);
  });

  it('still finds nothing for a number no street has', () => {
    expect(mainTexts('999999 Fifth')).toEqual([]);
  });
});
