import type { NextTourResponseSchema, z } from '@curbside/contracts';
import { shouldStartTour } from './tours.ts';

type NextTourResponse = z.infer<typeof NextTourResponseSchema>;

/** Where the car providers map tour is shown (001 §2). */
export const MAP_TOUR_PATH = '/map';

/**
 * spec 001 §2, 000 §9: where the app goes after login. 'The server name CAR_PROVIDERS_MAP maps to
 * the map tour, which navigates to /map': when the next tour (fetched after login) is the map
 * tour and it should start, the map; otherwise the stored redirect path.
 */
export function postLoginLanding(redirectPath: string, nextTour: NextTourResponse | null, mapTourStarted = false): string {
  if (!nextTour) return redirectPath;
  const mapTour = shouldStartTour({
    tourType: 'CAR_PROVIDERS_MAP', tourTypeToShow: nextTour.tourTypeToShow, seen: nextTour.tourTypeToShowSeen, started: mapTourStarted,
  });
  return mapTour ? MAP_TOUR_PATH : redirectPath;
}
