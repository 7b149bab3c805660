import { afterAll, describe, expect, it } from 'vitest';
import type { AddressStop } from '@curbside/contracts';
import { bookingChatTurn, type BookingChatTurn } from './rule-based-booking-chat.ts';
import { BOOKING_CHAT_REQUESTS, type ExpectedRide } from './test-support/booking-chat-requests.ts';
import { BEN, chatContext } from './test-support/chat-fixture.ts';

// Issue 18: the quality table, through the real default engine (no model, nothing faked).

function placeMatches(stop: AddressStop | null | undefined, expected: string): boolean {
  const place = stop?.place;
  if (!place) return false;
  if (/^[A-Z]{3}$/.test(expected)) return place.iataCode === expected;
  return [place.displayName, place.name, place.address].some((text) => text?.toLowerCase().includes(expected.toLowerCase()));
}

/** The fields of `expected` the turn got wrong (empty: fully understood). */
function misunderstood(turn: BookingChatTurn, expected: ExpectedRide): string[] {
  const { draft } = turn;
  const wrong: string[] = [];
  const check = (field: string, ok: boolean) => {
    if (!ok) wrong.push(field);
  };
  check('passenger', (draft.passenger?.fullName ?? BEN.fullName) === (expected.passenger ?? BEN.fullName) || expected.asks === 'passenger');
  if (expected.from) check('from', placeMatches(draft.pickup, expected.from));
  if (expected.to) check('to', placeMatches(draft.dropoff, expected.to));
  if (expected.stops) check('stops', expected.stops.length === draft.stops.length && expected.stops.every((s, i) => placeMatches(draft.stops[i], s)));
  if (expected.date) check('date', draft.date === expected.date);
  if (expected.time) check('time', draft.time === expected.time);
  check('asap', draft.isAsap === Boolean(expected.asap));
  if (expected.flight) check('flight', draft.flightCode === expected.flight);
  if (expected.noFlight) check('noFlight', draft.noFlight);
  if (expected.terminal) check('terminal', draft.terminal === expected.terminal);
  if (expected.vehicle) check('vehicle', draft.vehicleType === expected.vehicle);
  check('type', draft.reservationType === (expected.type ?? 'regular'));
  if (expected.hours) check('hours', draft.hours === expected.hours);
  if (expected.notes) check('notes', draft.notes === expected.notes);
  check('asks', draft.asked === (expected.asks ?? null));
  check('request', expected.asks ? turn.reservationRequest === null : turn.reservationRequest !== null);
  return wrong;
}

const understood: boolean[] = [];

describe('the booking chat understands realistic requests (issue 18 quality table)', () => {
  it('has at least 60 requests', () => {
    expect(BOOKING_CHAT_REQUESTS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(BOOKING_CHAT_REQUESTS.map((c) => [Array.isArray(c.say) ? c.say.join(' / ') : c.say, c] as const))('%s', (_, { say, expect: expected }) => {
    const ctx = chatContext();
    let turn: BookingChatTurn | null = null;
    for (const words of Array.isArray(say) ? say : [say]) turn = bookingChatTurn(turn?.draft ?? null, words, ctx);
    const wrong = misunderstood(turn!, expected);
    understood.push(wrong.length === 0);
    expect(wrong, `${turn!.message}`).toEqual([]);
  });

  afterAll(() => {
    const share = understood.filter(Boolean).length / Math.max(understood.length, 1);
    console.log(`[booking chat] fully understood: ${understood.filter(Boolean).length} of ${understood.length} (${(share * 100).toFixed(0)}%)`);
  });
});
