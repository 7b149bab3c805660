import { describe, expect, it } from 'vitest';
import { ReservationRequestSchema } from '@curbside/contracts';
import { api, signedInApp, signIn } from '../testing/test-app.ts';

// Issue 18: POST /chat/message through the real default engine, on Ava's own saved places.
describe('the booking chat (POST /chat/message)', () => {
  const session = signedInApp('ava.employee@acme.example');
  const say = (guid: string | null, userInput: string, headers: Record<string, string> = session.headers) =>
    api(session.app, 'POST', '/chat/message', { headers, body: { guid, userInput } });

  it('opens with a greeting and a fresh guid, then books over several turns', async () => {
    const opening = await say(null, '');
    expect(opening.statusCode).toBe(200);
    const { guid, message } = opening.json() as { guid: string; message: string };
    expect(message).toMatch(/^Hi Ava! Tell me about the ride you need/);
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);

    const first = (await say(guid, 'I need an SUV from home to the office')).json();
    expect(first).toMatchObject({ guid, message: 'What day should the car pick you up?', reservationRequest: null });
    const second = (await say(guid, 'the day after tomorrow at 8:40')).json();
    expect(second.message).toMatch(/^Here is the ride: Ava Employee, from 125 W 72nd St to 200 Park Ave, on \d\d\/\d\d\/\d{4} at 8:40 AM/);
    expect(second.vehicleType).toBe('SUV');
    const request = ReservationRequestSchema.parse(second.reservationRequest);
    expect(request).toMatchObject({
      origin: { addressType: 'HOME', stopType: 'pickup' }, destination: { addressType: 'OFFICE', stopType: 'dropoff' },
      reservationType: 'regular', actionOriginDetails: { action: 'NEW_FROM_CHAT' }, exactPickupPoint: 'Front door',
    });
    expect(request.dateTime).toMatch(/T08:40:00$/);
    expect(request.reservationPassengers).toMatchObject([{ fullName: 'Ava Employee', mainPassenger: true, email: 'ava.employee@acme.example' }]);
  });

  it('fills the flight found for the day and the terminal as the airport names it', async () => {
    const { reservationRequest } = (await say(null, 'from JFK terminal 4 to the office the day after tomorrow at 1pm, flight BA117')).json();
    const { origin, destination } = ReservationRequestSchema.parse(reservationRequest);
    expect(origin.flight).toMatchObject({
      isCommercial: true, flightCode: 'BA117', terminal: 'T4', flightInfo: { departureAirportCode: 'LHR', arrivalAirportCode: 'JFK' },
    });
    expect(origin.place?.googlePlaceId).toBe('curb:airport:JFK');
    // Ava's saved office carries its place id (001 §5: a stop without one is not valid).
    expect(destination?.place?.googlePlaceId).toBe('curb:gz:metlife-building');
  });

  it("never continues another user's conversation, and is refused to a user without the booking chat flag", async () => {
    const { guid } = (await say(null, '')).json() as { guid: string };
    await say(guid, 'from home to the office');
    const ben = await signIn(session.app, 'ben.booker@acme.example');
    const theirs = (await say(guid, 'tomorrow at 9', ben)).json();
    expect(theirs.guid).not.toBe(guid);
    expect(theirs.message).toBe('Where should the car pick you up?');

    const marshal = await signIn(session.app, 'max.marshal@acme.example');
    expect((await say(null, '', marshal)).statusCode).toBe(403);
    expect((await say(null, '', {})).statusCode).toBe(401);
  });

  it('answers a user whose only assistant flag is voice booking (the voice frame talks to the same engine)', async () => {
    const voiceOnly = { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: true };
    await session.app.db.kysely.updateTable('users').set({ ai_features: JSON.stringify(voiceOnly) })
      .where('login_id', '=', 'ben.booker@acme.example').execute();
    const ben = await signIn(session.app, 'ben.booker@acme.example');
    expect((await say(null, '', ben)).statusCode).toBe(200);
    await session.app.db.kysely.updateTable('users').set({ ai_features: JSON.stringify({ ...voiceOnly, enableBookingVoiceChat: false }) })
      .where('login_id', '=', 'ben.booker@acme.example').execute();
    expect((await say(null, '', ben)).statusCode).toBe(403);
  });

  it('refuses a message over the message limit', async () => {
    expect((await say(null, 'x'.repeat(2001))).statusCode).toBe(400);
  });
});
