/**
 * How much and where each demo firm rides in the seeded history (issue 13). Acme, the
 * demo's reporting firm, has the full year (over 20,000 rides, every cost allocation type
 * through its HR feed); the others a smaller history in their own cities. Amounts are in
 * the firm's currency (every demo firm bills in USD, 000 §3 user settings).
 */
export interface HistoryFirmProfile {
  ridesPerYear: number;
  currency: string;
  feedEmployees: number;
  employeePrefix: string;
  emailDomain: string;
  cities: ReadonlyArray<{ city: string; weight: number }>;
  /** Report on every cost allocation type (an FN firm with an HR feed), else only its configured ones. */
  everyAllocationType: boolean;
  /** The login of the firm's booker who books for colleagues. */
  bookerLogin: string | null;
}

const WORLDWIDE = [
  { city: 'New York', weight: 34 }, { city: 'Boston', weight: 9 }, { city: 'Chicago', weight: 8 },
  { city: 'San Francisco', weight: 9 }, { city: 'Washington', weight: 4 }, { city: 'Austin', weight: 3 },
  { city: 'London', weight: 11 }, { city: 'Toronto', weight: 7 }, { city: 'Sydney', weight: 5 },
  { city: 'Frankfurt', weight: 3 }, { city: 'Paris', weight: 3 }, { city: 'Tokyo', weight: 2 },
] as const;

export const HISTORY_FIRMS: Readonly<Record<string, HistoryFirmProfile>> = {
  acme: {
    ridesPerYear: 21_500, currency: 'USD', feedEmployees: 180, employeePrefix: 'ACM', emailDomain: 'acme.example',
    cities: WORLDWIDE, everyAllocationType: true, bookerLogin: 'ben.booker@acme.example',
  },
  globex: {
    ridesPerYear: 1_500, currency: 'USD', feedEmployees: 40, employeePrefix: 'GBX', emailDomain: 'globex.example',
    cities: [{ city: 'New York', weight: 5 }, { city: 'London', weight: 4 }, { city: 'Toronto', weight: 1 }],
    everyAllocationType: false, bookerLogin: null,
  },
  initech: {
    ridesPerYear: 600, currency: 'USD', feedEmployees: 20, employeePrefix: 'INI', emailDomain: 'initech.example',
    cities: [{ city: 'Austin', weight: 6 }, { city: 'Chicago', weight: 2 }, { city: 'New York', weight: 1 }],
    everyAllocationType: false, bookerLogin: null,
  },
  hq: {
    ridesPerYear: 300, currency: 'USD', feedEmployees: 10, employeePrefix: 'HQ', emailDomain: 'hq.example',
    cities: [{ city: 'New York', weight: 3 }, { city: 'Boston', weight: 1 }], everyAllocationType: false, bookerLogin: null,
  },
  trial: {
    ridesPerYear: 40, currency: 'USD', feedEmployees: 0, employeePrefix: 'TRL', emailDomain: 'trial.example',
    cities: [{ city: 'New York', weight: 1 }], everyAllocationType: false, bookerLogin: null,
  },
};
