import type { AddressStop, AirportTerminal, Passenger, ReservationRequest, UserPlaces } from '@curbside/contracts';
import {
  defaultExactPickupPoint, flightFromResult, initialBookingStepperFields, localDateTimeIn, toReservationRequest,
} from '@curbside/domain';
import { AIRLINES, flightRoute, searchFlights } from '../../airports/flights.ts';
import { BOOKING_CHAT_TEXTS as SAY, whenText, type ChatSettings } from './booking-chat-texts.ts';
import { emptyDraft, nextQuestion, pickupIsAirport, type BookingChatDraft, type DraftQuestion } from './chat-draft.ts';
import { findPerson } from './people-finder.ts';
import { findPlace, stopPoint, type PlaceBook } from './place-finder.ts';
import { readTrip, type TripReading } from './read-trip.ts';
import { readWhen, withDateTyposMended } from './read-when.ts';

// Issue 18: the embedded booking chat engine. No model: the request is read by rules over the
// gazetteer, the airports, the flights and the people the asker may book for, with chrono-node
// for dates. It asks for what is missing one question at a time; when the ride is complete it
// hands the stepper a reservation request (action NEW_FROM_CHAT), where every 001 §5 rule applies.

export interface BookingChatContext {
  now: Date;
  /** The asker, as a passenger. */
  self: Passenger;
  /** Everyone the asker may book for (the asker included). */
  people: readonly Passenger[];
  places: UserPlaces;
  settings: ChatSettings;
  /** The timezone of 'tomorrow at 9' before the pickup is known. */
  defaultTimezone: string;
}

export interface BookingChatTurn {
  draft: BookingChatDraft;
  message: string;
  /** Set when the ride is complete: the stepper takes it over. */
  reservationRequest: ReservationRequest | null;
}

const firstName = (p: Passenger) => p.fullName.split(/\s+/)[0] ?? p.fullName;
const who = (draft: BookingChatDraft) => (draft.passenger ? firstName(draft.passenger) : 'you');
const isAirline = (code: string) => Boolean(AIRLINES[code]);
const placeName = (stop: AddressStop | null) => stop?.place?.displayName || stop?.place?.name || stop?.place?.address || '';

function pickupTimezone(draft: BookingChatDraft, ctx: BookingChatContext): string {
  return draft.pickup?.place?.timezone ?? ctx.places.work?.timezone ?? ctx.places.home?.timezone ?? ctx.defaultTimezone;
}

/** The words of the input that are not a date or time, cut where those were. */
function withoutWhen(input: string, matched: readonly string[]): string {
  return matched.reduce((text, part) => text.replace(part, ' | '), input);
}

/** The question's text for the draft as it stands. */
function question(asked: DraftQuestion, draft: BookingChatDraft, settings: ChatSettings): string {
  switch (asked) {
    case 'passenger': return SAY.askPassenger(draft.passengerChoices.map((p) => p.fullName));
    case 'pickup': return SAY.askPickup(who(draft));
    case 'dropoff': return SAY.askDropoff(who(draft));
    case 'date': return SAY.askDate(who(draft));
    case 'time': return SAY.askTime(who(draft), whenText({ ...draft, time: null }, settings));
    case 'hours': return SAY.askHours;
    case 'flight': return SAY.askFlight(who(draft), draft.pickup?.place?.iataCode ?? placeName(draft.pickup));
  }
}

/** Lays a place phrase on the draft; the problem to tell when it names nothing known. */
function placeOnto(phrase: string, target: 'pickup' | 'dropoff' | 'stop', draft: BookingChatDraft, ctx: BookingChatContext): string | null {
  const other = target === 'pickup' ? draft.dropoff : draft.pickup;
  const book: PlaceBook = { places: ctx.places, near: stopPoint(other) ?? ctx.places.work?.geometry?.location ?? ctx.places.home?.geometry?.location ?? null };
  const found = findPlace(phrase, target === 'stop' ? 'stop' : target, book);
  if ('missing' in found) return found.missing === 'home' ? SAY.noHome : found.missing === 'work' ? SAY.noWork : SAY.unknownPlace(phrase);
  if (target === 'pickup') {
    if (draft.pickup?.place?.iataCode !== found.stop.place?.iataCode) Object.assign(draft, { flightCode: null, noFlight: false, terminal: null });
    draft.pickup = found.stop;
  } else if (target === 'dropoff') draft.dropoff = found.stop;
  else draft.stops.push(found.stop);
  return null;
}

/** Lays the passenger phrase on the draft (or among the choices the last question offered). */
function passengerOnto(phrase: string, draft: BookingChatDraft, ctx: BookingChatContext): string | null {
  const pool = draft.passengerChoices.length > 1 ? draft.passengerChoices : ctx.people;
  const found = findPerson(phrase, pool, ctx.self.userId);
  draft.passengerChoices = [];
  if (found.kind === 'self') draft.passenger = null;
  else if (found.kind === 'person') draft.passenger = found.passenger;
  else if (found.kind === 'choice') draft.passengerChoices = found.choices;
  else return SAY.unknownPerson(phrase);
  return null;
}

/** A bare answer ('JFK', '3', 'no') read as the answer to the question asked last. */
function bareAnswer(reading: TripReading, asked: DraftQuestion | null, input: string): Partial<TripReading> {
  if (asked === 'flight' && !reading.flightCode && /^\s*(?:no|nope|none|n\/a|no thanks)[.!]?\s*$/i.test(input)) return { noFlight: true };
  const rest = reading.rest.trim();
  if (!rest || !asked) return {};
  if (asked === 'pickup' && !reading.pickup) return { pickup: rest };
  if (asked === 'dropoff' && !reading.dropoff) return { dropoff: rest };
  if (asked === 'passenger' && !reading.passenger) return { passenger: rest };
  if (asked === 'hours' && reading.hours === null && /^\d+(\.\d+)?$/.test(rest)) return { hours: Number(rest) };
  return {};
}

/** Checks the flight against the airport pickup (or makes the flight's arrival airport the pickup). */
function checkFlight(draft: BookingChatDraft, ctx: BookingChatContext): string | null {
  if (!draft.flightCode) return null;
  const route = flightRoute(draft.flightCode);
  if (!route) {
    const code = draft.flightCode;
    draft.flightCode = null;
    return SAY.unknownFlight(code);
  }
  if (!draft.pickup) {
    const problem = placeOnto(route.to.iata, 'pickup', draft, ctx);
    draft.flightCode = route.code;
    return problem;
  }
  if (!pickupIsAirport(draft)) return null;
  const pickupCode = draft.pickup.place?.iataCode?.toUpperCase() ?? '';
  if (route.to.iata !== pickupCode) {
    draft.flightCode = null;
    return SAY.flightElsewhere(route.code, route.to.iata, pickupCode);
  }
  draft.flightCode = route.code;
  return null;
}

/** Refuses a pickup time already gone on the pickup's clock. */
function checkNotPast(draft: BookingChatDraft, ctx: BookingChatContext): string | null {
  if (draft.isAsap || !draft.date || !draft.time) return null;
  const nowThere = localDateTimeIn(pickupTimezone(draft, ctx), ctx.now).slice(0, 16);
  if (`${draft.date}T${draft.time}` >= nowThere) return null;
  draft.time = null;
  return SAY.pastTime;
}

/** The airport's code of a terminal as said ('4' or 'T4' at JFK is 'T4', 'B' at LGA is 'B'). */
function terminalCode(said: string, terminals: readonly AirportTerminal[]): string | null {
  const wanted = said.toUpperCase();
  const names = (t: AirportTerminal) => [t.code.toUpperCase(), t.name.toUpperCase()];
  return terminals.find((t) => names(t).some((n) => n === wanted || n === `T${wanted}` || n === `TERMINAL ${wanted}`))?.code ?? null;
}

/** The pickup with its flight found for the day (so the stepper shows it chosen) and its terminal. */
function pickupWithFlight(draft: BookingChatDraft): AddressStop | null {
  const pickup = draft.pickup;
  if (!pickup?.flight) return pickup;
  const said = draft.terminal ? terminalCode(draft.terminal, pickup.flight.airportTerminals) : null;
  let flight = { ...pickup.flight, terminal: said ?? pickup.flight.terminal };
  if (draft.flightCode && !draft.noFlight) {
    const iata = pickup.place?.iataCode ?? '';
    const when = draft.isAsap ? null : `${draft.date}T${draft.time}:00`;
    const [found] = (when && searchFlights({ flightCode: draft.flightCode, pickupDatetime: when, flightDirection: 'arrival', airportToIataCode: iata })) || [];
    flight = found ? flightFromResult(found, flight) : { ...flight, isCommercial: true, flightCode: draft.flightCode };
    if (said) flight.terminal = said;
  }
  return { ...pickup, flight };
}

/** The reservation request of a complete draft, as the stepper would send it. */
export function draftRequest(draft: BookingChatDraft, ctx: BookingChatContext): ReservationRequest {
  const pickup = pickupWithFlight(draft);
  const passenger = { ...(draft.passenger ?? ctx.self), mainPassenger: true };
  return toReservationRequest({
    ...initialBookingStepperFields(),
    action: 'NEW_FROM_CHAT',
    passengers: [passenger],
    authorizingEmployee: passenger.userId !== null
      ? { userId: passenger.userId, fullName: passenger.fullName, isBlockedUser: passenger.isBlockedUser ?? false } : null,
    pickUpAddress: pickup,
    dropOffAddress: draft.dropoff,
    stops: draft.stops,
    date: draft.isAsap ? null : draft.date,
    time: draft.isAsap ? null : draft.time,
    isAsap: draft.isAsap,
    pickUpTz: pickup?.place?.timezone ?? null,
    reservationType: draft.reservationType,
    timeJobHours: draft.reservationType === 'timeJob' ? draft.hours : null,
    reservationNotes: draft.notes,
    exactPickupPoint: defaultExactPickupPoint({ isAirport: Boolean(pickup?.place?.iataCode), isMeetAndGreet: false }),
    actionOriginDetails: { action: 'NEW_FROM_CHAT', origin: 'CHAT' },
  });
}

function summary(draft: BookingChatDraft, ctx: BookingChatContext): string {
  const rider = draft.passenger?.fullName ?? ctx.self.fullName;
  const route = draft.dropoff ? `from ${placeName(draft.pickup)} to ${placeName(draft.dropoff)}` : `from ${placeName(draft.pickup)}, as directed`;
  const via = draft.stops.length > 0 ? ` via ${draft.stops.map(placeName).join(', ')}` : '';
  const hours = draft.reservationType === 'timeJob' && draft.hours ? `, for ${draft.hours} hour${draft.hours === 1 ? '' : 's'}` : '';
  const flight = draft.flightCode && !draft.noFlight ? `, flight ${draft.flightCode}` : '';
  return `${rider}, ${route}${via}, ${whenText(draft, ctx.settings)}${hours}${flight}`;
}

/** One turn of the booking chat: the user's words laid over the draft, and what to say back. */
export function bookingChatTurn(previous: BookingChatDraft | null, input: string, ctx: BookingChatContext): BookingChatTurn {
  const draft: BookingChatDraft = structuredClone(previous ?? emptyDraft());
  if (!input.trim()) {
    return { draft: emptyDraft(), message: SAY.greeting(firstName(ctx.self)), reservationRequest: null };
  }
  const text = withDateTyposMended(input);
  const when = readWhen(text, ctx.now, pickupTimezone(draft, ctx));
  const trip = readTrip(withoutWhen(text, when.matched), isAirline);
  const reading = { ...trip, ...bareAnswer(trip, draft.asked, input) };
  const problems: string[] = [];
  const note = (problem: string | null) => {
    if (problem) problems.push(problem);
  };

  if (reading.passenger) note(passengerOnto(reading.passenger, draft, ctx));
  if (reading.reservationType) draft.reservationType = reading.reservationType;
  if (reading.hours !== null) draft.hours = reading.hours;
  if (reading.pickup) note(placeOnto(reading.pickup, 'pickup', draft, ctx));
  if (reading.dropoff) note(placeOnto(reading.dropoff, 'dropoff', draft, ctx));
  for (const stop of reading.stops) note(placeOnto(stop, 'stop', draft, ctx));
  if (when.isAsap) Object.assign(draft, { isAsap: true, date: null, time: null });
  if (when.date && !(when.dateImplied && draft.date)) Object.assign(draft, { date: when.date, isAsap: false });
  if (when.time) Object.assign(draft, { time: when.time, isAsap: false });
  if (reading.flightCode) Object.assign(draft, { flightCode: reading.flightCode, noFlight: false });
  if (reading.noFlight) Object.assign(draft, { flightCode: null, noFlight: true });
  if (reading.terminal) draft.terminal = reading.terminal;
  if (reading.vehicleType) draft.vehicleType = reading.vehicleType;
  if (reading.notes) draft.notes = reading.notes;
  note(checkFlight(draft, ctx));
  note(checkNotPast(draft, ctx));

  const understood = JSON.stringify(draft) !== JSON.stringify(previous ?? emptyDraft());
  if (!understood && problems.length === 0) problems.push(SAY.notUnderstood);
  const next = nextQuestion(draft);
  draft.asked = next;
  if (next) return { draft, message: [...problems, question(next, draft, ctx.settings)].join(' '), reservationRequest: null };
  return { draft, message: [...problems, SAY.done(summary(draft, ctx))].join(' '), reservationRequest: draftRequest(draft, ctx) };
}

