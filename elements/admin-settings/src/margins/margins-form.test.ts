import { describe, expect, it } from 'vitest';
import { MARGIN_ERROR, marginTexts, readMargins, type MarginTexts } from './margins-form.ts';

describe('booking margins form (issue 12)', () => {
  it("shows the firm's margins, else the defaults the booking uses (10% and 15%)", () => {
    expect(marginTexts({ sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 0 }))
      .toEqual({ sustainableSuggestionMarginPercent: '12.5', requoteMarginPercent: '0' });
    expect(marginTexts(null)).toEqual({ sustainableSuggestionMarginPercent: '10', requoteMarginPercent: '15' });
  });

  it.each<[string, MarginTexts, ReturnType<typeof readMargins>]>([
    ['two percentages', { sustainableSuggestionMarginPercent: ' 12.5 ', requoteMarginPercent: '0' }, { margins: { sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 0 } }],
    ['the bounds', { sustainableSuggestionMarginPercent: '100', requoteMarginPercent: '0' }, { margins: { sustainableSuggestionMarginPercent: 100, requoteMarginPercent: 0 } }],
    ['a negative margin', { sustainableSuggestionMarginPercent: '-1', requoteMarginPercent: '15' }, { errors: { sustainableSuggestionMarginPercent: MARGIN_ERROR } }],
    ['over 100 percent', { sustainableSuggestionMarginPercent: '10', requoteMarginPercent: '100.5' }, { errors: { requoteMarginPercent: MARGIN_ERROR } }],
    ['empty and text', { sustainableSuggestionMarginPercent: '', requoteMarginPercent: 'ten' }, { errors: { sustainableSuggestionMarginPercent: MARGIN_ERROR, requoteMarginPercent: MARGIN_ERROR } }],
  ])('reads %s', (_name, texts, expected) => {
    expect(readMargins(texts)).toEqual(expected);
  });
});
