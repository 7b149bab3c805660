import type { CarProvider, ServiceArea } from '@curbside/contracts';
import { CarProviderSchema, ServiceAreaSchema } from '@curbside/contracts';
import { isInsideRegion, regionProblems } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { CAR_PROVIDERS } from '../providers/catalog.ts';
import { api } from '../testing/test-app.ts';
import { routeTestApp } from '../testing/route-test-app.ts';
import { coverageOf, parseCoverage, servesFirmArea } from './provider-coverage.ts';
import { allProviderOutlines, firmAreaRegion, ringOf } from './regions.ts';

describe('coverage regions', () => {
  it('draws every outline as a closed ring round its centre, which lies inside it', () => {
    for (const outline of allProviderOutlines()) {
      const ring = ringOf(outline);
      expect(regionProblems(ring), outline.name).toEqual([]);
      expect(ring).toHaveLength(outline.radiiKm.length + 1);
      expect(isInsideRegion(outline.centre, ring), outline.name).toBe(true);
    }
  });

  it('puts a radius of 111 km one degree of latitude north of the centre', () => {
    const [north] = ringOf({ centre: { lat: 10, lng: 20 }, radiiKm: [111.32, 1, 1, 1] });
    expect(north).toEqual({ lat: 11, lng: 20 });
  });

  it("gives a provider's state-wide area its metro outlines and a city area its own, once each", () => {
    const names = coverageOf([
      { name: 'California', countryCode: 'US', stateCode: 'CA' },
      { name: 'San Francisco', countryCode: 'US', stateCode: 'CA', city: 'San Francisco' },
      { name: 'California again', countryCode: 'US', stateCode: 'CA' },
      { name: 'Nowhere', countryCode: 'ZZ' },
    ]).map((c) => c.name);
    expect(names).toEqual(['San Francisco Bay Area', 'Greater Los Angeles', 'San Francisco']);
  });

  it('outlines every area of every seeded provider', () => {
    for (const provider of CAR_PROVIDERS) expect(coverageOf(provider.areas).length, provider.name).toBeGreaterThan(0);
  });

  it('reads a coverage column of another shape as no coverage', () => {
    expect(parseCoverage([[{ lat: 1, lng: 2 }]])).toEqual([]);
    expect(parseCoverage(null)).toEqual([]);
  });

  it.each([
    ['an area its outline meets', { name: 'New York City', countryCode: 'US' }, true],
    ['an area in another country', { name: 'London', countryCode: 'GB' }, false],
    ['an area of the same country far away', { name: 'Austin', countryCode: 'US' }, false],
    ['an area with no outline in the same country', { name: 'Albany', countryCode: 'US' }, true],
  ])("serves a firm's service area: %s", (_case, area, serves) => {
    const coverage = coverageOf([{ name: 'New York', countryCode: 'US', stateCode: 'NY' }]);
    const serviceArea: ServiceArea = { serviceAreaId: 1, ...area, region: firmAreaRegion(area) };
    expect(servesFirmArea(coverage, serviceArea)).toBe(serves);
  });
});

describe('coverage map routes', () => {
  const server = routeTestApp({ signIn: ['ava.employee@acme.example', 'ian.employee@initech.example', 'hope.support@hq.example', 'mia.traveler@hq.example'] });
  const { ava, ian, hope, mia } = server.sessions;
  const providersOf = async (headers: Record<string, string>): Promise<CarProvider[]> => {
    const res = await api(server.app, 'GET', '/users/car-providers', { headers });
    expect(res.statusCode).toBe(200);
    return CarProviderSchema.array().parse(res.json());
  };

  it("lists the providers serving the caller's firm, preferred first, with services, phone and outlined areas", async () => {
    const acme = await providersOf(ava);
    expect(acme.map((p) => p.name)).toEqual([
      'Skyline Executive', 'GreenRide EV', 'Harbor Limo', 'Harbour Bridge Chauffeurs', 'Metro Black Car', 'Northern Star Limousine',
      'Unity Chauffeurs', 'Voltline EV', 'Yellow Cab Co',
    ]);
    const skyline = acme[0];
    expect(skyline).toMatchObject({ code: 'SKX', isPreferred: true, phoneNumber: '2125550144', phoneCountryCode: '1' });
    expect(skyline?.services.map((s) => s.vehicleType)).toEqual(['Executive', 'Luxury', 'ExecutiveMinivan', 'LargeSUV']);
    expect(skyline?.coverage.map((c) => c.name)).toEqual(['New York metro', 'Northern New Jersey', 'Greater Boston', 'Greater London']);
    expect(new Set(acme.flatMap((p) => p.coverage.map((c) => c.countryCode)))).toEqual(new Set(['US', 'GB', 'CA', 'AU']));
    const ids = acme.flatMap((p) => p.coverage.map((c) => c.areaId));
    expect(new Set(ids).size).toBe(ids.length);
    // Pennine serves Manchester and Edinburgh, where Acme does not travel.
    expect(acme.some((p) => p.code === 'PEN')).toBe(false);
  });

  it("scopes the list to each firm's own service areas", async () => {
    // Initech travels to Austin and Dallas: Unity Chauffeurs' Texas only.
    expect((await providersOf(ian)).map((p) => p.code)).toEqual(['UCH']);
    // HQ travels to four US cities: no provider of Canada or Australia.
    const hq = (await providersOf(hope)).map((p) => p.code);
    expect(hq).toContain('SKX');
    expect(hq).not.toContain('HBC');
    expect(hq).not.toContain('NSL');
  });

  it("answers the firm's service areas with their outlines", async () => {
    const res = await api(server.app, 'GET', '/users/service-areas', { headers: ava });
    expect(res.statusCode).toBe(200);
    const areas = ServiceAreaSchema.array().parse(res.json());
    expect(areas.map((a) => `${a.name} ${a.countryCode}`)).toEqual([
      'Boston US', 'Chicago US', 'London GB', 'New York City US', 'San Francisco Bay Area US', 'Sydney AU', 'Toronto CA',
    ]);
    expect(areas.every((a) => a.region !== null && regionProblems(a.region).length === 0)).toBe(true);
  });

  it('names the car providers map tour next for a user who has seen the others, until it is seen (001 §2)', async () => {
    const next = async (headers: Record<string, string>) => (await api(server.app, 'GET', '/users/next-tour', { headers })).json();
    expect(await next(mia)).toEqual({ tourTypeToShow: 'CAR_PROVIDERS_MAP', tourTypeToShowSeen: false });
    expect((await next(ava)).tourTypeToShow).toBe('NEW_USER');
    const seen = await api(server.app, 'POST', '/users/seen-tour', { headers: mia, body: { seenTourType: 'CAR_PROVIDERS_MAP' } });
    expect(seen.statusCode).toBe(200);
    expect(await next(mia)).toEqual({ tourTypeToShow: 'CAR_PROVIDERS_MAP', tourTypeToShowSeen: true });
  });
});
