import { pickupDateTime, type BookingStepperFields } from '@curbside/domain';

// spec 001 §4 Follow-up, §7 GET /reservations/show-follow-up?iataCode&datetime&mainPassengerUserId:
// the question behind the confirmation's nudge to book the follow-up ride.

export interface ShowFollowUpQuery {
  iataCode?: string;
  datetime: string;
  mainPassengerUserId?: number;
}

type ConfirmedFields = Pick<BookingStepperFields, 'date' | 'time' | 'isAsap' | 'dropOffAddress' | 'pickUpAddress' | 'passengers'>;

/** The local date-time 'yyyy-MM-ddTHH:mm:ss' of a Date (an ASAP pickup is now). */
function localDateTime(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:00`;
}

/**
 * The question for a confirmed booking: its airport (the drop-off's, else the pickup's), its
 * pickup time (now for ASAP) and its main passenger. Null without a pickup time to ask about.
 */
export function showFollowUpQuery(state: ConfirmedFields, now: Date = new Date()): ShowFollowUpQuery | null {
  const datetime = state.isAsap ? localDateTime(now) : pickupDateTime(state.date, state.time);
  if (!datetime) return null;
  const iataCode = state.dropOffAddress?.place?.iataCode ?? state.pickUpAddress?.place?.iataCode ?? undefined;
  const mainPassengerUserId = state.passengers[0]?.userId ?? undefined;
  return {
    datetime,
    ...(iataCode ? { iataCode } : {}),
    ...(mainPassengerUserId && mainPassengerUserId > 0 ? { mainPassengerUserId } : {}),
  };
}
