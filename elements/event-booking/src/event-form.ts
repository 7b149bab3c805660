import { TEXT_LIMITS, tooLongMessage, type AddressStop, type CostAllocationCode, type Firm } from '@curbside/contracts';
import {
  ATTENDEE_MESSAGES, BOOKING_ERRORS, assignToVehicles, assignmentProblems, costAllocationRequired, mixShortfall, mixVehicles, pickupDateTime, proposeVehicleMix,
  type Attendee, type AttendeeProblem, type VehicleMixLine,
} from '@curbside/domain';

// The event form's state and what it needs before the bus quote and the booking (issue 16).

export interface PickupPoint {
  key: number;
  text: string;
  stop: AddressStop | null;
}

export interface EventForm {
  eventName: string;
  date: string;
  time: string;
  venueText: string;
  venue: AddressStop | null;
  pickups: PickupPoint[];
  /** The number typed; the attendee list sets it when read. */
  attendeeCount: string;
  luggage: string;
  mix: VehicleMixLine[];
  /** The user changed the proposed mix: a new attendee count no longer replaces it. */
  mixEdited: boolean;
  listText: string;
  attendees: Attendee[];
  problems: AttendeeProblem[];
  /** The vehicle (index in the mix's vehicles) of each attendee. */
  choices: number[];
  /** The pickup point (index in pickups) of each vehicle. */
  vehiclePickups: number[];
  purposeOfJourneyId: number | null;
  costCodes: Partial<Record<string, CostAllocationCode>>;
}

export const EVENT_MESSAGES = {
  eventName: 'Enter the name of the event',
  venue: 'Choose the venue',
  pickup: 'Choose where the group is picked up',
  attendeeCount: 'Enter how many people attend',
  luggage: 'Enter the number of bags, 0 or more',
  noVehicles: 'Add at least one vehicle',
} as const;

/** 'Add vehicles for 4 more people'. */
export const shortfallMessage = (people: number): string => `Add vehicles for ${people} more ${people === 1 ? 'person' : 'people'}`;

export function emptyEventForm(eventName: string): EventForm {
  return {
    eventName, date: '', time: '', venueText: '', venue: null, pickups: [{ key: 1, text: '', stop: null }],
    attendeeCount: '', luggage: '0', mix: [], mixEdited: false, listText: '', attendees: [], problems: [], choices: [],
    vehiclePickups: [], purposeOfJourneyId: null, costCodes: {},
  };
}

export const attendeeNumber = (form: EventForm): number => {
  const n = Number(form.attendeeCount);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** Field id -> message: what the quote request needs (the trip and the group's size). */
export function tripErrors(form: EventForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.eventName.trim()) errors.eventName = EVENT_MESSAGES.eventName;
  else if (form.eventName.length > TEXT_LIMITS.name) errors.eventName = tooLongMessage(TEXT_LIMITS.name);
  if (!form.date) errors.date = BOOKING_ERRORS.dateRequired;
  if (!form.time) errors.time = BOOKING_ERRORS.timeRequired;
  if (!form.venue?.place) errors.venue = EVENT_MESSAGES.venue;
  if (!form.pickups[0]?.stop?.place) errors['pickup-0'] = EVENT_MESSAGES.pickup;
  if (attendeeNumber(form) === 0) errors.attendeeCount = EVENT_MESSAGES.attendeeCount;
  const luggage = Number(form.luggage);
  if (form.luggage.trim() === '' || !Number.isInteger(luggage) || luggage < 0) errors.luggage = EVENT_MESSAGES.luggage;
  return errors;
}

/** Field id -> message: everything the booking needs besides the trip. */
export function bookingErrors(form: EventForm, firm: Firm | null): Record<string, string> {
  const errors = tripErrors(form);
  if (form.attendees.length === 0) errors.attendees = ATTENDEE_MESSAGES.noAttendees;
  const vehicles = mixVehicles(form.mix);
  if (vehicles.length === 0) errors.vehicles = EVENT_MESSAGES.noVehicles;
  else {
    const short = mixShortfall(form.mix, Math.max(attendeeNumber(form), form.attendees.length));
    if (short > 0) errors.vehicles = shortfallMessage(short);
    else {
      const problem = assignmentProblems(form.choices, vehicles)[0];
      if (problem) errors.attendees = problem;
    }
  }
  form.pickups.forEach((p, i) => {
    if (i > 0 && !p.stop?.place) errors[`pickup-${i}`] = EVENT_MESSAGES.pickup;
  });
  const prefs = firm?.firmPreferences;
  if (prefs?.purposeOfJourney && (firm?.purposeOfJourney.length ?? 0) > 0 && !form.purposeOfJourneyId) {
    errors.purpose = BOOKING_ERRORS.purposeOfJourneyRequired;
  }
  for (const allocation of firm?.costAllocations ?? []) {
    if (allocation.isMandatory && !allocation.isHidden && !form.costCodes[allocation.costAllocationType]?.codeValue) {
      errors[`cost-${allocation.costAllocationType}`] = costAllocationRequired(allocation.displayName);
    }
  }
  return errors;
}

export const eventDateTime = (form: EventForm): string | null => pickupDateTime(form.date, form.time);

/** Attendees back in the vehicles of the mix, in order (the domain's assignToVehicles), and each vehicle a pickup point. */
export function reassigned(form: EventForm): EventForm {
  const vehicles = mixVehicles(form.mix);
  const choices = form.attendees.map(() => -1);
  assignToVehicles(form.attendees.map((_, i) => i), form.mix).forEach((members, vehicle) => {
    for (const member of members) choices[member] = vehicle;
  });
  const last = Math.max(0, form.pickups.length - 1);
  const vehiclePickups = vehicles.map((_, v) => Math.min(form.vehiclePickups[v] ?? 0, last));
  return { ...form, choices, vehiclePickups };
}

/** A new number of people: the proposed mix follows it unless the user edited the mix. */
export function withPeople(form: EventForm, count: string): EventForm {
  const next = { ...form, attendeeCount: count };
  if (form.mixEdited) return next;
  return reassigned({ ...next, mix: proposeVehicleMix(attendeeNumber(next)) });
}
