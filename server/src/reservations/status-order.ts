import { sortReservationsByStatus } from '@curbside/domain';
import type { ReservationRow } from './reservation-repository.ts';

/** Upcoming rows in the 001 §4 status order (the domain rule), ties as it breaks them. */
export function sortUpcoming(rows: readonly ReservationRow[]): ReservationRow[] {
  const keyed = rows.map((row) => ({
    row,
    reservationStatus: row.status as Parameters<typeof sortReservationsByStatus>[0][number]['reservationStatus'],
    reservationStatusObject: { created: row.status_updated_at },
    pickupTime: row.pickup_at,
  }));
  return sortReservationsByStatus(keyed).map((k) => k.row);
}
