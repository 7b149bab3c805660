// Answers and drivers shared by the curb-reports browser tests (real Chromium, fake API).
import type { ReportRideRow, ReportSummaryRow, StarredReport } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-reports.js';

export function ride(n: number): ReportRideRow {
  return {
    rideId: n, reservationId: null, reservationNumber: `CB-${200000 + n}`, confirmationNumber: `C-${n}`, reservationStatus: 'Completed',
    pickupTime: '2026-03-02T09:05:00', passengerName: `Passenger ${n}`, voucherNumber: null, invoiceNumber: `R-${n}`, processedDate: '2026-03-03',
    employeeId: `E-${n}`, bookedBy: 'Ann Lee', carProvider: 'Metro Black Car', pickupAddress: `${n} Main St, New York`, dropoffAddress: 'JFK',
    countryCode: 'US', currency: 'USD', purposeOfJourney: null, vehicleType: 'Sedan', distanceInKm: 16.0934, durationInMinutes: 35,
    totalCost: 42.5, co2Kg: 2.5, costAllocations: { costCenter: n % 2 ? 'CC-100' : 'CC-200' }, billable: true, premiumService: false, bookedByAgency: false,
  };
}

export const SUMMARY: ReportSummaryRow[] = [
  { groupValue: 'Legal', rides: 3, totalCost: 300, averageCost: 100, currency: 'USD', distanceInKm: 30, co2Kg: 3 },
  { groupValue: 'Sales', rides: 1, totalCost: 50.5, averageCost: 50.5, currency: 'USD', distanceInKm: 5, co2Kg: 0.5 },
];

/** The rides the fake answers: `total` of them, paged by offset and count. */
export function ridesPage(total: number) {
  return ({ url }: { url: URL }) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 100);
    const data = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => ride(offset + i + 1));
    return { data, total, hasMore: offset + data.length < total, totals: { rides: total, totalCost: 42.5 * total, distanceInKm: 16.1 * total, durationInMinutes: 35 * total, co2Kg: 2.5 * total, currency: 'USD' } };
  };
}

export function reportRoutes(options: { total?: number; starred?: StarredReport[] } = {}): FakeRoute[] {
  const starred = options.starred ?? [];
  let nextId = 50;
  return [
    { method: 'GET', path: '/users/userData', body: userDataFixture },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: countriesFixture },
    { method: 'GET', path: '/users/car-providers', body: [{ code: 'METRO', name: 'Metro Black Car', phoneNumber: null, logo: null, vehicleTypes: ['Sedan'], coverage: [] }] },
    { method: 'GET', path: '/reports', body: ridesPage(options.total ?? 3) },
    { method: 'GET', path: '/reports/summary', body: SUMMARY },
    { method: 'GET', path: '/reports/routes', body: [{ from: '1 Main St', to: 'JFK', rides: 9, totalCost: 400, averageCost: 44.44, currency: 'USD' }] },
    { method: 'GET', path: '/reports/starred-reports', body: () => starred },
    {
      method: 'POST', path: '/reports/starred-reports',
      body: ({ body }: { body: unknown }) => {
        const saved = { ...(body as StarredReport), starredReportId: (nextId += 1), created: '2026-11-24T10:00:00Z' };
        starred.push(saved);
        return saved;
      },
    },
    { method: 'DELETE', path: /^\/reports\/starred-reports\/\d+$/, body: { ok: true } },
    { method: 'POST', path: '/reports/csv', body: 'Reservation number\r\nCB-200001\r\n' },
    { method: 'POST', path: '/reports/summary/csv', body: 'Department,Rides\r\nLegal,3\r\n' },
  ];
}

/** GET /users/next-tour answers `next`; POST /users/seen-tour is accepted. */
export function tourRoutes(next: { tourTypeToShow: string | null; tourTypeToShowSeen: boolean }): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/next-tour', body: next },
    { method: 'POST', path: '/users/seen-tour', body: { ok: true } },
  ];
}

/** The rides table's reservation numbers, in order. */
export function shownReservations(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>('tr[data-reservation]')).map((tr) => tr.dataset.reservation ?? '');
}

type MenuItem = HTMLElement & { value?: string };

/** Chooses an export format from the Export menu. */
export async function exportAs(root: ShadowRoot, label: string): Promise<void> {
  const item = await until(() => Array.from(root.querySelectorAll<MenuItem>('.export sl-menu-item')).find((i) => i.textContent?.trim() === label), `the ${label} export`);
  item.click();
}
