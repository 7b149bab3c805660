import type { AddressStop, Passenger, ReservationType, VehicleType } from '@curbside/contracts';

// Issue 18: what the booking chat knows of the ride so far. One draft per conversation (guid),
// stored between turns; each turn's reading is laid over it, so a later answer corrects an
// earlier one ("make it 9:30").

/** The questions the chat asks, one at a time, in this order. */
export const DRAFT_QUESTIONS = ['passenger', 'pickup', 'dropoff', 'date', 'time', 'hours', 'flight'] as const;
export type DraftQuestion = (typeof DRAFT_QUESTIONS)[number];

export interface BookingChatDraft {
  /** Who rides; null until named (the chat books for the asker when nobody else is named). */
  passenger: Passenger | null;
  pickup: AddressStop | null;
  dropoff: AddressStop | null;
  stops: AddressStop[];
  /** The pickup's local date 'yyyy-MM-dd'. */
  date: string | null;
  /** The pickup's local time 'HH:mm', on the 5-minute marks. */
  time: string | null;
  isAsap: boolean;
  /** The flight the passenger arrives on at an airport pickup ('BA117'). */
  flightCode: string | null;
  /** The user said there is no flight (a private flight or a pickup from the airport's hotel). */
  noFlight: boolean;
  terminal: string | null;
  vehicleType: VehicleType | null;
  reservationType: ReservationType;
  /** Hours of an hourly ride (reservation type timeJob). */
  hours: number | null;
  notes: string | null;
  /** The question the last answer asked, so a bare reply ("JFK", "9:30", "no") answers it. */
  asked: DraftQuestion | null;
  /** A passenger phrase that matched several people: the chat asks which one. */
  passengerChoices: Passenger[];
}

export function emptyDraft(): BookingChatDraft {
  return {
    passenger: null, pickup: null, dropoff: null, stops: [], date: null, time: null, isAsap: false, flightCode: null,
    noFlight: false, terminal: null, vehicleType: null, reservationType: 'regular', hours: null, notes: null, asked: null,
    passengerChoices: [],
  };
}

/** Whether the pickup is an airport (it then needs a flight or a 'no flight'). */
export function pickupIsAirport(draft: BookingChatDraft): boolean {
  return Boolean(draft.pickup?.place?.iataCode);
}

/**
 * The next thing to ask, or null when the ride can go to the stepper: a passenger choice
 * first, then where from, where to (not for an as-directed ride), the date, the time, the hours
 * of an hourly ride, and the flight at an airport pickup.
 */
export function nextQuestion(draft: BookingChatDraft): DraftQuestion | null {
  if (draft.passengerChoices.length > 1) return 'passenger';
  if (!draft.pickup) return 'pickup';
  if (!draft.dropoff && draft.reservationType !== 'asDirected') return 'dropoff';
  if (!draft.isAsap && !draft.date) return 'date';
  if (!draft.isAsap && !draft.time) return 'time';
  if (draft.reservationType === 'timeJob' && !(draft.hours && draft.hours > 0)) return 'hours';
  if (pickupIsAirport(draft) && !draft.flightCode && !draft.noFlight) return 'flight';
  return null;
}
