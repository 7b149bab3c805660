import type { LatLng } from '@curbside/contracts';
import { closeRing } from '@curbside/domain';
import { FIRM_AREA_OUTLINES, PROVIDER_AREA_OUTLINES, type RegionOutline } from './coverage-data.ts';

// Where the simulated car providers pick up and where the demo firms travel, as outlines on
// the coverage map. Each outline is drawn round a centre with a radius per compass direction,
// so a metro area is an irregular shape rather than a box, from a few numbers (coverage-data.json).

const KM_PER_DEGREE = 111.32;

/** The closed ring (first point repeated last) of an outline, points to 4 decimals (~10 m). */
export function ringOf({ centre, radiiKm }: Pick<RegionOutline, 'centre' | 'radiiKm'>): LatLng[] {
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  const points = radiiKm.map((km, i) => {
    const bearing = (i * 2 * Math.PI) / radiiKm.length;
    const dLat = (km * Math.cos(bearing)) / KM_PER_DEGREE;
    const dLng = (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
    return { lat: round(centre.lat + dLat), lng: round(centre.lng + dLng) };
  });
  return closeRing(points);
}

/**
 * The key of a provider's area among the outlines: `country/state` for a state-wide area (its
 * metro areas: a black-car provider serves a state's cities, not its forests), and
 * `country/state/city` (or `country//city`) for a city.
 */
export const regionKey = (area: { countryCode: string; stateCode?: string | null; city?: string | null }): string =>
  area.city ? `${area.countryCode}/${area.stateCode ?? ''}/${area.city}` : `${area.countryCode}/${area.stateCode ?? ''}`;

/** The outlines of one provider area (none where the data has none). */
export const outlinesOf = (area: Parameters<typeof regionKey>[0]): readonly RegionOutline[] => PROVIDER_AREA_OUTLINES[regionKey(area)] ?? [];

/** Every outline of the providers' areas (for the tests). */
export const allProviderOutlines = (): RegionOutline[] => Object.values(PROVIDER_AREA_OUTLINES).flat();

/** The outline of a firm's service area, or null where none is known (an area an admin named). */
export function firmAreaRegion(area: { name: string; countryCode: string }): LatLng[] | null {
  const known = FIRM_AREA_OUTLINES[`${area.countryCode}/${area.name}`];
  return known ? ringOf(known) : null;
}
