import { describe, expect, it } from 'vitest';
import type { CardBrand } from '@curbside/contracts';
import { cardBrandLabel, cardLabel } from './card-label.ts';

describe('cardLabel (one format for the account list, the stepper, the summary and manage bookings)', () => {
  it.each<[CardBrand, string, string]>([
    ['VISA', '4242', 'Visa •••• 4242'], ['MASTERCARD', '4444', 'Mastercard •••• 4444'],
    ['AMEX', '0005', 'American Express •••• 0005'], ['AMEXVIRTUAL', '1001', 'Amex virtual card •••• 1001'],
    ['DISCOVER', '1117', 'Discover •••• 1117'], ['DINERS-CLUB', '0004', 'Diners Club •••• 0004'], ['None', '9999', 'Card •••• 9999'],
  ])('reads a %s card ending %s as %s', (brand, last4, expected) => {
    expect(cardLabel({ brand, last4 })).toBe(expected);
  });

  it("calls a missing brand 'Card'", () => {
    expect(cardBrandLabel(null)).toBe('Card');
    expect(cardBrandLabel(undefined)).toBe('Card');
  });
});
