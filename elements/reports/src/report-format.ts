import type { Country, UserSettings } from '@curbside/contracts';
import { formatDate, formatDistance, formatMoney, formatTime, kgToLb } from '@curbside/domain';

/**
 * How the report shows money, dates and distances: the user's preferences (000 §3: date and
 * time format, distance units) and the currency symbols of the countries list (001 §9 money
 * 'symbol amount (CURRENCY)'; zero shows empty).
 */
export interface ReportFormat {
  settings: Pick<UserSettings, 'dateFormat' | 'timeFormat' | 'distanceUnits'>;
  symbols: ReadonlyMap<string, number>;
}

export const DEFAULT_SETTINGS: ReportFormat['settings'] = { dateFormat: 'ISO', timeFormat: '24Hours', distanceUnits: 'Metric' };

export function reportFormat(settings: ReportFormat['settings'] | null, countries: readonly Country[]): ReportFormat {
  return { settings: settings ?? DEFAULT_SETTINGS, symbols: new Map(countries.map((c) => [c.currency.code, c.currency.symbol])) };
}

export function money(format: ReportFormat, amount: number | null, currency: string | null): string {
  if (amount === null || !currency) return '';
  return formatMoney(amount, currency, format.symbols.get(currency) ?? null);
}

/** A local pickup time ('2026-03-02T09:00:00', the pickup's clock) as the user writes dates and times. */
export function pickupText(format: ReportFormat, local: string): string {
  const at = new Date(local.length === 19 ? local : local.slice(0, 19));
  return `${formatDate(at, format.settings.dateFormat)} ${formatTime(at, format.settings.timeFormat)}`.trim();
}

/** An ISO date (YYYY-MM-DD) in the user's date format. */
export function dateText(format: ReportFormat, iso: string | null): string {
  return iso ? formatDate(new Date(`${iso}T12:00:00`), format.settings.dateFormat) : '';
}

export function distanceText(format: ReportFormat, km: number | null): string {
  return km === null ? '' : formatDistance(km, format.settings.distanceUnits);
}

/** CO2 in kg (Metric) or lb (English), 1 decimal (001 §9). */
export function co2Text(format: ReportFormat, kg: number | null): string {
  if (kg === null) return '';
  return format.settings.distanceUnits === 'English' ? `${kgToLb(kg)} lb` : `${Math.round(kg * 10) / 10} kg`;
}

export function durationText(minutes: number | null): string {
  if (minutes === null) return '';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

export const countText = (n: number): string => n.toLocaleString('en-US');
