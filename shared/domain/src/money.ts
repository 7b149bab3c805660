import { MONEY_DECIMALS, SUPPORTED_CURRENCY_ORDER } from './limits.ts';

/**
 * spec 000 §9, 001 §9: money shows 2 decimals as 'symbol amount (CURRENCY)'; zero shows empty.
 * `symbol` may be the symbol itself or its char code (Country.currency.symbol is a char code).
 * Without a symbol the text is 'amount (CURRENCY)'.
 */
export function formatMoney(
  amount: number | null | undefined,
  currencyCode: string,
  symbol?: string | number | null,
): string {
  if (amount === null || amount === undefined || amount === 0 || !Number.isFinite(amount)) return '';
  return moneyText(amount, currencyCode, currencySymbol(symbol));
}

function moneyText(amount: number, currencyCode: string, sign: string): string {
  return `${sign ? `${sign} ` : ''}${amount.toFixed(MONEY_DECIMALS)} (${currencyCode.toUpperCase()})`;
}

/** The printable currency symbol from a symbol string or a char code. */
export function currencySymbol(symbol: string | number | null | undefined): string {
  if (symbol === null || symbol === undefined || symbol === '') return '';
  return typeof symbol === 'number' ? String.fromCharCode(symbol) : symbol;
}

/** The currency's symbol as en-US writes it ('$', '£', 'CA$'); empty for a code Intl does not know. */
export function currencySymbolOf(currencyCode: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * An amount charged or paid (a receipt's fare, an invoice's total) as 001 §9 writes money, with the
 * currency's en-US symbol; unlike a price, a zero amount shows as such ('$ 0.00 (USD)': a canceled
 * ride's fee waived, an unpaid invoice).
 */
export function formatChargedAmount(amount: number, currencyCode: string): string {
  return moneyText(Number.isFinite(amount) ? amount : 0, currencyCode, currencySymbolOf(currencyCode));
}

/**
 * spec 000 §9: USD, GBP, EUR, CAD and AUD on top (in that order), then all others in
 * their given order. `codeOf` reads the code from richer items (countries, currencies).
 */
export function orderCurrencies<T>(items: readonly T[], codeOf: (item: T) => string = String): T[] {
  const rank = (item: T): number => {
    const index = (SUPPORTED_CURRENCY_ORDER as readonly string[]).indexOf(codeOf(item).toUpperCase());
    return index === -1 ? SUPPORTED_CURRENCY_ORDER.length : index;
  };
  return items
    .map((item, position) => ({ item, position, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ item }) => item);
}
