import type { AirportProperties, AirportTerminal } from '@curbside/contracts';
import { MAJOR_AIRPORTS } from './airport-data.ts';

/** Terminal codes of the multi-terminal airports (designed data; the rest have one main terminal). */
const TERMINALS: Record<string, Array<[code: string, name: string]>> = {
  JFK: [['T1', 'Terminal 1'], ['T4', 'Terminal 4'], ['T5', 'Terminal 5'], ['T7', 'Terminal 7'], ['T8', 'Terminal 8']],
  LGA: [['A', 'Terminal A'], ['B', 'Terminal B'], ['C', 'Terminal C']],
  EWR: [['A', 'Terminal A'], ['B', 'Terminal B'], ['C', 'Terminal C']],
  BOS: [['A', 'Terminal A'], ['B', 'Terminal B'], ['C', 'Terminal C'], ['E', 'Terminal E']],
  ORD: [['T1', 'Terminal 1'], ['T2', 'Terminal 2'], ['T3', 'Terminal 3'], ['T5', 'Terminal 5']],
  SFO: [['T1', 'Terminal 1 (Harvey Milk)'], ['T2', 'Terminal 2'], ['T3', 'Terminal 3'], ['I', 'International Terminal']],
  LAX: [
    ['T1', 'Terminal 1'], ['T2', 'Terminal 2'], ['T3', 'Terminal 3'], ['T4', 'Terminal 4'], ['T5', 'Terminal 5'],
    ['T6', 'Terminal 6'], ['T7', 'Terminal 7'], ['T8', 'Terminal 8'], ['B', 'Tom Bradley International Terminal'],
  ],
  DCA: [['T1', 'Terminal 1'], ['T2', 'Terminal 2']],
  ATL: [['DOM', 'Domestic Terminal'], ['INT', 'International Terminal']],
  DFW: [['A', 'Terminal A'], ['B', 'Terminal B'], ['C', 'Terminal C'], ['D', 'Terminal D'], ['E', 'Terminal E']],
  MIA: [['N', 'North Terminal'], ['C', 'Central Terminal'], ['S', 'South Terminal']],
  SEA: [['MAIN', 'Main Terminal'], ['SSAT', 'South Satellite']],
  DEN: [['W', 'West (Jeppesen) Terminal'], ['E', 'East (Jeppesen) Terminal']],
  LHR: [['T2', 'Terminal 2'], ['T3', 'Terminal 3'], ['T4', 'Terminal 4'], ['T5', 'Terminal 5']],
  LGW: [['N', 'North Terminal'], ['S', 'South Terminal']],
  YYZ: [['T1', 'Terminal 1'], ['T3', 'Terminal 3']],
  CDG: [['T1', 'Terminal 1'], ['T2', 'Terminal 2'], ['T3', 'Terminal 3']],
  FRA: [['T1', 'Terminal 1'], ['T2', 'Terminal 2']],
  AMS: [['MAIN', 'Schiphol Plaza']],
  DXB: [['T1', 'Terminal 1'], ['T2', 'Terminal 2'], ['T3', 'Terminal 3']],
};

const MAIN_TERMINAL: AirportTerminal = { code: 'MAIN', name: 'Main terminal' };

/** The airport's terminals, in a fixed order. */
export function airportTerminals(iata: string): AirportTerminal[] {
  const rows = TERMINALS[iata.toUpperCase()];
  return rows ? rows.map(([code, name]) => ({ code, name })) : [{ ...MAIN_TERMINAL }];
}

/** A terminal is required where the airport has more than one (001 §5 Pickup). */
export function isTerminalRequired(iata: string): boolean {
  return (TERMINALS[iata.toUpperCase()]?.length ?? 1) > 1;
}

export const PICKUP_CURBSIDE = 'Arrivals - Curbside';
export const PICKUP_BAGGAGE_CLAIM = 'Baggage claim';

/** Meet and greet is offered at the major airports (designed). */
export function hasMeetAndGreet(iata: string): boolean {
  return MAJOR_AIRPORTS.has(iata.toUpperCase());
}

/** GET /airports/{iata}/properties (001 §4 Exact pickup point defaults). */
export function airportProperties(iata: string): AirportProperties {
  const code = iata.toUpperCase();
  const meetAndGreet = hasMeetAndGreet(code);
  return {
    iataCode: code,
    isTerminalRequired: isTerminalRequired(code),
    hasMeetAndGreet: meetAndGreet,
    exactPickupPoints: meetAndGreet ? [PICKUP_CURBSIDE, PICKUP_BAGGAGE_CLAIM] : [PICKUP_CURBSIDE],
  };
}

/** Which terminal an airline uses at a hub (designed, after the real assignments); null: pick by flight number. */
const AIRLINE_TERMINALS: Record<string, Record<string, string>> = {
  JFK: { AA: 'T8', BA: 'T8', IB: 'T8', DL: 'T4', VS: 'T4', EK: 'T4', B6: 'T5', EI: 'T5', UA: 'T7', AS: 'T7', AF: 'T1', LH: 'T1', KL: 'T4' },
  EWR: { UA: 'C', AA: 'A', DL: 'A', B6: 'A', BA: 'B', LH: 'B', AC: 'A' },
  LGA: { AA: 'B', UA: 'B', B6: 'B', DL: 'C', WN: 'B', AC: 'B' },
  BOS: { AA: 'B', UA: 'B', DL: 'A', B6: 'C', WN: 'A', BA: 'E', VS: 'E', EI: 'E', LH: 'E', AC: 'B' },
  ORD: { UA: 'T1', AA: 'T3', DL: 'T2', AC: 'T2', BA: 'T5', LH: 'T1', B6: 'T5', EI: 'T5', VS: 'T5' },
  SFO: { UA: 'T3', AA: 'T1', DL: 'T1', AS: 'T2', B6: 'T1', BA: 'I', LH: 'I', VS: 'I', EI: 'I', AC: 'T2', WN: 'T1' },
  LAX: { AA: 'T4', UA: 'T7', DL: 'T3', AS: 'T6', WN: 'T1', B6: 'T5', BA: 'B', VS: 'B', LH: 'B', AC: 'T6', EI: 'B' },
  LHR: { BA: 'T5', IB: 'T5', AA: 'T3', VS: 'T3', DL: 'T3', UA: 'T2', AC: 'T2', LH: 'T2', EI: 'T2', B6: 'T4' },
  LGW: { BA: 'S', B6: 'S', VS: 'S' },
  YYZ: { AC: 'T1', UA: 'T1', LH: 'T1', AA: 'T3', DL: 'T3', BA: 'T3', B6: 'T3' },
  DCA: { AA: 'T2', UA: 'T2', DL: 'T2', B6: 'T2', WN: 'T2', AS: 'T2' },
  ATL: { DL: 'DOM', AA: 'DOM', UA: 'DOM', WN: 'DOM', BA: 'INT', VS: 'INT', LH: 'INT', AF: 'INT' },
};

/** The terminal a flight uses at an airport: null where there is one terminal. */
export function flightTerminal(iata: string, airline: string, flightNumber: number): string | null {
  const terminals = TERMINALS[iata.toUpperCase()];
  if (!terminals || terminals.length < 2) return null;
  return AIRLINE_TERMINALS[iata.toUpperCase()]?.[airline] ?? terminals[flightNumber % terminals.length]?.[0] ?? null;
}
