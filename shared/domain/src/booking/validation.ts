import { TEXT_LIMITS, tooLongMessage, type AddressStop, type Firm, type TimeFormat } from '@curbside/contracts';
import { isCardExpired } from '../account/cards.ts';
import { isValidEmail } from '../account/contact-info.ts';
import { isValidPhone } from '../account/phone.ts';
import { formatTime } from '../dates.ts';
import { isAirportAddress } from './exact-pickup.ts';
import { BOOKING_ERRORS, costAllocationRequired, outsidePurposeTimeWindow } from './messages.ts';
import type { BookingStep, BookingStepperFields, ValidationErrors } from './stepper-fields.ts';

// spec 001 §5 Validation rules, one validator per stepper step. Each returns field path ->
// message; an empty object means the step may be left. Paths follow the stepper fields
// ('passengers.0.email', 'pickUpAddress.flight', 'costAllocations.Cost Center').

export interface BookingValidationContext {
  /** The firm of the booking; null is treated as the strictest firm (both phones mandatory). */
  firm: Pick<Firm, 'firmPreferences' | 'firmBillingProfile' | 'costAllocations' | 'purposeOfJourney'> | null;
  /** Now, for expired cards and an ASAP pickup inside a purpose time window. Default: the current time. */
  now?: Date;
  /**
   * 001 §5: 'An imported card is invalid for a personal purpose for one specific corporate
   * firm.' The firm is not named in the spec, so the caller says when it applies.
   */
  refuseImportedCardForPersonalPurpose?: boolean;
  /** The user's clock (000 §5 preferences) for the times a message shows; default 24-hour. */
  timeFormat?: TimeFormat | string | null;
}

const FORBIDDEN_NAME_CHARACTERS = /[~\\*$#@]/;

/** 001 §5: at least two whitespace-separated words, none of ~ \ * $ # @. */
export function isValidFullName(fullName: string | null | undefined): boolean {
  const text = fullName?.trim() ?? '';
  return text.split(/\s+/).filter(Boolean).length >= 2 && !FORBIDDEN_NAME_CHARACTERS.test(text);
}

function isBlank(value: string | null | undefined): boolean {
  return !value?.trim();
}

// ---- Step 1: passenger info ----

export function validatePassengerStep(state: BookingStepperFields, ctx: BookingValidationContext): ValidationErrors {
  const errors: ValidationErrors = {};
  const prefs = ctx.firm?.firmPreferences;

  const employee = state.authorizingEmployee;
  if (!employee || isBlank(employee.fullName)) {
    errors.authorizingEmployee = BOOKING_ERRORS.authorizingEmployeeRequired;
  } else if (employee.isBlockedUser) {
    errors.authorizingEmployee = prefs?.blockedUsersMessage?.trim() || BOOKING_ERRORS.authorizingEmployeeBlocked;
  }

  state.passengers.forEach((passenger, index) => {
    const path = `passengers.${index}`;
    const isMain = index === 0;
    if (passenger.isPackage && !prefs?.allowPackage) errors[path] = BOOKING_ERRORS.packageNotAllowed;
    if (!passenger.isPackage) {
      if (isBlank(passenger.fullName)) errors[`${path}.fullName`] = BOOKING_ERRORS.fullNameRequired;
      else if (!isValidFullName(passenger.fullName)) errors[`${path}.fullName`] = BOOKING_ERRORS.fullNameNotValid;
    }

    if (isBlank(passenger.email)) {
      if (isMain) errors[`${path}.email`] = BOOKING_ERRORS.emailRequired;
    } else if (!isValidEmail(passenger.email)) {
      errors[`${path}.email`] = BOOKING_ERRORS.emailNotValid;
    }

    const phones = [
      { field: 'mobilePhone', value: passenger.mobilePhone, mandatory: prefs?.mandatoryMobilePhone ?? true, required: BOOKING_ERRORS.mobilePhoneRequired },
      { field: 'workPhone', value: passenger.workPhone, mandatory: prefs?.mandatoryWorkPhone ?? true, required: BOOKING_ERRORS.workPhoneRequired },
    ] as const;
    for (const phone of phones) {
      if (isBlank(phone.value)) {
        if (isMain && phone.mandatory) errors[`${path}.${phone.field}`] = phone.required;
      } else if (!isValidPhone(phone.value)) {
        // Without a country calling code ('code-number' or '+...') the number does not parse.
        errors[`${path}.${phone.field}`] = BOOKING_ERRORS.phoneNotValid;
      }
    }
  });

  state.emailAddresses.forEach((email, index) => {
    if (!isValidEmail(email)) errors[`emailAddresses.${index}`] = BOOKING_ERRORS.emailNotValid;
  });

  const purposes = ctx.firm?.purposeOfJourney ?? [];
  if (prefs?.purposeOfJourney && purposes.length > 0 && !((state.purposeOfJourneyId ?? 0) > 0)) {
    errors.purposeOfJourneyId = BOOKING_ERRORS.purposeOfJourneyRequired;
  }

  for (const config of mandatoryCostAllocations(ctx)) {
    const code = state.costAllocations.find((c) => c.costAllocationType === config.costAllocationType);
    if (isBlank(code?.codeValue)) {
      errors[`costAllocations.${config.costAllocationType}`] = costAllocationRequired(config.displayName);
    }
  }
  return errors;
}

/** 001 §3: SG2 firms support only cost center allocations; hidden ones cannot be filled in. */
function mandatoryCostAllocations(ctx: BookingValidationContext) {
  const firm = ctx.firm;
  if (!firm) return [];
  const sg2 = firm.firmBillingProfile.billingSystem === 'SG2';
  return firm.costAllocations.filter(
    (c) => c.isMandatory && !c.isHidden && (!sg2 || c.costAllocationType === 'Cost Center'),
  );
}

// ---- Step 2: date and location ----

const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/;

/** '09:05', '09:05:00' or '9:05 PM' -> minutes after midnight; null when not a time. */
export function clockMinutes(text: string | null | undefined): number | null {
  const match = CLOCK.exec(text?.trim() ?? '');
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** A window may run past midnight (from 22:00 to 06:00). */
export function isInTimeWindow(time: string, fromTime: string, toTime: string): boolean {
  const t = clockMinutes(time);
  const from = clockMinutes(fromTime);
  const to = clockMinutes(toTime);
  if (t === null || from === null || to === null) return true;
  return from <= to ? t >= from && t <= to : t >= from || t <= to;
}

/** A window edge ('21:00') on the user's clock ('9:00 PM' for 12-hour); as written when it does not parse. */
function clockText(clock: string, timeFormat: BookingValidationContext['timeFormat']): string {
  const minutes = clockMinutes(clock);
  if (minutes === null) return clock;
  return formatTime(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60), timeFormat);
}

function isMissingDatePart(value: string | null): boolean {
  return isBlank(value) || value?.trim() === 'Invalid date';
}

/** The clock time of `now` at the pickup (for an ASAP pickup). */
function clockAt(now: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timeZone ?? 'UTC' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(now);
  }
}

type FlightDirection = 'arrival' | 'departure';

/**
 * 001 §5 Pickup / Drop-off: a Google place id and a status other than InvalidPlace; at an
 * airport a commercial flight needs iata code, flight code and flight info whose arrival
 * (pickup) or departure (drop-off) airport is this one, case-insensitively; a non-commercial
 * airport that requires a terminal needs one; a specific address with missing params needs
 * manualNameOrNumber.
 */
function addressErrors(address: AddressStop | null, path: string, direction: FlightDirection): ValidationErrors {
  const place = address?.place;
  if (!address || !place || isBlank(place.googlePlaceId) || address.placeValidationStatus === 'InvalidPlace') {
    return { [path]: BOOKING_ERRORS.addressNotValid };
  }
  const errors: ValidationErrors = {};
  if (isAirportAddress(address)) {
    const flight = address.flight;
    if (flight?.isCommercial) {
      const info = flight.flightInfo;
      if (isBlank(place.iataCode) || isBlank(flight.flightCode) || !info) {
        errors[`${path}.flight`] = BOOKING_ERRORS.flightRequired;
      } else {
        const flightAirport = direction === 'arrival' ? info.arrivalAirportCode : info.departureAirportCode;
        if (flightAirport.trim().toLowerCase() !== (place.iataCode ?? '').trim().toLowerCase()) {
          errors[`${path}.flight`] = direction === 'arrival' ? BOOKING_ERRORS.flightNotArrivingHere : BOOKING_ERRORS.flightNotDepartingHere;
        }
      }
    } else if (place.isTerminalRequired && isBlank(flight?.terminal)) {
      errors[`${path}.terminal`] = BOOKING_ERRORS.terminalRequired;
    }
  }
  if (address.addressType === 'SPECIFIC_ADDRESS' && address.placeValidationStatus === 'MissingParams' && isBlank(place.manualNameOrNumber)) {
    errors[`${path}.manualNameOrNumber`] = BOOKING_ERRORS.missingStreetNumber;
  }
  return errors;
}

export function validateDateLocationStep(state: BookingStepperFields, ctx: BookingValidationContext): ValidationErrors {
  const errors: ValidationErrors = {};
  if (!state.isAsap) {
    if (isMissingDatePart(state.date)) errors.date = BOOKING_ERRORS.dateRequired;
    if (isMissingDatePart(state.time)) errors.time = BOOKING_ERRORS.timeRequired;
  }

  const purpose = ctx.firm?.purposeOfJourney.find((p) => p.firmPurposeOfJourneyId === state.purposeOfJourneyId);
  const fromTime = purpose?.specificData?.fromTime;
  const toTime = purpose?.specificData?.toTime;
  if (fromTime && toTime) {
    const pickupClock = state.isAsap ? clockAt(ctx.now ?? new Date(), state.pickUpTz) : state.time;
    if (pickupClock && !isMissingDatePart(pickupClock) && !isInTimeWindow(pickupClock, fromTime, toTime)) {
      errors.time = outsidePurposeTimeWindow(clockText(fromTime, ctx.timeFormat), clockText(toTime, ctx.timeFormat));
    }
  }

  if (isBlank(state.exactPickupPoint)) errors.exactPickupPoint = BOOKING_ERRORS.exactPickupPointRequired;
  else if ((state.exactPickupPoint ?? '').length > TEXT_LIMITS.address) errors.exactPickupPoint = tooLongMessage(TEXT_LIMITS.address);
  if ((state.specialAccommodations ?? '').length > TEXT_LIMITS.note) errors.specialAccommodations = tooLongMessage(TEXT_LIMITS.note);
  Object.assign(errors, addressErrors(state.pickUpAddress, 'pickUpAddress', 'arrival'));

  state.stops.forEach((stop, index) => {
    if (!stop.place || stop.placeValidationStatus === 'InvalidPlace') errors[`stops.${index}`] = BOOKING_ERRORS.addressNotValid;
  });

  if (state.reservationType === 'regular' || state.reservationType === 'timeJob') {
    Object.assign(errors, addressErrors(state.dropOffAddress, 'dropOffAddress', 'departure'));
  }
  if (state.reservationType === 'timeJob' && !((state.timeJobHours ?? 0) > 0)) {
    errors.timeJobHours = BOOKING_ERRORS.timeJobHoursRequired;
  }
  return errors;
}

// ---- Step 3: car and payment ----

/** A booking with a commercial flight at the pickup or the drop-off. */
export function isFlightBooking(state: Pick<BookingStepperFields, 'pickUpAddress' | 'dropOffAddress'>): boolean {
  return [state.pickUpAddress, state.dropOffAddress].some((a) => Boolean(a?.flight?.isCommercial && a.flight.flightCode));
}

export function validateCarPaymentStep(state: BookingStepperFields, ctx: BookingValidationContext): ValidationErrors {
  const errors: ValidationErrors = {};
  const now = ctx.now ?? new Date();
  const card = state.creditCard;
  const cardChosen = state.paymentOption !== 'DB' && card !== null && card.userCreditCardId > 0;
  const cardExpired = cardChosen && isCardExpired(card.card.expDate, now);
  const cardOk = cardChosen && !cardExpired;
  const payByCompany = state.paymentOption === 'DB';
  const fnBillCompany = ctx.firm?.firmBillingProfile.billingSystem === 'FN' && state.billCompany;

  if (cardExpired && !payByCompany && !fnBillCompany) errors.creditCard = BOOKING_ERRORS.creditCardExpired;
  else if (!cardOk && !payByCompany && !fnBillCompany) errors.paymentOption = BOOKING_ERRORS.paymentRequired;
  else if (isFlightBooking(state) && !cardOk && !payByCompany) {
    // 001 §5: flight bookings require a card or company billing (the FN bill-company flag alone is not enough).
    errors.paymentOption = BOOKING_ERRORS.flightNeedsCardOrCompany;
  }

  if (cardOk && card.isImported && ctx.refuseImportedCardForPersonalPurpose) {
    const purpose = ctx.firm?.purposeOfJourney.find((p) => p.firmPurposeOfJourneyId === state.purposeOfJourneyId);
    if (purpose && /personal/i.test(`${purpose.type} ${purpose.code}`)) errors.creditCard = BOOKING_ERRORS.importedCardPersonalPurpose;
  }

  const service = state.chosenCarService;
  if (!service || !(service.bookingAccountServiceId > 0) || service.isFilteredOut) {
    errors.chosenCarService = BOOKING_ERRORS.carServiceRequired;
  }
  return errors;
}

// ---- Step 4: summary ----

/** Confirming re-checks every step (a loaded or duplicated booking may never have passed them). */
export function validateSummaryStep(state: BookingStepperFields, ctx: BookingValidationContext): ValidationErrors {
  return {
    ...validatePassengerStep(state, ctx),
    ...validateDateLocationStep(state, ctx),
    ...validateCarPaymentStep(state, ctx),
  };
}

/** The validator of a step. */
export function validateStep(step: BookingStep, state: BookingStepperFields, ctx: BookingValidationContext): ValidationErrors {
  switch (step) {
    case 1: return validatePassengerStep(state, ctx);
    case 2: return validateDateLocationStep(state, ctx);
    case 3: return validateCarPaymentStep(state, ctx);
    case 4: return validateSummaryStep(state, ctx);
  }
}

const STEP_OF_FIELD: Record<string, BookingStep> = {
  authorizingEmployee: 1, passengers: 1, emailAddresses: 1, purposeOfJourneyId: 1, costAllocations: 1, preferredContactMethod: 1,
  date: 2, time: 2, isAsap: 2, exactPickupPoint: 2, specialAccommodations: 2, pickUpAddress: 2, dropOffAddress: 2, stops: 2, timeJobHours: 2,
  paymentOption: 3, creditCard: 3, billCompany: 3, chosenCarService: 3,
};

/** The step on which a field path is edited ('passengers.0.email' -> 1); 4 for anything else. */
export function stepOfField(path: string): BookingStep {
  return STEP_OF_FIELD[path.split('.')[0] ?? ''] ?? 4;
}

/** The first step holding one of the errors, to send the user back there; null when none. */
export function firstStepWithErrors(errors: ValidationErrors): BookingStep | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length === 0 ? null : (Math.min(...steps) as BookingStep);
}
