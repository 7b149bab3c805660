import { CoverageRegionSchema, type CarProvider, type LatLng, type ServiceArea } from '@curbside/contracts';
import { z } from 'zod';
import type { ProviderArea } from '../providers/catalog.ts';
import type { ProviderCatalog, ProviderRecord } from '../providers/providers.ts';
import { outlinesOf, ringOf } from './regions.ts';

// The coverage map's providers (GET /users/car-providers): which a firm sees, and where each
// picks up, as car_providers.coverage holds it (written by the seed from the provider's areas).

/** One outline of car_providers.coverage (JSON). */
const StoredCoverageSchema = z.array(z.object({ name: z.string(), countryCode: z.string(), region: CoverageRegionSchema }));
export type StoredCoverage = z.infer<typeof StoredCoverageSchema>;

/** The outlines of a provider's areas, once each (a city inside a state-wide area keeps its own). */
export function coverageOf(areas: readonly ProviderArea[]): StoredCoverage {
  const outlines = areas.flatMap(outlinesOf);
  return outlines
    .filter((o, i) => outlines.findIndex((other) => other.name === o.name) === i)
    .map((o) => ({ name: o.name, countryCode: o.countryCode, region: ringOf(o) }));
}

/** car_providers.coverage as stored; what does not parse (a database seeded before this shape) is no coverage. */
export function parseCoverage(json: unknown): StoredCoverage {
  const parsed = StoredCoverageSchema.safeParse(json);
  return parsed.success ? parsed.data : [];
}

interface Box { south: number; west: number; north: number; east: number }

function boxOf(ring: readonly LatLng[]): Box {
  return {
    south: Math.min(...ring.map((p) => p.lat)), north: Math.max(...ring.map((p) => p.lat)),
    west: Math.min(...ring.map((p) => p.lng)), east: Math.max(...ring.map((p) => p.lng)),
  };
}

const boxesMeet = (a: Box, b: Box): boolean => a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;

/**
 * Whether a provider serves one of the firm's service areas: an outline of the provider's
 * meets the area's outline, or (an area with no outline) lies in the same country.
 */
export function servesFirmArea(coverage: StoredCoverage, area: ServiceArea): boolean {
  return coverage.some((c) => {
    if (c.countryCode !== area.countryCode) return false;
    return area.region === null || boxesMeet(boxOf(c.region), boxOf(area.region));
  });
}

/**
 * The providers a firm's users see on the map: those that serve one of its service areas
 * (every provider for a firm that names none), preferred ones first, then by name.
 */
export function firmCarProviders(
  catalog: ProviderCatalog,
  firmAreas: readonly ServiceArea[],
  preferredIds: ReadonlySet<number>,
): CarProvider[] {
  return catalog.providers
    .map((provider) => ({ provider, coverage: parseCoverage(provider.coverage) }))
    .filter(({ coverage }) => firmAreas.length === 0 || firmAreas.some((area) => servesFirmArea(coverage, area)))
    .map(({ provider, coverage }) => toCarProvider(provider, coverage, catalog, preferredIds.has(provider.carProviderId)))
    .sort((a, b) => Number(b.isPreferred) - Number(a.isPreferred) || a.name.localeCompare(b.name));
}

function toCarProvider(provider: ProviderRecord, coverage: StoredCoverage, catalog: ProviderCatalog, isPreferred: boolean): CarProvider {
  const services = catalog.services
    .filter((s) => s.provider.carProviderId === provider.carProviderId)
    .map((s) => ({ bookingAccountServiceId: s.bookingAccountServiceId, name: s.name, vehicleType: s.vehicleType, capacity: s.capacity }));
  return {
    code: provider.code,
    name: provider.name,
    phoneNumber: provider.phoneNumber,
    phoneCountryCode: provider.phoneCountryCode,
    logo: provider.logo,
    isPreferred,
    isSustainable: provider.isSustainable,
    isDiverse: provider.isDiverse,
    vehicleTypes: services.map((s) => s.vehicleType),
    services,
    coverage: coverage.map((c, index) => ({ areaId: `${provider.code}-${index + 1}`, ...c })),
  };
}
