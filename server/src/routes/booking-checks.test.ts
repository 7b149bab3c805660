import { describe, expect, it } from 'vitest';
import { api, signedInApp } from '../testing/test-app.ts';

describe('booking checks', () => {
  const session = signedInApp('ava.employee@acme.example');

  const ask = (body: unknown, headers: Record<string, string> = session.headers) => api(session.app, 'POST', '/chat/check-special-accommodation', { headers, body });

  it('answers whether the car service meets the special accommodations', async () => {
    const sedan = await ask({ specialAccommodation: 'Wheelchair', vehicleType: 'Sedan', carProvider: 'Metro Black Car', city: 'New York', numberOfPassengers: 1 });
    expect(sedan.statusCode).toBe(200);
    expect(sedan.json()).toEqual({ isCompatible: false, message: 'This sedan cannot take a wheelchair. Choose a minivan or a minibus.' });
    const minivan = await ask({ specialAccommodation: 'Wheelchair', vehicleType: 'Minivan', carProvider: 'Harbor Limo', city: 'New York', numberOfPassengers: 1 });
    expect(minivan.json()).toMatchObject({ isCompatible: true });
  });

  it('answers whether the ride leaves time for the flight, an hour for domestic and two for international ones', async () => {
    const flight = async (arrivalAirportCode: string, etaToAirport: string) =>
      api(session.app, 'POST', '/chat/check-flight-time-compatibility', {
        headers: session.headers, body: { departureAirportCode: 'JFK', arrivalAirportCode, departureDateTime: '2030-05-06T12:00:00', etaToAirport },
      });
    expect((await flight('LAX', '2030-05-06T10:45:00')).json()).toMatchObject({ isCompatible: true });
    expect((await flight('LHR', '2030-05-06T10:45:00')).json()).toEqual({
      isCompatible: false, message: 'You would reach the airport 75 minutes before the flight leaves. Allow at least 120 minutes for an international flight.',
    });
    expect((await flight('XXX', '2030-05-06T10:45:00')).statusCode).toBe(400);
  });

  it('refuses a malformed question and a caller who is not signed in', async () => {
    expect((await ask({ specialAccommodation: '', vehicleType: 'Sedan', carProvider: 'X', city: null, numberOfPassengers: 1 })).statusCode).toBe(400);
    expect((await ask({ specialAccommodation: 'ramp', vehicleType: 'Rocket', carProvider: 'X', city: null, numberOfPassengers: 1 })).statusCode).toBe(400);
    expect((await ask({ specialAccommodation: 'ramp', vehicleType: 'Sedan', carProvider: 'X', city: null, numberOfPassengers: 1 }, {})).statusCode).toBe(401);
  });
});
