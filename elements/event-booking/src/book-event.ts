import { intentionKey, type ApiClient, type IntentionKey } from '@curbside/api';
import { endpoints, type AddressStop, type ReservationRequest, type ReservationResponse } from '@curbside/contracts';
import {
  defaultExactPickupPoint, isAirportAddress, serviceForVehicle, vehicleNotes, vehiclePassengers, withQuote,
  type Attendee, type EventVehicle, type Organizer,
} from '@curbside/domain';

// Booking an event (issue 16): one reservation per vehicle through the stepper's own calls (001 §7):
// the car services for the vehicle's trip, the quote of the service that seats it, then POST
// /reservations. The server checks each as it checks the stepper's (001 §5).

/** What every vehicle's reservation shares. */
export interface EventTrip {
  eventName: string;
  /** Local 'YYYY-MM-DDTHH:mm:00' at the pickups. */
  dateTime: string;
  venue: AddressStop;
  luggage: number;
  organizer: Organizer;
  purposeOfJourneyId: number | null;
  costAllocationsIds: number[];
}

/** One vehicle to book: where it picks up and who rides. */
export interface VehicleBooking {
  vehicle: EventVehicle;
  vehicleCount: number;
  pickup: AddressStop;
  attendees: readonly Attendee[];
}

/** The message when no bookable service seats a vehicle (a motorcoach: ask for the bus quote). */
export const noServiceMessage = (vehicle: EventVehicle): string =>
  `No car service seats vehicle ${vehicle.index + 1} (${vehicle.vehicleClass}, ${vehicle.seats} seats) at this pickup: request a bus quote for it`;

export function vehicleRequest(trip: EventTrip, booking: VehicleBooking): ReservationRequest {
  const origin: AddressStop = { ...booking.pickup, stopType: 'pickup' };
  return {
    origin,
    destination: { ...trip.venue, stopType: 'dropoff' },
    reservationStops: [],
    dateTime: trip.dateTime,
    isAsap: false,
    reservationType: 'regular',
    timeJobHours: null,
    durationInMinutes: null,
    distanceInKm: null,
    flightInfo: null,
    meetAndGreet: false,
    exactPickupPoint: defaultExactPickupPoint({ isAirport: isAirportAddress(origin), isMeetAndGreet: false }),
    specialAccommodations: null,
    notes: vehicleNotes({ eventName: trip.eventName, vehicle: booking.vehicle, vehicleCount: booking.vehicleCount, luggage: trip.luggage, attendees: booking.attendees }),
    reservationPassengers: vehiclePassengers(booking.attendees, trip.organizer),
    preferedContactMethod: 'Email',
    emailAddresses: [],
    authorizingUserId: trip.organizer.userId,
    chosenCarService: null,
    bookingAccountServiceId: null,
    supplierRefQuoteId: null,
    bookieQuoteId: null,
    cost: null,
    creditCardId: null,
    billCompany: false,
    purposeOfJourneyId: trip.purposeOfJourneyId,
    costAllocationsIds: trip.costAllocationsIds,
    reservationId: null,
    actionOriginDetails: null,
    pageViewGuid: null,
    specialAccommodationsGuid: null,
  };
}

/** Books the vehicles one after the other; one Idempotency-Key per vehicle's intention, so a retry books nothing twice. */
export class EventBooker {
  private readonly keys = new Map<number, IntentionKey>();

  constructor(private readonly api: ApiClient) {}

  async book(trip: EventTrip, booking: VehicleBooking): Promise<ReservationResponse> {
    const base = vehicleRequest(trip, booking);
    const services = await this.api.call(endpoints.reservations.carServices, { body: { reservationRequest: base } });
    const service = serviceForVehicle(booking.vehicle, services);
    if (!service) throw new Error(noServiceMessage(booking.vehicle));
    const withService = { ...base, chosenCarService: service, bookingAccountServiceId: service.bookingAccountServiceId };
    const quotes = await this.api.call(endpoints.reservations.quotes, {
      body: { reservationRequest: withService, bookingAccountServiceIds: [service.bookingAccountServiceId], quoteTraceIds: service.quoteTraceId ? [service.quoteTraceId] : [] },
    });
    const quote = quotes.find((q) => q.bookingAccountServiceId === service.bookingAccountServiceId);
    const quoted = quote ? withQuote(service, quote) : service;
    const payment = await this.api.call(endpoints.reservations.paymentOptions, { body: { reservationRequest: withService } });
    // Group transport is billed to the company where the firm allows it, else to the organizer's default card.
    const billCompany = payment.options.includes('DB');
    const card = payment.creditCards.find((c) => c.isDefault) ?? payment.creditCards[0];
    const request: ReservationRequest = {
      ...withService,
      chosenCarService: quoted,
      supplierRefQuoteId: quoted.supplierRefQuoteId,
      bookieQuoteId: quoted.bookieQuoteId,
      cost: quoted.userCost?.amount ?? null,
      billCompany,
      creditCardId: billCompany ? null : (card?.userCreditCardId ?? null),
    };
    const key = this.keys.get(booking.vehicle.index) ?? intentionKey();
    this.keys.set(booking.vehicle.index, key);
    const response = await this.api.call(endpoints.reservations.create, { body: request, idempotencyKey: key.for(request) });
    key.done();
    return response;
  }
}
