import type { CardBrand, CreditCard } from '@curbside/contracts';

// spec 000 §3 'Credit card entry' brands (AMEXVIRTUAL marks a virtual card). The spec names the
// brands but not how a card reads; designed once here for every list, picker and summary.

export const CARD_BRAND_LABELS: Readonly<Record<CardBrand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  AMEXVIRTUAL: 'Amex virtual card',
  DISCOVER: 'Discover',
  'DINERS-CLUB': 'Diners Club',
  None: 'Card',
};

/** The brand as a person reads it: 'Visa', 'Amex virtual card', 'Card' for an unknown one. */
export function cardBrandLabel(brand: CardBrand | null | undefined): string {
  return (brand && CARD_BRAND_LABELS[brand]) || CARD_BRAND_LABELS.None;
}

/** The one way a saved card reads everywhere: 'Visa •••• 4242'. */
export function cardLabel(card: Pick<CreditCard, 'brand' | 'last4'>): string {
  return `${cardBrandLabel(card.brand)} •••• ${card.last4}`;
}
