import type { Passenger, PlaceDetail } from '@curbside/contracts';
import { emptyPassenger } from '@curbside/domain';
import type { BookingChatContext } from '../rule-based-booking-chat.ts';

// A booker's world for the booking chat's tests: Ben Booker of Acme in New York, who may book
// for himself and a few colleagues (two named Ava), with a saved home, office and two favorites.

const person = (userId: number, fullName: string, email: string): Passenger => ({
  ...emptyPassenger({ main: false }), userId, fullName, email, mobilePhone: `1-21255501${String(userId).padStart(2, '0')}`,
});

export const BEN = person(2, 'Ben Booker', 'ben.booker@acme.example');
export const AVA = person(1, 'Ava Employee', 'ava.employee@acme.example');
export const AVA_STONE = person(7, 'Ava Stone', 'ava.stone@acme.example');
export const CARLOS = person(8, 'Carlos Mendez', 'carlos.mendez@acme.example');
export const PRIYA = person(9, 'Priya Raman', 'priya.raman@acme.example');

const place = (placeId: number, placeType: PlaceDetail['placeType'], name: string, street: [string, string], zip: string, lat: number, lng: number): PlaceDetail => ({
  placeId, placeType, name, address: `${street[0]} ${street[1]}, New York, NY ${zip}, USA`, displayName: `${street[0]} ${street[1]}`,
  streetNumber: street[0], streetName: street[1], city: 'New York', state: 'New York', stateCode: 'NY', country: 'United States',
  countryCode: 'US', zipCode: zip, geometry: { location: { lat, lng } }, timezone: 'America/New_York', source: null,
});

/** Tuesday 24 November 2026, 10:00 in New York. */
export const CHAT_NOW = new Date('2026-11-24T15:00:00Z');

export function chatContext(overrides: Partial<BookingChatContext> = {}): BookingChatContext {
  return {
    now: CHAT_NOW,
    self: BEN,
    people: [BEN, AVA, AVA_STONE, CARLOS, PRIYA],
    places: {
      home: place(11, 'Home', 'Home', ['125', 'W 72nd St'], '10023', 40.7779, -73.9804),
      work: place(12, 'Work', 'Work', ['200', 'Park Ave'], '10166', 40.7536, -73.9767),
      favorites: [
        place(13, 'Other', 'Gym', ['45', 'E 45th St'], '10017', 40.7539, -73.9766),
        place(14, 'Other', 'Mom', ['300', 'E 57th St'], '10022', 40.7583, -73.9634),
      ],
    },
    settings: { dateFormat: 'US', timeFormat: '12Hours' },
    defaultTimezone: 'America/New_York',
    ...overrides,
  };
}
