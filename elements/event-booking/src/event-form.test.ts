import { firmFixture } from '../../../shared/state/src/test-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { bookingErrors, emptyEventForm, reassigned, shortfallMessage, tripErrors, withPeople, type EventForm } from './event-form.ts';
import { vehicleRequest } from './book-event.ts';

const attendee = (i: number) => ({ line: i + 2, fullName: `Guest Number${i}`, email: `g${i}@example.com`, phone: null });
const stop = (name: string, stopType: 'pickup' | 'dropoff') => ({
  place: { name, address: name, geometry: { location: { lat: 40.75, lng: -73.98 } } }, placeValidationStatus: 'ValidPlace' as const,
  addressType: 'SPECIFIC_ADDRESS' as const, flight: null, specialAccommodations: null, stopType,
});

describe('the event form', () => {
  it('proposes the mix for the number of people until the user edits it', () => {
    const proposed = withPeople(emptyEventForm('Gala'), '30');
    expect(proposed.mix).toEqual([{ vehicleClass: 'Minibus', seats: 30, count: 1 }]);
    const edited: EventForm = { ...proposed, mix: [{ vehicleClass: 'Sedan', seats: 3, count: 2 }], mixEdited: true };
    expect(withPeople(edited, '40').mix).toEqual(edited.mix);
  });

  it('puts the attendees in the vehicles in order and each vehicle at the first pickup', () => {
    const form = reassigned({ ...emptyEventForm('Gala'), attendees: Array.from({ length: 5 }, (_, i) => attendee(i)), mix: [{ vehicleClass: 'Sedan', seats: 3, count: 2 }] });
    expect(form.choices).toEqual([0, 0, 0, 1, 1]);
    expect(form.vehiclePickups).toEqual([0, 0]);
  });

  it.each([
    { people: '', mix: [], errors: { vehicles: 'Add at least one vehicle', attendeeCount: 'Enter how many people attend' } },
    { people: '7', mix: [{ vehicleClass: 'Sedan' as const, seats: 3, count: 2 }], errors: { vehicles: shortfallMessage(1) } },
  ])('names what the booking still needs ($people people)', ({ people, mix, errors }) => {
    const form = { ...emptyEventForm(''), attendeeCount: people, mix };
    expect(bookingErrors(form, firmFixture)).toMatchObject(errors);
    expect(tripErrors(form)).toMatchObject({ eventName: 'Enter the name of the event', venue: 'Choose the venue', 'pickup-0': 'Choose where the group is picked up' });
  });

  it("makes a vehicle's reservation request: pickup to venue, its attendees, the event in the notes", () => {
    const request = vehicleRequest(
      {
        eventName: 'Gala', dateTime: '2027-03-04T18:30:00', venue: stop('Lincoln Center', 'dropoff'), luggage: 2,
        organizer: { userId: 3, fullName: 'Ada Admin', email: 'ada@acme.example', mobilePhone: null, workPhone: null }, purposeOfJourneyId: 1, costAllocationsIds: [7],
      },
      { vehicle: { index: 1, vehicleClass: 'Sedan', seats: 3 }, vehicleCount: 2, pickup: stop('Acme HQ', 'pickup'), attendees: [attendee(0), attendee(1)] },
    );
    expect(request).toMatchObject({
      origin: { stopType: 'pickup', place: { name: 'Acme HQ' } }, destination: { stopType: 'dropoff', place: { name: 'Lincoln Center' } },
      dateTime: '2027-03-04T18:30:00', exactPickupPoint: 'Front door', authorizingUserId: 3, purposeOfJourneyId: 1, costAllocationsIds: [7],
      notes: 'Gala: vehicle 2 of 2 (Sedan, 3 seats), 2 bags for the group. Attendees (2): Guest Number0; Guest Number1',
    });
    expect(request.reservationPassengers.map((p) => [p.fullName, p.mainPassenger])).toEqual([['Guest Number0', true], ['Guest Number1', false]]);
  });
});
