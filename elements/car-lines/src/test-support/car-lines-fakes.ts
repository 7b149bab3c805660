// Answers and drivers shared by the curb-car-lines browser tests (real Chromium, fake API).
import type { CarLinePayload, CarlineReservation, MarshalState, ReservationStatus, UserData } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-car-lines.js';

export const MARSHAL: UserData = { ...userDataFixture, user: { ...userDataFixture.user, userRole: 'MARSHAL', isManageCarlineAllowed: true } };
export const CAR_LINE_FIRM = { ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, carLine: true } };

export const LOBBY: CarLinePayload = {
  bookingAccountId: 10,
  regionShape: [{ lat: 40.74, lng: -74 }, { lat: 40.74, lng: -73.97 }, { lat: 40.768, lng: -73.96 }, { lat: 40.74, lng: -74 }],
  exceptionDates: [],
  carlineDetails: {
    carlineDetailsId: 1, carlineName: 'Acme HQ lobby', firmPlaceId: null,
    pickupPlace: { displayName: 'Acme HQ', displayNameSecondary: '350 5th Ave', timezone: 'America/New_York' },
    rollerPlace: { displayName: 'Empire State Building' }, rollerDropoffPlace: null, isOnHoldMode: false, fallbackBookingAccountId: 11,
    confirmationMessage: 'Please wait by the Fifth Avenue doors', projectCode: 'PRJ-ROCKET', departmentCode: 'LOBBY',
  },
  simplifiedWeeklySchedule: { weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], timeRanges: [{ fromTime: '07:00', toTime: '23:30' }] },
};

function reservation(id: number, status: ReservationStatus, overrides: Partial<CarlineReservation> = {}): CarlineReservation {
  return {
    reservationId: id, reservationNumber: `CB-${id}`, reservationStatus: status, reservationStatusObject: { status, created: '2026-11-24T18:00:00Z' },
    pickupTime: '2026-11-24T18:00:00', rollers: 0, carlineDetailsId: 1, bookingAccountId: 10, passenger: null, dropoff: null, carProviderCode: 'MBC', isGuest: false,
    ...overrides,
  };
}
const rider = (fullName: string) => ({ userId: 7, fullName, email: null, mobilePhone: null, workPhone: null, countryCode: null, mainPassenger: true, isPackage: false, preferredContactMethod: 'Email' as const });

export const TODAY: CarlineReservation[] = [
  reservation(501, 'Accepted', { passenger: rider('Ann Lee') }),
  reservation(502, 'InProgress', { passenger: rider('Ben Booker'), rollers: 1 }),
  reservation(503, 'OnScene', { rollers: 1 }),
  reservation(504, 'Accepted', { passenger: rider('Fay Fallback'), bookingAccountId: 11, carProviderCode: 'HBL' }),
  reservation(505, 'Dispatched', { carlineDetailsId: 2, passenger: rider('Other Line') }),
];

export const state = (operational = true): MarshalState => ({
  currentCarline: LOBBY, isOperationalToday: operational, rollers: [], carlineReservations: [], carlines: [LOBBY],
});

export function routes(options: { user?: UserData; operational?: boolean } = {}): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: options.user ?? MARSHAL },
    { method: 'GET', path: '/users/firmData', body: CAR_LINE_FIRM },
    { method: 'GET', path: '/users/countries', body: [] },
    { method: 'GET', path: '/marshals/carlines', body: state(options.operational ?? true) },
    { method: 'GET', path: '/marshals/reservations', body: TODAY },
    {
      method: 'GET', path: '/users/car-providers',
      body: [['MBC', 'Metro Black Car'], ['HBL', 'Harbor Limo']].map(([code, name]) => ({
        code, name, phoneNumber: null, phoneCountryCode: null, logo: null, isPreferred: false, isSustainable: false, isDiverse: false, vehicleTypes: [], services: [], coverage: [],
      })),
    },
    {
      method: 'POST', path: '/marshals/reservations/new',
      body: ({ body }: { body: unknown }) => {
        const request = body as { rollerReservationId: number | null };
        return {
          reservationId: 600, reservationNumber: 'CB-600', confirmationNumber: null, reservationStatus: 'New',
          confirmationMessage: LOBBY.carlineDetails.confirmationMessage, onFallbackAccount: request.rollerReservationId === null,
        };
      },
    },
    {
      method: 'POST', path: '/marshals/reservations/rollers',
      body: ({ body }: { body: unknown }) => Array.from({ length: (body as { howMany: number }).howMany }, (_, i) => reservation(700 + i, 'New', { rollers: 1 })),
    },
  ];
}

export async function click(control: HTMLElement & { updateComplete?: Promise<unknown> }): Promise<void> {
  await control.updateComplete;
  const inner = await until(() => control.shadowRoot?.querySelector<HTMLElement>('button, input, [part~="base"]'), 'the inner control');
  inner.click();
}

/** The first `selector` in the shadow root whose text includes `part`. */
export const byText = (root: ShadowRoot, selector: string, part: string) =>
  Array.from(root.querySelectorAll<HTMLElement & { checked?: boolean }>(selector)).find((el) => (el.textContent ?? '').includes(part));
