import { endpoints } from '@curbside/contracts';
import type { AddressPlace, PlaceDetail } from '@curbside/contracts';
import { useCall } from '@curbside/ui';
import { useBookingContext } from '../../stepper-hooks.ts';

export type QuickPickType = 'HOME' | 'OFFICE' | 'FAVORITES' | 'RECENTS';

export interface QuickPick {
  key: string;
  type: QuickPickType;
  label: string;
  detail: string;
  place: PlaceDetail | AddressPlace;
}

const RECENT_LIMIT = 5;

/**
 * The quick picks of an address field (001 §3 address types): the user's home, office and
 * favorites (GET /users/{id}/account places) and recent pickups and drop-offs (their latest
 * bookings). Failures leave the list shorter, never break the field.
 */
export function useQuickPicks(): QuickPick[] {
  const { viewer } = useBookingContext();
  const userId = viewer?.userId ?? null;
  // The contract's keys: the account dialog's own GET /users/{id}/account shares the entry, so a
  // place saved there shows here.
  const cached = { enabled: userId !== null, staleTime: 5 * 60_000, retry: false };
  const account = useCall(endpoints.account.account, { params: { id: userId ?? 0 } }, cached);
  const history = useCall(endpoints.reservations.history, { query: { offset: 0, count: 10 } }, cached);

  const picks: QuickPick[] = [];
  const places = account.data?.places;
  const text = (p: { displayName?: string | null; address?: string | null; name?: string | null }) => p.displayName || p.address || p.name || '';
  if (places?.home) picks.push({ key: 'home', type: 'HOME', label: 'Home', detail: text(places.home), place: places.home });
  if (places?.work) picks.push({ key: 'office', type: 'OFFICE', label: 'Office', detail: text(places.work), place: places.work });
  for (const favorite of places?.favorites ?? []) {
    picks.push({ key: `fav-${favorite.placeId ?? favorite.address}`, type: 'FAVORITES', label: favorite.name || 'Favorite', detail: text(favorite), place: favorite });
  }
  const seen = new Set<string>();
  for (const row of history.data?.data ?? []) {
    for (const stop of [row.pickup, row.dropoff]) {
      const place = stop?.place;
      const id = place?.googlePlaceId ?? place?.address;
      if (!place || !id || seen.has(id) || seen.size >= RECENT_LIMIT) continue;
      seen.add(id);
      picks.push({ key: `recent-${id}`, type: 'RECENTS', label: text(place), detail: place.city ?? '', place });
    }
  }
  return picks;
}
