import type { CardBrand, CreditCard, CreditCardEntry } from '@curbside/contracts';
import type { CardRow } from './card-repository.ts';

// Card rows to the contract (000 §3 credit card entry).

export const isFirmCard = (row: CardRow): boolean => row.user_id === null;

export function toCreditCard(row: CardRow): CreditCard {
  return {
    creditCardId: row.credit_card_id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expDate: row.exp_date,
    description: row.description,
    billingName: row.billing_name,
    billingZip: row.billing_zip,
    amexCardValidToDate: row.amex_card_valid_to_date,
    amexCardBalance: row.amex_card_balance,
  };
}

export function toCardEntry(row: CardRow): CreditCardEntry {
  return {
    userCreditCardId: row.credit_card_id,
    isDefault: row.is_default === 1,
    isImported: row.is_imported === 1,
    source: row.source as CreditCardEntry['source'],
    card: toCreditCard(row),
  };
}

/** The last day of the expiry month (ISO date): the card works through it. */
export function expiryDate(month: number, year: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.toISOString().slice(0, 10);
}
