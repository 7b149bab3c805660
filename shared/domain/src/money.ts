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
  const sign = currencySymbol(symbol);
  const value = amount.toFixed(MONEY_DECIMALS);
  return `${sign ? `${sign} ` : ''}${value} (${currencyCode.toUpperCase()})`;
}

/** The printable currency symbol from a symbol string or a char code. */
export function currencySymbol(symbol: string | number | null | undefined): string {
  if (symbol === null || symbol === undefined || symbol === '') return '';
  return typeof symbol === 'number' ? String.fromCharCode(symbol) : symbol;
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
