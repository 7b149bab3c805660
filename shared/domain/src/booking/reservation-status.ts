import type { ReservationStatus } from '@curbside/contracts';

// spec 001 §4 Reservation status.

/** OnScene 'On scene', InProgress 'In progress', OnHold 'On hold'; the others as they are. */
export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  New: 'New',
  Error: 'Error',
  Accepted: 'Accepted',
  Declined: 'Declined',
  Canceled: 'Canceled',
  Dispatched: 'Dispatched',
  OnScene: 'On scene',
  InProgress: 'In progress',
  Completed: 'Completed',
  OnHold: 'On hold',
  Searching: 'Searching',
  Assigned: 'Assigned',
};

export function reservationStatusLabel(status: ReservationStatus): string {
  return RESERVATION_STATUS_LABELS[status];
}

export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';

/** Designed tones, except that Error is styled like Declined (001 §4). */
const STATUS_TONES: Readonly<Record<ReservationStatus, StatusTone>> = {
  New: 'neutral',
  Accepted: 'info',
  Searching: 'warning',
  Assigned: 'info',
  Dispatched: 'progress',
  OnScene: 'progress',
  InProgress: 'progress',
  Completed: 'success',
  OnHold: 'warning',
  Canceled: 'neutral',
  Declined: 'danger',
  Error: 'danger',
};

export function statusTone(status: ReservationStatus): StatusTone {
  return STATUS_TONES[status];
}

/** 001 §4: in progress, on scene, dispatched, searching, accepted, completed; the others after. */
export const STATUS_SORT_ORDER: readonly ReservationStatus[] = ['InProgress', 'OnScene', 'Dispatched', 'Searching', 'Accepted', 'Completed'];

export interface SortableReservation {
  reservationStatus: ReservationStatus;
  reservationStatusObject?: { created: string } | null;
  pickupTime?: string | null;
}

function timeOf(text: string | null | undefined): number {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

function tieBreak(a: SortableReservation, b: SortableReservation): number {
  const status = a.reservationStatus;
  if (status === 'OnScene' || status === 'InProgress') {
    return timeOf(a.reservationStatusObject?.created) - timeOf(b.reservationStatusObject?.created) || 0;
  }
  if (status === 'Accepted') return timeOf(a.pickupTime) - timeOf(b.pickupTime) || 0;
  return 0;
}

/**
 * 001 §4 sort order by status. Ties among on-scene and in-progress go by the time the status
 * was entered (earliest first), among accepted by pickup time (earliest first); the rest keep
 * their order. Returns a new array.
 */
export function sortReservationsByStatus<T extends SortableReservation>(list: readonly T[]): T[] {
  const rank = (r: SortableReservation) => {
    const index = STATUS_SORT_ORDER.indexOf(r.reservationStatus);
    return index === -1 ? STATUS_SORT_ORDER.length : index;
  };
  return list
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || tieBreak(a.item, b.item) || a.position - b.position)
    .map(({ item }) => item);
}

/** Statuses after which nothing more happens to a ride (designed: the spec shows no transitions). */
export const FINAL_RESERVATION_STATUSES: readonly ReservationStatus[] = ['Completed', 'Canceled', 'Declined', 'Error'];

/** Before dispatch a booking may still be edited (designed: transitions are not shown). The server enforces it. */
export const EDITABLE_RESERVATION_STATUSES: readonly ReservationStatus[] = ['New', 'Accepted', 'OnHold', 'Searching', 'Assigned'];
/** Until the ride starts it may be canceled (designed). The server enforces it. */
export const CANCELABLE_RESERVATION_STATUSES: readonly ReservationStatus[] = [...EDITABLE_RESERVATION_STATUSES, 'Dispatched', 'OnScene'];

export function isEditableStatus(status: ReservationStatus): boolean {
  return EDITABLE_RESERVATION_STATUSES.includes(status);
}

export function isCancelableStatus(status: ReservationStatus): boolean {
  return CANCELABLE_RESERVATION_STATUSES.includes(status);
}

/** An upcoming (or ongoing) reservation: one that has not reached a final status. Designed. */
export function isUpcoming(reservation: Pick<SortableReservation, 'reservationStatus'>): boolean {
  return !FINAL_RESERVATION_STATUSES.includes(reservation.reservationStatus);
}
