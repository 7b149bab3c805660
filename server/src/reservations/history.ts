import type { ReservationStatus } from '@curbside/contracts';
import { FINAL_RESERVATION_STATUSES, type BookingHistoryAction } from '@curbside/domain';

/**
 * Booking history rows (001 §4). The server stores the domain's action codes
 * (BOOKING_HISTORY_ACTIONS: CREATED, STATUS_UPDATE, ...) in reservation_history.action;
 * for STATUS_UPDATE the description is the new ReservationStatus, so
 * `bookingHistoryText(entry)` reads 'driver assigned', 'ride completed', ...
 */
export const HISTORY_ACTION = {
  created: 'CREATED',
  cancelRequest: 'CANCEL_REQUEST',
  updateRequest: 'UPDATE_REQUEST',
  cardUpdated: 'CREDIT_CARD_UPDATED',
  notesUpdated: 'NOTES_UPDATED',
  indirectlyCreated: 'INDIRECTLY_CREATED',
  indirectlyCanceled: 'INDIRECTLY_CANCELED',
  failedByUpdate: 'FAILED_BY_UPDATE',
  statusUpdate: 'STATUS_UPDATE',
  payment: 'PAYMENT',
  requoted: 'REQUOTED',
  requoteFailed: 'REQUOTE_FAILED',
} as const satisfies Record<string, BookingHistoryAction>;

/** Statuses after which nothing moves any more (the domain's final statuses). */
export const FINAL_STATUSES: readonly ReservationStatus[] = FINAL_RESERVATION_STATUSES;
export const isFinalStatus = (status: ReservationStatus): boolean => FINAL_STATUSES.includes(status);
