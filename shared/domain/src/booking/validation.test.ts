import { describe, expect, it } from 'vitest';
import type { AddressStop } from '@curbside/contracts';
import {
  firstStepWithErrors, isValidFullName, stepOfField, validateCarPaymentStep, validateDateLocationStep,
  validatePassengerStep, validateSummaryStep, type BookingValidationContext,
} from './validation.ts';
import type { BookingStepperFields } from './stepper-fields.ts';
import {
  makeAddress, makeAirport, makeBooking, makeBookingFirm, makeCardEntry, makeCarService, makeFirmCostAllocation,
  makePassenger,
} from './test-fixtures.ts';

const now = new Date('2030-01-01T12:00:00Z');
const ctx: BookingValidationContext = { firm: makeBookingFirm(), now };
const purposes = [
  { firmPurposeOfJourneyId: 4, code: 'LATE', displayName: 'Late work', type: 'Business', specificData: { fromTime: '20:00', toTime: '06:00' } },
  { firmPurposeOfJourneyId: 5, code: 'DAY', displayName: 'Day trip', type: 'Business', specificData: { fromTime: '08:00', toTime: '18:00' } },
  { firmPurposeOfJourneyId: 6, code: 'PERSONAL', displayName: 'Personal', type: 'Personal', specificData: null },
];

interface Row { rule: string; state: Partial<BookingStepperFields>; ctx?: Partial<BookingValidationContext>; errors: Record<string, string> }

describe('isValidFullName (spec 001 §5: two words, none of ~ \\ * $ # @)', () => {
  it.each([
    ['Ann Lee', true], ['  Ann   Maria Lee ', true], ['Ann', false], ['', false], ['Ann Lee~', false], ['Ann \\Lee', false],
    ['Ann *Lee', false], ['Ann $Lee', false], ['Ann #Lee', false], ['ann@x Lee', false],
  ])('%j is valid: %s', (name, valid) => {
    expect(isValidFullName(name)).toBe(valid);
  });
});

describe('validatePassengerStep (spec 001 §5 Passenger, Purpose of journey, Cost allocation)', () => {
  const rows: Row[] = [
    { rule: 'accepts a complete main passenger', state: {}, errors: {} },
    { rule: 'requires a full name', state: { passengers: [makePassenger({ fullName: ' ' })] }, errors: { 'passengers.0.fullName': 'Full name is required' } },
    { rule: 'refuses a one-word name', state: { passengers: [makePassenger({ fullName: 'Ann' })] }, errors: { 'passengers.0.fullName': 'Please enter a first and last name, without ~ \\ * $ # @' } },
    { rule: 'exempts package passengers from the name rule', state: { passengers: [makePassenger(), makePassenger({ fullName: 'Box', isPackage: true, mainPassenger: false, email: null, mobilePhone: null, workPhone: null })] }, errors: {} },
    { rule: 'refuses a package where the firm does not allow packages', state: { passengers: [makePassenger(), makePassenger({ fullName: 'Box', isPackage: true, mainPassenger: false, email: null, mobilePhone: null, workPhone: null })] }, ctx: { firm: makeBookingFirm({ firmPreferences: { allowPackage: false } }) }, errors: { 'passengers.1': 'Your company does not allow sending packages' } },
    { rule: 'needs an authorizing employee', state: { authorizingEmployee: null }, errors: { authorizingEmployee: 'Please select an authorizing employee' } },
    { rule: 'needs the authorizing employee to have a full name', state: { authorizingEmployee: { userId: 7, fullName: '', isBlockedUser: false } }, errors: { authorizingEmployee: 'Please select an authorizing employee' } },
    { rule: 'refuses a blocked authorizing employee', state: { authorizingEmployee: { userId: 7, fullName: 'Ann Lee', isBlockedUser: true } }, errors: { authorizingEmployee: 'This employee is blocked from booking rides' } },
    { rule: "shows the firm's blocked users message", state: { authorizingEmployee: { userId: 7, fullName: 'Ann Lee', isBlockedUser: true } }, ctx: { firm: makeBookingFirm({ firmPreferences: { blockedUsersMessage: 'Call HR' } }) }, errors: { authorizingEmployee: 'Call HR' } },
    { rule: "requires the main passenger's email", state: { passengers: [makePassenger({ email: null })] }, errors: { 'passengers.0.email': 'Email is required' } },
    { rule: 'refuses a malformed email', state: { passengers: [makePassenger({ email: 'ann@' })] }, errors: { 'passengers.0.email': 'Email is not valid' } },
    { rule: 'lets a non-main passenger leave the email empty', state: { passengers: [makePassenger(), makePassenger({ fullName: 'Bob Stone', mainPassenger: false, email: '', mobilePhone: null, workPhone: null })] }, errors: {} },
    { rule: "checks a non-main passenger's email when given", state: { passengers: [makePassenger(), makePassenger({ fullName: 'Bob Stone', mainPassenger: false, email: 'bob', mobilePhone: null, workPhone: null })] }, errors: { 'passengers.1.email': 'Email is not valid' } },
    { rule: 'requires the main mobile phone', state: { passengers: [makePassenger({ mobilePhone: null })] }, errors: { 'passengers.0.mobilePhone': 'Mobile phone is required' } },
    { rule: 'requires the main work phone', state: { passengers: [makePassenger({ workPhone: '' })] }, errors: { 'passengers.0.workPhone': 'Work phone is required' } },
    { rule: 'lets the firm make the mobile phone optional', state: { passengers: [makePassenger({ mobilePhone: null })] }, ctx: { firm: makeBookingFirm({ firmPreferences: { mandatoryMobilePhone: false } }) }, errors: {} },
    { rule: 'lets the firm make the work phone optional', state: { passengers: [makePassenger({ workPhone: null })] }, ctx: { firm: makeBookingFirm({ firmPreferences: { mandatoryWorkPhone: false } }) }, errors: {} },
    { rule: 'refuses a phone without a country calling code', state: { passengers: [makePassenger({ mobilePhone: '2025550123' })] }, errors: { 'passengers.0.mobilePhone': 'Invalid phone' } },
    { rule: "checks a non-main passenger's phone when given", state: { passengers: [makePassenger(), makePassenger({ fullName: 'Bob Stone', mainPassenger: false, email: null, mobilePhone: '1-123', workPhone: null })] }, errors: { 'passengers.1.mobilePhone': 'Invalid phone' } },
    { rule: 'checks every extra notification email', state: { emailAddresses: ['boss@acme.example', 'nope'] }, errors: { 'emailAddresses.1': 'Email is not valid' } },
    { rule: 'requires a purpose of journey when the firm has the preference and purposes', state: { purposeOfJourneyId: null }, ctx: { firm: makeBookingFirm({ firmPreferences: { purposeOfJourney: true }, purposeOfJourney: purposes }) }, errors: { purposeOfJourneyId: 'Please select a purpose of journey' } },
    { rule: 'treats a purpose id of 0 as none', state: { purposeOfJourneyId: 0 }, ctx: { firm: makeBookingFirm({ firmPreferences: { purposeOfJourney: true }, purposeOfJourney: purposes }) }, errors: { purposeOfJourneyId: 'Please select a purpose of journey' } },
    { rule: 'does not require a purpose when the firm defines none', state: { purposeOfJourneyId: null }, ctx: { firm: makeBookingFirm({ firmPreferences: { purposeOfJourney: true } }) }, errors: {} },
    { rule: 'does not require a purpose when the preference is off', state: { purposeOfJourneyId: null }, ctx: { firm: makeBookingFirm({ purposeOfJourney: purposes }) }, errors: {} },
    { rule: 'requires each mandatory cost allocation', state: {}, ctx: { firm: makeBookingFirm({ costAllocations: [makeFirmCostAllocation({ displayName: 'Cost center' })] }) }, errors: { 'costAllocations.Cost Center': 'Please specify Cost center value' } },
    { rule: 'refuses an empty code value', state: { costAllocations: [{ codeValue: ' ', description: null, costAllocationCodeId: 1, costAllocationType: 'Cost Center' }] }, ctx: { firm: makeBookingFirm({ costAllocations: [makeFirmCostAllocation({ displayName: 'Cost center' })] }) }, errors: { 'costAllocations.Cost Center': 'Please specify Cost center value' } },
    { rule: 'accepts a mandatory cost allocation with a code', state: { costAllocations: [{ codeValue: 'CC-1', description: null, costAllocationCodeId: 1, costAllocationType: 'Cost Center' }] }, ctx: { firm: makeBookingFirm({ costAllocations: [makeFirmCostAllocation()] }) }, errors: {} },
    { rule: 'does not require optional cost allocations', state: {}, ctx: { firm: makeBookingFirm({ costAllocations: [makeFirmCostAllocation({ isMandatory: false })] }) }, errors: {} },
    { rule: 'asks SG2 firms only for cost center', state: {}, ctx: { firm: makeBookingFirm({ costAllocations: [makeFirmCostAllocation({ costAllocationType: 'Project Code', displayName: 'Project' })] }) }, errors: {} },
    { rule: 'asks other firms for every mandatory type', state: {}, ctx: { firm: makeBookingFirm({ firmBillingProfile: { billingSystem: 'FN' }, costAllocations: [makeFirmCostAllocation({ costAllocationType: 'Project Code', displayName: 'Project' })] }) }, errors: { 'costAllocations.Project Code': 'Please specify Project value' } },
  ];
  it.each(rows)('$rule', ({ state, ctx: extra, errors }) => {
    expect(validatePassengerStep(makeBooking(state), { ...ctx, ...extra })).toEqual(errors);
  });
});

const jfkFlight = (overrides: Partial<NonNullable<AddressStop['flight']>> = {}): NonNullable<AddressStop['flight']> => ({
  isCommercial: true, flightCode: 'BA117', terminal: null, airportTerminals: [],
  flightInfo: { arrivalAirportCode: 'jfk', departureAirportCode: 'LHR' }, ...overrides,
});

describe('validateDateLocationStep (spec 001 §5 Date and time, Pickup, Stops, Drop-off)', () => {
  const purposeFirm = makeBookingFirm({ purposeOfJourney: purposes });
  const rows: Row[] = [
    { rule: 'accepts a dated trip from an address to another', state: {}, errors: {} },
    { rule: 'requires date and time', state: { date: null, time: '' }, errors: { date: 'Please select a pickup date', time: 'Please select a pickup time' } },
    { rule: "refuses an 'Invalid date'", state: { date: 'Invalid date', time: 'Invalid date' }, errors: { date: 'Please select a pickup date', time: 'Please select a pickup time' } },
    { rule: 'does not need date and time for ASAP', state: { date: null, time: null, isAsap: true }, errors: {} },
    { rule: "refuses a pickup outside the purpose's time window", state: { purposeOfJourneyId: 5, time: '19:00' }, ctx: { firm: purposeFirm }, errors: { time: 'Pickup time must be between 08:00 and 18:00 for this purpose of journey' } },
    { rule: "accepts a pickup inside the purpose's time window", state: { purposeOfJourneyId: 5, time: '18:00' }, ctx: { firm: purposeFirm }, errors: {} },
    { rule: 'accepts a window that runs past midnight', state: { purposeOfJourneyId: 4, time: '23:30' }, ctx: { firm: purposeFirm }, errors: {} },
    { rule: 'refuses midday in a night window', state: { purposeOfJourneyId: 4, time: '12:00' }, ctx: { firm: purposeFirm }, errors: { time: 'Pickup time must be between 20:00 and 06:00 for this purpose of journey' } },
    // issue 12: a 12-hour user read '20:00 and 06:00'.
    { rule: "says the window on the user's 12-hour clock", state: { purposeOfJourneyId: 4, time: '12:00' }, ctx: { firm: purposeFirm, timeFormat: '12Hours' }, errors: { time: 'Pickup time must be between 8:00 PM and 6:00 AM for this purpose of journey' } },
    { rule: "says the window on the user's 24-hour clock", state: { purposeOfJourneyId: 5, time: '19:00' }, ctx: { firm: purposeFirm, timeFormat: '24Hours' }, errors: { time: 'Pickup time must be between 08:00 and 18:00 for this purpose of journey' } },
    { rule: 'checks an ASAP pickup against the window at the pickup timezone', state: { purposeOfJourneyId: 5, isAsap: true, date: null, time: null, pickUpTz: 'America/New_York' }, ctx: { firm: purposeFirm, now: new Date('2030-01-01T03:00:00Z') }, errors: { time: 'Pickup time must be between 08:00 and 18:00 for this purpose of journey' } },
    { rule: 'requires an exact pickup point', state: { exactPickupPoint: ' ' }, errors: { exactPickupPoint: 'Exact pickup point is required' } },
    { rule: 'bounds the exact pickup point (issue 11)', state: { exactPickupPoint: 'x'.repeat(301) }, errors: { exactPickupPoint: 'Use at most 300 characters' } },
    { rule: 'bounds special accommodations (issue 11)', state: { specialAccommodations: 'x'.repeat(1001) }, errors: { specialAccommodations: 'Use at most 1,000 characters' } },
    { rule: 'requires a pickup address', state: { pickUpAddress: null }, errors: { pickUpAddress: 'Address is not valid' } },
    { rule: 'requires a Google place id at pickup', state: { pickUpAddress: makeAddress({}, { googlePlaceId: null }) }, errors: { pickUpAddress: 'Address is not valid' } },
    { rule: 'refuses an InvalidPlace pickup', state: { pickUpAddress: makeAddress({ placeValidationStatus: 'InvalidPlace' }) }, errors: { pickUpAddress: 'Address is not valid' } },
    { rule: 'asks for the street number of a specific address with missing params', state: { pickUpAddress: makeAddress({ placeValidationStatus: 'MissingParams' }) }, errors: { 'pickUpAddress.manualNameOrNumber': 'Missing street number or building name' } },
    { rule: 'accepts a typed street number or building name', state: { pickUpAddress: makeAddress({ placeValidationStatus: 'MissingParams' }, { manualNameOrNumber: 'Tower B' }) }, errors: {} },
    { rule: 'accepts a commercial flight arriving at the pickup airport (any case)', state: { pickUpAddress: makeAirport('JFK', { flight: jfkFlight() }) }, errors: {} },
    { rule: 'requires the flight code of a commercial flight', state: { pickUpAddress: makeAirport('JFK', { flight: jfkFlight({ flightCode: null }) }) }, errors: { 'pickUpAddress.flight': 'Please select a flight' } },
    { rule: 'requires the flight info of a commercial flight', state: { pickUpAddress: makeAirport('JFK', { flight: jfkFlight({ flightInfo: null }) }) }, errors: { 'pickUpAddress.flight': 'Please select a flight' } },
    { rule: 'requires the airport iata code for a commercial flight', state: { pickUpAddress: makeAddress({ addressType: 'AIRPORT', flight: jfkFlight() }) }, errors: { 'pickUpAddress.flight': 'Please select a flight' } },
    { rule: 'refuses a flight arriving at another airport', state: { pickUpAddress: makeAirport('EWR', { flight: jfkFlight() }) }, errors: { 'pickUpAddress.flight': 'This flight does not arrive at the pickup airport' } },
    { rule: 'needs no terminal at a non-commercial airport that does not require one', state: { pickUpAddress: makeAirport('JFK', { flight: jfkFlight({ isCommercial: false, flightCode: null }) }) }, ctx: {}, errors: {} },
    { rule: 'needs a terminal where the airport requires one', state: { pickUpAddress: { ...makeAirport('TEB'), place: { ...makeAirport('TEB').place, isTerminalRequired: true } } }, errors: { 'pickUpAddress.terminal': 'Please select a terminal' } },
    { rule: 'accepts a chosen terminal', state: { pickUpAddress: { ...makeAirport('TEB', { flight: jfkFlight({ isCommercial: false, terminal: 'FBO' }) }), place: { ...makeAirport('TEB').place, isTerminalRequired: true } } }, errors: {} },
    { rule: 'requires each stop to have a place', state: { stops: [makeAddress({ stopType: 'stop', place: null })] }, errors: { 'stops.0': 'Address is not valid' } },
    { rule: 'refuses an InvalidPlace stop', state: { stops: [makeAddress({ stopType: 'stop' }), makeAddress({ stopType: 'stop', placeValidationStatus: 'InvalidPlace' })] }, errors: { 'stops.1': 'Address is not valid' } },
    { rule: 'requires a drop-off for a regular trip', state: { dropOffAddress: null }, errors: { dropOffAddress: 'Address is not valid' } },
    { rule: 'requires a drop-off for a time job', state: { reservationType: 'timeJob', timeJobHours: 2, dropOffAddress: null }, errors: { dropOffAddress: 'Address is not valid' } },
    { rule: 'does not require a drop-off as directed', state: { reservationType: 'asDirected', dropOffAddress: null }, errors: {} },
    { rule: 'checks the drop-off flight against the departure airport', state: { dropOffAddress: makeAirport('JFK', { stopType: 'dropoff', flight: jfkFlight() }) }, errors: { 'dropOffAddress.flight': 'This flight does not depart from the drop-off airport' } },
    { rule: 'accepts a flight departing from the drop-off airport', state: { dropOffAddress: makeAirport('LHR', { stopType: 'dropoff', flight: jfkFlight() }) }, errors: {} },
    { rule: 'requires hours for a time job', state: { reservationType: 'timeJob', timeJobHours: 0 }, errors: { timeJobHours: 'Please enter the number of hours' } },
  ];
  it.each(rows)('$rule', ({ state, ctx: extra, errors }) => {
    expect(validateDateLocationStep(makeBooking(state), { ...ctx, ...extra })).toEqual(errors);
  });
});

describe('validateCarPaymentStep (spec 001 §5 Payment and car service)', () => {
  const fn = makeBookingFirm({ firmBillingProfile: { billingSystem: 'FN' } });
  const rows: Row[] = [
    { rule: 'accepts a valid card and a car service', state: {}, errors: {} },
    { rule: 'refuses an expired card', state: { creditCard: makeCardEntry({}, '2029-12-31') }, errors: { creditCard: 'This credit card has expired' } },
    { rule: 'treats a card expiring exactly now as expired', state: { creditCard: makeCardEntry({}, '2030-01-01T12:00:00Z') }, errors: { creditCard: 'This credit card has expired' } },
    { rule: 'refuses a card with id 0', state: { creditCard: makeCardEntry({ userCreditCardId: 0 }) }, errors: { paymentOption: 'Please select a payment method' } },
    { rule: 'requires a payment method', state: { paymentOption: null, creditCard: null }, errors: { paymentOption: 'Please select a payment method' } },
    { rule: 'accepts pay by company', state: { paymentOption: 'DB', creditCard: null }, errors: {} },
    { rule: 'accepts bill-company on FN', state: { paymentOption: null, creditCard: null, billCompany: true }, ctx: { firm: fn }, errors: {} },
    { rule: 'ignores bill-company off FN', state: { paymentOption: null, creditCard: null, billCompany: true }, errors: { paymentOption: 'Please select a payment method' } },
    { rule: 'requires a car service', state: { chosenCarService: null }, errors: { chosenCarService: 'Please select a car service' } },
    { rule: 'requires a booking account service id', state: { chosenCarService: makeCarService({ bookingAccountServiceId: 0 }) }, errors: { chosenCarService: 'Please select a car service' } },
    { rule: 'refuses a filtered-out car service', state: { chosenCarService: makeCarService({ isFilteredOut: true }) }, errors: { chosenCarService: 'Please select a car service' } },
    { rule: 'needs a card or company billing for a flight booking', state: { paymentOption: null, creditCard: null, billCompany: true, pickUpAddress: makeAirport('JFK', { flight: jfkFlight() }) }, ctx: { firm: fn }, errors: { paymentOption: 'Flight bookings need a credit card or company billing' } },
    { rule: 'accepts a flight booking paid by company', state: { paymentOption: 'DB', creditCard: null, pickUpAddress: makeAirport('JFK', { flight: jfkFlight() }) }, errors: {} },
    { rule: 'refuses an imported card for a personal purpose where the firm says so', state: { creditCard: makeCardEntry({ isImported: true }), purposeOfJourneyId: 6 }, ctx: { firm: makeBookingFirm({ purposeOfJourney: purposes }), refuseImportedCardForPersonalPurpose: true }, errors: { creditCard: 'An imported card cannot be used for a personal journey' } },
    { rule: 'accepts an imported card for a personal purpose elsewhere', state: { creditCard: makeCardEntry({ isImported: true }), purposeOfJourneyId: 6 }, ctx: { firm: makeBookingFirm({ purposeOfJourney: purposes }) }, errors: {} },
  ];
  it.each(rows)('$rule', ({ state, ctx: extra, errors }) => {
    expect(validateCarPaymentStep(makeBooking(state), { ...ctx, ...extra })).toEqual(errors);
  });
});

describe('validateSummaryStep', () => {
  it('re-checks every step before confirming', () => {
    const errors = validateSummaryStep(makeBooking({ authorizingEmployee: null, exactPickupPoint: null, chosenCarService: null }), ctx);
    expect(errors).toEqual({
      authorizingEmployee: 'Please select an authorizing employee',
      exactPickupPoint: 'Exact pickup point is required',
      chosenCarService: 'Please select a car service',
    });
    expect(firstStepWithErrors(errors)).toBe(1);
  });

  it('accepts a complete booking', () => {
    expect(validateSummaryStep(makeBooking(), ctx)).toEqual({});
    expect(firstStepWithErrors({})).toBeNull();
  });

  it.each([
    ['passengers.0.email', 1], ['costAllocations.Cost Center', 1], ['pickUpAddress.flight', 2], ['stops.1', 2],
    ['timeJobHours', 2], ['creditCard', 3], ['chosenCarService', 3], ['reservationNotes', 4],
  ] as const)('sends %s back to step %i', (path, step) => {
    expect(stepOfField(path)).toBe(step);
  });
});
