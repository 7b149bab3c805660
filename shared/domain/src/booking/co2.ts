import type { ChosenCarService, DistanceUnits } from '@curbside/contracts';
import { kgToLb, roundToUnitDecimals } from '../units.ts';

// Issue 12: CO2 on every quote of step 3. The server computes each service's kg CO2e for the trip
// (emissions.ts: distance x the vehicle type's factor); these rules show it in the user's units,
// mark the lowest-emission option and suggest a sustainable service within the firm's price margin.

/** Designed: a sustainable service is suggested when it costs at most this much (percent) above the cheapest. */
export const DEFAULT_SUSTAINABLE_SUGGESTION_MARGIN_PERCENT = 10;

/** The CO2 figure in the user's units (001 §9: 1 kg = 2.20462 lb, 1 decimal): lb for English units, kg for Metric. */
export function co2InUnits(kg: number, distanceUnits: DistanceUnits): { value: number; unit: 'kg' | 'lb' } {
  return distanceUnits === 'English' ? { value: kgToLb(kg), unit: 'lb' } : { value: roundToUnitDecimals(kg), unit: 'kg' };
}

/** '4.2 kg CO2' / '9.3 lb CO2'. */
export function formatCo2(kg: number, distanceUnits: DistanceUnits): string {
  const { value, unit } = co2InUnits(kg, distanceUnits);
  return `${value} ${unit} CO2`;
}

type Co2Service = Pick<ChosenCarService, 'bookingAccountServiceId' | 'co2Kg' | 'isFilteredOut' | 'isSustainable' | 'userCost'>;

const bookable = <T extends Co2Service>(services: readonly T[]): T[] =>
  services.filter((s) => !s.isFilteredOut && typeof s.co2Kg === 'number');

/** The bookable services that emit the least (all of them on a tie); none when no service has a figure. */
export function lowestEmissionIds(services: readonly Co2Service[]): Set<number> {
  const rated = bookable(services);
  if (rated.length === 0) return new Set();
  const lowest = Math.min(...rated.map((s) => s.co2Kg ?? Infinity));
  return new Set(rated.filter((s) => s.co2Kg === lowest).map((s) => s.bookingAccountServiceId));
}

export interface SustainableSuggestion {
  bookingAccountServiceId: number;
  /** kg CO2e less than the cheapest service. */
  savedKg: number;
  /** How much more it costs than the cheapest (0 or more), in the quotes' currency. */
  extraCost: number;
}

/**
 * The sustainable service to suggest: the cheapest priced service is not sustainable, and a
 * sustainable one emits less and costs at most `marginPercent` more. The lowest emitter wins,
 * then the cheaper. Null when there is none (or the cheapest is sustainable already).
 */
export function sustainableSuggestion(services: readonly Co2Service[], marginPercent: number): SustainableSuggestion | null {
  const priced = bookable(services).filter((s) => s.userCost !== null && s.userCost.amount > 0);
  const price = (s: Co2Service): number => s.userCost?.amount ?? Infinity;
  const cheapest = [...priced].sort((a, b) => price(a) - price(b) || (a.co2Kg ?? 0) - (b.co2Kg ?? 0))[0];
  if (!cheapest || cheapest.isSustainable) return null;
  const limit = price(cheapest) * (1 + marginPercent / 100) + 1e-9;
  const best = priced
    .filter((s) => s.isSustainable && price(s) <= limit && (s.co2Kg ?? Infinity) < (cheapest.co2Kg ?? 0))
    .sort((a, b) => (a.co2Kg ?? 0) - (b.co2Kg ?? 0) || price(a) - price(b))[0];
  if (!best) return null;
  return {
    bookingAccountServiceId: best.bookingAccountServiceId,
    savedKg: (cheapest.co2Kg ?? 0) - (best.co2Kg ?? 0),
    extraCost: Math.round((price(best) - price(cheapest)) * 100) / 100,
  };
}

/** 'x kg less CO2 for y more' (issue 12), in the user's units; 'at the same price' when it costs no more. */
export function sustainableSuggestionText(
  suggestion: SustainableSuggestion, distanceUnits: DistanceUnits, money: (amount: number) => string,
): string {
  const { value, unit } = co2InUnits(suggestion.savedKg, distanceUnits);
  const cost = suggestion.extraCost > 0 ? `for ${money(suggestion.extraCost)} more` : 'at the same price';
  return `${value} ${unit} less CO2 ${cost}`;
}
