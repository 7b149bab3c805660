import { localDateTimeIn, pickupDateTime, type BookingStepperFields } from '@curbside/domain';

// spec 001 §4 Follow-up, §7 GET /reservations/show-follow-up?iataCode&datetime&mainPassengerUserId:
// the question behind the confirmation's nudge to book the follow-up ride.

export interface ShowFollowUpQuery {
  iataCode?: string;
  datetime: string;
  mainPassengerUserId?: number;
}

type ConfirmedFields = Pick<BookingStepperFields, 'date' | 'time' | 'isAsap' | 'dropOffAddress' | 'pickUpAddress' | 'passengers'>
  & Partial<Pick<BookingStepperFields, 'pickUpTz'>>;

/**
 * The question for a confirmed booking: its airport (the drop-off's, else the pickup's), its
 * pickup time (now on the pickup's clock for ASAP) and its main passenger. Null without a pickup time to ask about.
 */
export function showFollowUpQuery(state: ConfirmedFields, now: Date = new Date()): ShowFollowUpQuery | null {
  const datetime = state.isAsap ? localDateTimeIn(state.pickUpTz, now) : pickupDateTime(state.date, state.time);
  if (!datetime) return null;
  const iataCode = state.dropOffAddress?.place?.iataCode ?? state.pickUpAddress?.place?.iataCode ?? undefined;
  const mainPassengerUserId = state.passengers[0]?.userId ?? undefined;
  return {
    datetime,
    ...(iataCode ? { iataCode } : {}),
    ...(mainPassengerUserId && mainPassengerUserId > 0 ? { mainPassengerUserId } : {}),
  };
}
