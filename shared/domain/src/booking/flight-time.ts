import type { CompatibilityResult } from '@curbside/contracts';

// POST /chat/check-flight-time-compatibility (spec 001 §7 {departureAirportCode,
// arrivalAirportCode, departureDateTime, etaToAirport}): does a ride to the airport leave time
// for the flight? 001 §5 says pickup timing is validated further without the details, so the
// margins are designed: an hour before a domestic flight, two before an international one.

/** Minutes to be at the airport before a departure (designed). */
export const FLIGHT_MARGIN_MINUTES = { domestic: 60, international: 120 } as const;

/** designed */
export const FLIGHT_TIME_TEXTS = {
  afterDeparture: 'You would reach the airport after the flight leaves. Choose an earlier pickup.',
  tooTight: (minutes: number, margin: number, kind: string) =>
    `You would reach the airport ${minutes} minutes before the flight leaves. Allow at least ${margin} minutes for ${kind} flight.`,
  enough: (minutes: number) => `You reach the airport about ${durationText(minutes)} before the flight leaves.`,
} as const;

function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} minutes`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Minutes between two local date-times 'yyyy-MM-ddTHH:mm[:ss]' read on the same clock; null when either does not parse. */
export function minutesBetween(from: string, to: string): number | null {
  const at = (text: string) => (LOCAL_MINUTE.test(text) ? Date.parse(`${text.slice(0, 16)}:00Z`) : Number.NaN);
  const a = at(from);
  const b = at(to);
  return Number.isNaN(a) || Number.isNaN(b) ? null : Math.round((b - a) / 60_000);
}

export interface FlightTimeCheck {
  /** The flight's departure, local to the airport. */
  departureDateTime: string;
  /** When the ride reaches the airport, on the same clock. */
  etaToAirport: string;
  international: boolean;
}

export function checkFlightTime({ departureDateTime, etaToAirport, international }: FlightTimeCheck): CompatibilityResult {
  const minutes = minutesBetween(etaToAirport, departureDateTime);
  if (minutes === null) return { isCompatible: true, message: null };
  if (minutes <= 0) return { isCompatible: false, message: FLIGHT_TIME_TEXTS.afterDeparture };
  const margin = international ? FLIGHT_MARGIN_MINUTES.international : FLIGHT_MARGIN_MINUTES.domestic;
  if (minutes < margin) {
    return { isCompatible: false, message: FLIGHT_TIME_TEXTS.tooTight(minutes, margin, international ? 'an international' : 'a domestic') };
  }
  return { isCompatible: true, message: FLIGHT_TIME_TEXTS.enough(minutes) };
}
