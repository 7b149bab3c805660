// Answers shared by the curb-coverage-map browser tests (real Chromium, fake API).
import type { CarProvider, ServiceArea } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-coverage-map.js';

const square = (lat: number, lng: number, d = 0.3) => [
  { lat: lat - d, lng: lng - d }, { lat: lat - d, lng: lng + d }, { lat: lat + d, lng: lng + d }, { lat: lat + d, lng: lng - d }, { lat: lat - d, lng: lng - d },
];

export const PROVIDERS: CarProvider[] = [
  {
    code: 'MBC', name: 'Metro Black Car', phoneNumber: '2125550144', phoneCountryCode: '1', logo: null, isPreferred: true, isSustainable: false,
    isDiverse: false, vehicleTypes: ['Sedan', 'SUV'],
    services: [
      { bookingAccountServiceId: 1, name: 'Metro Black Car Sedan', vehicleType: 'Sedan', capacity: 3 },
      { bookingAccountServiceId: 2, name: 'Metro Black Car SUV', vehicleType: 'SUV', capacity: 6 },
    ],
    coverage: [{ areaId: 'MBC-nyc', name: 'New York City', countryCode: 'US', region: square(40.73, -73.95) }],
  },
  {
    code: 'LDN', name: 'London Cars', phoneNumber: '2079460000', phoneCountryCode: '44', logo: null, isPreferred: false, isSustainable: true,
    isDiverse: false, vehicleTypes: ['Sedan'],
    services: [{ bookingAccountServiceId: 3, name: 'London Cars Sedan', vehicleType: 'Sedan', capacity: 3 }],
    coverage: [{ areaId: 'LDN-london', name: 'London', countryCode: 'GB', region: square(51.5, -0.12) }],
  },
];

const AREAS: ServiceArea[] = [{ serviceAreaId: 1, name: 'New York', countryCode: 'US', region: square(40.73, -73.95, 0.4) }];

export function routes(): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: userDataFixture },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: [] },
    { method: 'GET', path: '/users/car-providers', body: PROVIDERS },
    { method: 'GET', path: '/users/service-areas', body: AREAS },
    { method: 'GET', path: '/users/next-tour', body: { tourTypeToShow: 'NEW_USER', tourTypeToShowSeen: true } },
  ];
}

/** The list's button of an area. */
export const areaButton = (root: ShadowRoot, areaId: string) => root.querySelector<HTMLButtonElement>(`button.coverage-area[data-area-id="${areaId}"]`) ?? undefined;
