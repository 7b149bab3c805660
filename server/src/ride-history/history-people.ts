import type { CostAllocationType } from '@curbside/contracts';
import { HISTORY_DEPARTMENTS, HISTORY_REGIONS } from './history-places.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * The people of a firm's ride history: its signed-in users and, around them, the employees
 * an HR feed would list (they ride and are reported on, but do not sign in here). Each
 * carries the feed attributes reports group by (department, cost center, location, ...).
 */
export interface HistoryPerson {
  userId: number | null;
  name: string;
  email: string;
  employeeId: string;
  /** Index into HISTORY_CITIES: where the person works. */
  homeCity: number;
  /** Relative share of the firm's rides. */
  weight: number;
  card: { brand: string; last4: string } | null;
  /** Feed values per cost allocation type (the ride's own Project/Client codes come later). */
  feed: Partial<Record<CostAllocationType, string>>;
}

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Isabella', 'James', 'Mia', 'William',
  'Charlotte', 'Lucas', 'Harper', 'Henry', 'Evelyn', 'Theodore', 'Priya', 'Arjun', 'Mei', 'Hiro', 'Fatima', 'Omar',
  'Chloe', 'Mateo', 'Sofia', 'Daniel', 'Grace', 'Samuel', 'Aisha', 'Kwame', 'Ingrid', 'Lars', 'Camille', 'Louis',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Patel', 'Nguyen', 'Kim',
  'Chen', 'Okafor', 'Schmidt', 'Dubois', 'Rossi', 'Tanaka', 'Walsh', 'Murphy', 'Cohen', 'Singh', 'Silva', 'Novak',
];

const CARD_BRANDS = ['VISA', 'VISA', 'MASTERCARD', 'AMEX'] as const;

/** What the people generator needs to know of the firm. */
export interface PeopleInput {
  firmName: string;
  employeePrefix: string;
  emailDomain: string;
  costCenters: readonly string[];
  /** Cities the firm's staff work in (indexes into HISTORY_CITIES) and their weights. */
  cities: ReadonlyArray<{ index: number; countryCode: string; city: string; weight: number }>;
  feedEmployees: number;
  users: ReadonlyArray<{ userId: number; name: string; email: string; employeeId: string | null; card: { brand: string; last4: string } | null }>;
}

/** The firm's people: its users (a larger share each, so their own lists fill) and the feed's employees. */
export function historyPeople(input: PeopleInput, random: SeededRandom): HistoryPerson[] {
  const managers = Array.from({ length: 8 }, () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  const feedOf = (homeCity: { countryCode: string; city: string }): HistoryPerson['feed'] => {
    const department = random.weighted(HISTORY_DEPARTMENTS, (d) => d.weight);
    const region = HISTORY_REGIONS[homeCity.countryCode] ?? { company: 'International', organization: 'Global' };
    const feed: HistoryPerson['feed'] = {
      Department: department.name,
      'Business Unit': department.unit,
      'Job Title Code': random.pick(department.titles),
      Location: homeCity.city,
      Company: `${input.firmName} ${region.company}`,
      Organization: `${input.firmName} ${region.organization}`,
      'Employee Manager': random.pick(managers),
    };
    const costCenter = input.costCenters[department.costCenterIndex % Math.max(1, input.costCenters.length)];
    if (costCenter) feed['Cost Center'] = costCenter;
    return feed;
  };
  const homeCity = () => random.weighted(input.cities, (c) => c.weight);
  const cardOf = () => (random.chance(0.9) ? { brand: random.pick(CARD_BRANDS), last4: String(random.int(1000, 9999)) } : null);

  // The firm's users work at the firm's first (main) city.
  const main = input.cities[0];
  if (!main) throw new Error('historyPeople: a firm needs at least one city');
  const people: HistoryPerson[] = input.users.map((user) => ({
    userId: user.userId, name: user.name, email: user.email, employeeId: user.employeeId ?? `${input.employeePrefix}-${user.userId}`,
    homeCity: main.index, weight: 3, card: user.card ?? cardOf(), feed: feedOf(main),
  }));
  const names = new Set(people.map((p) => p.name));
  for (let i = 0; people.length < input.users.length + input.feedEmployees && i < input.feedEmployees * 4; i += 1) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const city = homeCity();
    people.push({
      userId: null, name, email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${input.emailDomain}`,
      employeeId: `${input.employeePrefix}-${2000 + people.length}`, homeCity: city.index,
      // A few frequent travellers, most ride now and then.
      weight: random.chance(0.1) ? 4 : random.chance(0.5) ? 1 : 0.4,
      card: cardOf(), feed: feedOf(city),
    });
  }
  return people;
}
