import type { BookingHistoryEntry, ReservationStatus } from '@curbside/contracts';
import { RESERVATION_STATUS_LABELS } from './reservation-status.ts';

// spec 001 §4 Booking history wording. The entry's `action` is one of the codes below (designed:
// the spec gives the wording, not the codes); for STATUS_UPDATE the `description` is the new
// ReservationStatus, for PAYMENT it is the payment text.

export const BOOKING_HISTORY_ACTIONS = {
  CREATED: 'created this booking',
  CANCEL_REQUEST: 'sent a cancelation request',
  UPDATE_REQUEST: 'sent an update request',
  CREDIT_CARD_UPDATED: 'updated the credit card',
  NOTES_UPDATED: 'updated notes',
  INDIRECTLY_CREATED: 'indirectly created by updating another booking',
  INDIRECTLY_CANCELED: 'indirectly canceled while updating (a new booking created instead)',
  FAILED_BY_UPDATE: 'failed by update (cancelled but the new one not created)',
  STATUS_UPDATE: 'status update',
  PAYMENT: 'payment',
  /** Designed (issue 12): the provider declined and the booking went to the next quote; the description names both. */
  REQUOTED: 're-booked with another car provider',
  /** Designed (issue 12): the provider declined and no other quote could take it; the description is the reason. */
  REQUOTE_FAILED: 'no other car provider could take the booking',
} as const;
export type BookingHistoryAction = keyof typeof BOOKING_HISTORY_ACTIONS;

/** 001 §4 status update texts; New and OnHold are not listed there and show their label. */
export const STATUS_UPDATE_TEXTS: Readonly<Partial<Record<ReservationStatus, string>>> = {
  OnScene: 'car has arrived at pickup point',
  Dispatched: 'dispatched and en route',
  InProgress: 'ride in progress',
  Completed: 'ride completed',
  Accepted: 'accepted',
  Canceled: 'canceled',
  Declined: 'declined',
  Error: 'returned an unexpected error',
  Searching: 'is searching for a car',
  Assigned: 'driver assigned',
};

function isAction(action: string): action is BookingHistoryAction {
  return Object.hasOwn(BOOKING_HISTORY_ACTIONS, action);
}

function isStatus(text: string): text is ReservationStatus {
  return Object.hasOwn(RESERVATION_STATUS_LABELS, text);
}

/** The text shown for one booking history row (after who did it). */
export function bookingHistoryText(entry: Pick<BookingHistoryEntry, 'action' | 'description'>): string {
  const description = entry.description.trim();
  if (entry.action === 'STATUS_UPDATE') {
    if (isStatus(description)) return STATUS_UPDATE_TEXTS[description] ?? RESERVATION_STATUS_LABELS[description].toLowerCase();
    return description || BOOKING_HISTORY_ACTIONS.STATUS_UPDATE;
  }
  if (entry.action === 'PAYMENT' || entry.action === 'REQUOTED' || entry.action === 'REQUOTE_FAILED') {
    const text = BOOKING_HISTORY_ACTIONS[entry.action];
    return description ? `${text}: ${description}` : text;
  }
  if (isAction(entry.action)) return BOOKING_HISTORY_ACTIONS[entry.action];
  return description || entry.action;
}
