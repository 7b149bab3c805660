import { ADDRESS_ERRORS, STREET_NUMBER_FIELD_LABEL } from '../account/addresses.ts';
import { CONTACT_ERRORS } from '../account/contact-info.ts';

// The texts of the booking rules, one place. Where spec 001 (or 000 §5 for the shared address,
// email and phone checks) gives the wording it is quoted exactly and marked "spec"; the spec
// gives no wording for the others, so they are short, clear texts of our own ("designed").

export const BOOKING_ERRORS = {
  // ---- Passenger info (001 §5 Passenger) ----
  /** designed */
  fullNameRequired: 'Full name is required',
  /** designed: the rule is two words without ~ \ * $ # @ */
  fullNameNotValid: 'Please enter a first and last name, without ~ \\ * $ # @',
  /** designed */
  authorizingEmployeeRequired: 'Please select an authorizing employee',
  /** designed: used when the firm has no blockedUsersMessage of its own */
  authorizingEmployeeBlocked: 'This employee is blocked from booking rides',
  /** designed */
  emailRequired: 'Email is required',
  /** spec 000 §5 'Email is not valid' */
  emailNotValid: CONTACT_ERRORS.emailNotValid,
  /** designed */
  mobilePhoneRequired: 'Mobile phone is required',
  /** designed */
  workPhoneRequired: 'Work phone is required',
  /** spec 000 §5 'Invalid phone' */
  phoneNotValid: 'Invalid phone',
  /** designed: a package passenger where the firm preference allowPackage is off (001 §3 Firm data) */
  packageNotAllowed: 'Your company does not allow sending packages',
  /** designed */
  purposeOfJourneyRequired: 'Please select a purpose of journey',

  // ---- Date and location (001 §5 Date and time, Pickup, Stops, Drop-off) ----
  /** designed */
  dateRequired: 'Please select a pickup date',
  /** designed */
  timeRequired: 'Please select a pickup time',
  /** designed */
  exactPickupPointRequired: 'Exact pickup point is required',
  /** spec 000 §5 / 001 §5 Address (places): 'Address is not valid' */
  addressNotValid: ADDRESS_ERRORS.addressNotValid,
  /** spec 000 §5: 'Missing street number or building name' */
  missingStreetNumber: ADDRESS_ERRORS.missingStreetNumber,
  /** designed */
  flightRequired: 'Please select a flight',
  /** designed */
  flightNotArrivingHere: 'This flight does not arrive at the pickup airport',
  /** designed */
  flightNotDepartingHere: 'This flight does not depart from the drop-off airport',
  /** designed */
  terminalRequired: 'Please select a terminal',
  /** designed */
  timeJobHoursRequired: 'Please enter the number of hours',

  // ---- Car and payment (001 §5 Payment and car service) ----
  /** designed */
  paymentRequired: 'Please select a payment method',
  /** designed */
  creditCardExpired: 'This credit card has expired',
  /** designed */
  importedCardPersonalPurpose: 'An imported card cannot be used for a personal journey',
  /** designed */
  carServiceRequired: 'Please select a car service',
  /** designed */
  flightNeedsCardOrCompany: 'Flight bookings need a credit card or company billing',
} as const;

/** spec 001 §5/§8: 'Please specify {displayName} value'. */
export function costAllocationRequired(displayName: string): string {
  return `Please specify ${displayName} value`;
}

/** designed: the purpose of journey's time window ('09:00' to '17:00'). */
export function outsidePurposeTimeWindow(fromTime: string, toTime: string): string {
  return `Pickup time must be between ${fromTime} and ${toTime} for this purpose of journey`;
}

/** spec 001 §5 Address validation / issue 3: the manual field's label when a place lacks a street number. */
export const MANUAL_NAME_OR_NUMBER_LABEL = STREET_NUMBER_FIELD_LABEL;

/** spec 001 §8: the quote label when a quote is missing. */
export const QUOTE_LABELS = {
  byTheMeter: 'By the meter',
  noQuote: 'No available quote',
} as const;
