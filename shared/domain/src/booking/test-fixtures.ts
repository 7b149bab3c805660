import type {
  AddressStop, ChosenCarService, CreditCardEntry, Firm, FirmCostAllocation, Passenger, ReservationDetails,
} from '@curbside/contracts';
import { makeFirm } from '../test-support/entities.ts';
import { emptyPassenger, initialBookingStepperFields, type BookingStepperFields } from './stepper-fields.ts';

// Test data for the booking rules and the stepper store (not exported from the package).

export function makePassenger(overrides: Partial<Passenger> = {}): Passenger {
  return {
    ...emptyPassenger({ main: true }),
    userId: 7,
    fullName: 'Ann Lee',
    email: 'ann@acme.example',
    mobilePhone: '1-2025550123',
    workPhone: '1-2025550124',
    countryCode: 'US',
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<AddressStop> = {}, place: Partial<NonNullable<AddressStop['place']>> = {}): AddressStop {
  return {
    place: {
      googlePlaceId: 'gp-office',
      address: '1 Main St, Springfield',
      displayName: '1 Main St',
      timezone: 'America/New_York',
      streetNumber: '1',
      ...place,
    },
    placeValidationStatus: 'ValidPlace',
    addressType: 'SPECIFIC_ADDRESS',
    flight: null,
    specialAccommodations: null,
    stopType: 'pickup',
    ...overrides,
  };
}

export function makeAirport(iataCode: string, overrides: Partial<AddressStop> = {}): AddressStop {
  return makeAddress(
    { addressType: 'AIRPORT', ...overrides },
    { googlePlaceId: `gp-${iataCode}`, iataCode, displayName: `${iataCode} airport`, address: `${iataCode} airport` },
  );
}

export function makeCarService(overrides: Partial<ChosenCarService> = {}): ChosenCarService {
  return {
    name: 'City Cars', vehicleType: 'Sedan', bookingAccountServiceId: 11, supplierRefQuoteId: 'sup-1', bookieQuoteId: 'bq-1',
    quoteId: 'q-1', specialAccommodationsGuid: null, carProviderPhoneNumber: null, carProviderPhoneCountryCode: null,
    numOfPassengers: 3, inclusiveness: 'FullyInclusive',
    userCost: { amount: 42, currency: 'USD', formattedCost: '$ 42.00 (USD)' }, paymentCost: null,
    userQuoteLevel: 'oneCost', minUserCost: null, maxUserCost: null, minPaymentCost: null, maxPaymentCost: null,
    isPreferred: false, isSustainable: false, isDiverse: false, isFilteredOut: false,
    ...overrides,
  };
}

export function makeCardEntry(overrides: Partial<CreditCardEntry> = {}, expDate = '2099-12-31'): CreditCardEntry {
  return {
    userCreditCardId: 5, isDefault: true, isImported: false, source: 'SG2',
    card: {
      creditCardId: 5, brand: 'VISA', last4: '4242', expDate, description: null, billingName: 'Ann Lee',
      billingZip: '10001', amexCardValidToDate: null, amexCardBalance: null,
    },
    ...overrides,
  };
}

/** A booking filled in through all four steps. */
export function makeBooking(overrides: Partial<BookingStepperFields> = {}): BookingStepperFields {
  return {
    ...initialBookingStepperFields('pv-1'),
    step: 4,
    date: '2030-05-06',
    time: '09:05',
    authorizingEmployee: { userId: 7, fullName: 'Ann Lee', isBlockedUser: false },
    passengers: [makePassenger()],
    pickUpAddress: makeAddress(),
    dropOffAddress: makeAddress({ stopType: 'dropoff' }, { googlePlaceId: 'gp-hotel', address: '9 Hotel Rd', displayName: 'Hotel' }),
    exactPickupPoint: 'Front door',
    chosenCarService: makeCarService(),
    paymentOption: 'CC',
    creditCard: makeCardEntry(),
    pickUpTz: 'America/New_York',
    ...overrides,
  };
}

export function makeFirmCostAllocation(overrides: Partial<FirmCostAllocation> = {}): FirmCostAllocation {
  return {
    costAllocationType: 'Cost Center', displayName: 'Cost center', isMandatory: true, isHidden: false,
    isReadOnly: false, allowManual: false, initialCodes: [], ...overrides,
  };
}

type FirmOverrides = Parameters<typeof makeFirm>[0];

/** A firm for the booking rules: both phones mandatory, packages allowed (the domain's test Firm otherwise). */
export function makeBookingFirm(overrides: FirmOverrides = {}): Firm {
  return makeFirm({
    firmCode: 'ACME',
    ...overrides,
    firmPreferences: { mandatoryWorkPhone: true, mandatoryMobilePhone: true, allowPackage: true, allowAddUserManually: false, ...overrides.firmPreferences },
  });
}

export function makeReservationDetails(overrides: Partial<ReservationDetails> = {}): ReservationDetails {
  return {
    reservationId: 301, reservationNumber: 'R-301', confirmationNumber: 'C-301', reservationStatus: 'Accepted',
    reservationStatusObject: { status: 'Accepted', created: '2030-05-01T10:00:00Z' },
    reservationState: null, paymentStatus: null, reservationType: 'regular',
    pickupTime: '2030-05-06T09:05:00', isAsap: false, timeJobHours: null, durationInMinutes: 25, distanceInKm: 12.5,
    pickup: makeAddress(),
    dropoff: makeAddress({ stopType: 'dropoff' }, { googlePlaceId: 'gp-hotel', address: '9 Hotel Rd' }),
    stops: [], exactPickupPoint: 'Front door', meetAndGreet: false, billCompany: false,
    creditCard: makeCardEntry().card, chosenCarService: makeCarService(), carProvider: { code: 'CITY', name: 'City Cars' },
    driverDetails: null, purposeOfJourneyId: null, costAllocations: [], activities: [], notes: 'Gate code 1234',
    adminNotes: null, passengers: [makePassenger()],
    authorizingUser: { userId: 7, fullName: 'Ann Lee', isBlockedUser: false }, emailAddresses: ['boss@acme.example'],
    receiptsData: [], bookingUser: { userId: 7, fullName: 'Ann Lee' }, updatedByUser: null, passengerPreferenceNotes: [],
    ...overrides,
  };
}
