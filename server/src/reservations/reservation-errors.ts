import { BOOKING_ERRORS as RULE_ERRORS } from '@curbside/domain';

/** Messages of the reservation calls (001 §8: create, edit and cancel failure texts are not shown; designed). */
export const RESERVATION_ERRORS = {
  noPassenger: RULE_ERRORS.fullNameRequired,
  noPickup: RULE_ERRORS.addressNotValid,
  noDropoff: RULE_ERRORS.addressNotValid,
  noDateTime: RULE_ERRORS.dateRequired,
  pickupPassed: 'The pickup time has already passed',
  noCarService: RULE_ERRORS.carServiceRequired,
  serviceUnavailable: 'This car service is not available for this trip',
  quoteMissing: 'The quote is no longer available. Please choose the car service again',
  noPayment: RULE_ERRORS.paymentRequired,
  cardNotFound: 'Credit card not found',
  cardExpired: RULE_ERRORS.creditCardExpired,
  noDirectBill: 'Your firm does not allow billing to the company',
  notEditable: 'This booking can no longer be changed',
  notCancelable: 'This booking can no longer be canceled',
  cardChangeRefused: 'The credit card of this booking can no longer be changed',
  cancelAndCreate: 'Changing the car provider, the vehicle type or the pickup cancels this booking and books a new one',
} as const;
