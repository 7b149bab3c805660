import { VEHICLE_TYPES, type CarProvider, type CoverageArea, type LatLng, type ServiceArea, type VehicleType } from '@curbside/contracts';
import type { MapArea } from '@curbside/ui';

// What the coverage map shows, from the two answers and the filter: pure, so each rule is tested.

/** The filter's "every provider" / "every vehicle type" value. */
export const ALL = 'all';

export interface CoverageFilter {
  /** A provider code, or ALL. */
  provider: string;
  /** A vehicle type, or ALL. */
  vehicleType: string;
}

/** A provider's colour on the map, legend and list: theme tokens, so light and dark both read. */
const PROVIDER_COLORS = [
  'var(--sl-color-primary-600)', 'var(--sl-color-success-600)', 'var(--sl-color-warning-600)', 'var(--sl-color-danger-600)',
  'var(--sl-color-violet-600)', 'var(--sl-color-cyan-600)', 'var(--sl-color-pink-600)', 'var(--sl-color-orange-600)',
  'var(--sl-color-teal-600)', 'var(--sl-color-indigo-600)', 'var(--sl-color-lime-700)', 'var(--sl-color-fuchsia-600)',
] as const;

/** The colour of the firm's own service areas' outlines. */
export const FIRM_AREA_COLOR = 'var(--sl-color-neutral-700)';

/** Each provider's colour by its place in the whole list, so a filter never recolours one. */
export function providerColors(providers: readonly CarProvider[]): Map<string, string> {
  return new Map(providers.map((p, i) => [p.code, PROVIDER_COLORS[i % PROVIDER_COLORS.length] ?? PROVIDER_COLORS[0]]));
}

/** The filter as the attributes start it: an unknown value means every provider or type. */
export function initialFilter(provider: string, vehicleType: string): CoverageFilter {
  return {
    provider: provider.trim() || ALL,
    vehicleType: (VEHICLE_TYPES as readonly string[]).includes(vehicleType) ? vehicleType : ALL,
  };
}

/** The providers the filter keeps: the chosen one (or all), running the chosen vehicle type (or any). */
export function filterProviders(providers: readonly CarProvider[], filter: CoverageFilter): CarProvider[] {
  return providers.filter((p) => (filter.provider === ALL || p.code === filter.provider)
    && (filter.vehicleType === ALL || p.vehicleTypes.includes(filter.vehicleType as VehicleType)));
}

/** The vehicle types any of the providers runs, in the 001 §3 order. */
export function vehicleTypesOf(providers: readonly CarProvider[]): VehicleType[] {
  const run = new Set(providers.flatMap((p) => p.vehicleTypes));
  return VEHICLE_TYPES.filter((type) => run.has(type));
}

/** The areas drawn: the firm's service areas outlined under the providers' coverage, filled in each provider's colour. */
export function mapAreasOf(providers: readonly CarProvider[], colors: ReadonlyMap<string, string>, firmAreas: readonly ServiceArea[]): MapArea[] {
  const firm = firmAreas.flatMap((area): MapArea[] => (area.region
    ? [{ id: `firm-${area.serviceAreaId}`, name: `${area.name} (your firm's service area)`, rings: [area.region], color: FIRM_AREA_COLOR, outline: true }]
    : []));
  const coverage = providers.flatMap((p) => p.coverage.map((area): MapArea => ({
    id: area.areaId, name: `${p.name}: ${area.name}`, rings: [area.region], color: colors.get(p.code) ?? FIRM_AREA_COLOR,
  })));
  return [...firm, ...coverage];
}

/** The provider and area of an area id, or null. */
export function findArea(providers: readonly CarProvider[], areaId: string | null): { provider: CarProvider; area: CoverageArea } | null {
  if (areaId === null) return null;
  for (const provider of providers) {
    const area = provider.coverage.find((a) => a.areaId === areaId);
    if (area) return { provider, area };
  }
  return null;
}

/** Every point of the areas (what the map fits when nothing is chosen). */
export const pointsOf = (areas: readonly MapArea[]): LatLng[] => areas.flatMap((a) => a.rings.flat());

/** A provider's phone as people dial it ('+1 2125550144') and its tel: link; null without a phone. */
export function providerPhone(provider: Pick<CarProvider, 'phoneNumber' | 'phoneCountryCode'>): { text: string; href: string } | null {
  const number = provider.phoneNumber?.replace(/\D/g, '');
  if (!number) return null;
  const code = provider.phoneCountryCode?.replace(/\D/g, '');
  return code ? { text: `+${code} ${number}`, href: `tel:+${code}${number}` } : { text: number, href: `tel:${number}` };
}

/** A country's English name from its ISO code ('GB' -> 'United Kingdom'); the code where unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The line under the filter: how many providers and areas it shows. */
export function coverageSummary(providers: readonly CarProvider[]): string {
  const areas = providers.reduce((n, p) => n + p.coverage.length, 0);
  if (providers.length === 0) return 'No car provider matches the filter';
  return `${providers.length} car provider${providers.length === 1 ? '' : 's'}, ${areas} service area${areas === 1 ? '' : 's'}`;
}
