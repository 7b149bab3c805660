// Answers and drivers shared by the curb-bookings browser tests (real Chromium, fake API).
import type { FavoriteReservation, ReservationDetails } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { makeAddress, makeAirport, makeCardEntry, makeCarService, makeReservationDetails } from '../../../../shared/domain/src/booking/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';
import { press, tableRows, text, toastText } from '../../../../tests/elements/user-actions.ts';
import { summaryOf } from './reservation-summary.ts';

export { press, text, toastText };

export const EMBED = '/dist/portal/embed/curb-bookings.js';

export function details(id: number, overrides: Partial<ReservationDetails> = {}): ReservationDetails {
  return makeReservationDetails({
    reservationId: id,
    reservationNumber: `CB-${100000 + id}`,
    confirmationNumber: `CITY-${id}`,
    pickup: makeAddress({}, { displayName: 'Acme HQ', address: '350 5th Ave, New York' }),
    dropoff: { ...makeAirport('JFK', { stopType: 'dropoff' }), place: { ...makeAirport('JFK').place, name: 'John F Kennedy International Airport' } },
    activities: [
      { action: 'CREATED', description: `CB-${100000 + id}`, date: '2030-05-01T10:00:00Z', byUser: 'Ava Employee' },
      { action: 'STATUS_UPDATE', description: 'Assigned', date: '2030-05-01T10:05:00Z', byUser: null },
    ],
    ...overrides,
  });
}

export { summaryOf as summary };

export const upcomingDetails = [
  details(1, { reservationStatus: 'Accepted', pickupTime: '2030-05-06T09:05:00' }),
  details(2, { reservationStatus: 'InProgress', pickupTime: '2030-05-05T08:00:00', chosenCarService: makeCarService({ name: 'Metro Black Car', vehicleType: 'SUV' }), carProvider: { code: 'METRO', name: 'Metro Black Car' } }),
];
export const historyDetails = Array.from({ length: 25 }, (_, i) =>
  details(100 + i, { reservationStatus: i % 5 === 0 ? 'Canceled' : i % 7 === 0 ? 'Error' : 'Completed', pickupTime: `2025-0${1 + (i % 9)}-1${i % 10}T10:00:00` }));

export function historyPage(url: URL) {
  const statuses = url.searchParams.getAll('statuses');
  const name = url.searchParams.get('passengerName')?.toLowerCase();
  const all = historyDetails.filter((d) => (!statuses.length || statuses.includes(d.reservationStatus))
    && (!name || d.passengers.some((p) => p.fullName.toLowerCase().includes(name))));
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const count = Number(url.searchParams.get('count') ?? 20);
  const data = all.slice(offset, offset + count).map(summaryOf);
  return { data, total: all.length, hasMore: offset + data.length < all.length };
}

export function sessionRoutes(): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: userDataFixture },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: countriesFixture },
    { method: 'GET', path: '/users/car-providers', body: [] },
  ];
}

export function bookingRoutes(favorites: FavoriteReservation[] = []): FakeRoute[] {
  const all = [...upcomingDetails, ...historyDetails];
  return [
    ...sessionRoutes(),
    { method: 'GET', path: '/reservations', body: upcomingDetails.map(summaryOf) },
    { method: 'GET', path: '/reservations/history', body: ({ url }: { url: URL }) => historyPage(url) },
    { method: 'GET', path: '/reservations/favorites', body: () => favorites },
    {
      method: 'GET', path: /^\/reservations\/\d+$/,
      body: ({ url }: { url: URL }) => all.find((d) => url.pathname.endsWith(`/reservations/${d.reservationId}`)),
    },
    {
      method: 'POST', path: /^\/reservations\/\d+$/,
      body: ({ url }: { url: URL }) => {
        const id = Number(/reservations\/(\d+)$/.exec(url.pathname)?.[1]);
        return { reservationId: id, reservationNumber: `CB-${100000 + id}`, confirmationNumber: null, reservationStatus: 'Accepted' };
      },
    },
    {
      method: 'POST', path: /^\/reservations\/\d+\/cancel$/,
      body: ({ url }: { url: URL }) => {
        const id = Number(/reservations\/(\d+)\/cancel/.exec(url.pathname)?.[1]);
        return { reservationId: id, reservationNumber: `CB-${100000 + id}`, confirmationNumber: null, reservationStatus: 'Canceled' };
      },
    },
    { method: 'GET', path: /^\/users\/\d+\/creditCards$/, body: { creditCards: [makeCardEntry(), makeCardEntry({ userCreditCardId: 9, isDefault: false, card: { ...makeCardEntry().card, creditCardId: 9, last4: '0009', expDate: '2020-01-31' } })], hasPendingVirtualCard: false } },
  ];
}

// ---- driving the element like a user ----

interface SlControl extends HTMLElement {
  disabled?: boolean;
  updateComplete?: Promise<unknown>;
  open?: boolean;
  value?: unknown;
}

/** Booking rows by their reservation number. */
export const { row, openRowMenu, chooseMenuItem } = tableRows('tbody tr.booking-row', '.cell-number');

/** Cancels booking `number` from its row menu and confirms. */
export async function cancelFromRow(root: ShadowRoot, number: string): Promise<void> {
  await chooseMenuItem(root, number, 'Cancel booking');
  const dialog = await until(() => root.querySelector<SlControl>('sl-dialog[part="confirm-dialog"]'), 'the confirmation');
  await until(() => text(dialog).includes('Are you sure you want to cancel this booking?'), 'the confirmation text');
  await press(dialog, 'Cancel booking');
}

/** An EventSource stand-in the test drives: `FakeEventSource.last.emit('reservation-status', data)`. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static get last(): FakeEventSource | undefined { return FakeEventSource.instances.at(-1); }
  readonly url: string;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void { this.closed = true; }
  /** The connection is up (the server answered the stream). */
  open(): void {
    for (const listener of this.listeners.get('open') ?? []) listener(new MessageEvent('open'));
  }
  emit(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}
