import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS, canVisitStep, errorAt, firstInvalidField, nextStep, previousStep } from './stepper-logic.ts';

describe('stepper steps', () => {
  it('names the four steps of spec 001 §2 in order', () => {
    expect(BOOKING_STEPS.map((s) => `${s.step} ${s.label}`)).toEqual([
      '1 Passenger info', '2 Date and location', '3 Car and payment', '4 Summary',
    ]);
  });

  it('lets the step header go back to earlier steps only', () => {
    expect(canVisitStep(1, 3)).toBe(true);
    expect(canVisitStep(2, 3)).toBe(true);
    expect(canVisitStep(3, 3)).toBe(false);
    expect(canVisitStep(4, 2)).toBe(false);
  });

  it('moves one step at a time and stays within 1 to 4', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });
});

describe('firstInvalidField', () => {
  const fields = ['authorizingEmployee', 'passengers.0.fullName', 'passengers.0.email', 'pickUpAddress', 'pickUpAddress.flight'];

  it('focuses the first field on the page that has an error of its own', () => {
    expect(firstInvalidField(fields, { 'passengers.0.email': 'Email is required', 'passengers.0.fullName': 'Full name is required' }))
      .toBe('passengers.0.fullName');
  });

  it('prefers a field with its own error over an enclosing field', () => {
    expect(firstInvalidField(fields, { 'pickUpAddress.flight': 'Please select a flight' })).toBe('pickUpAddress.flight');
  });

  it('falls back to the field holding the error when the exact input is not shown', () => {
    expect(firstInvalidField(['passengers.1', 'pickUpAddress'], { 'passengers.1.email': 'Email is not valid' })).toBe('passengers.1');
  });

  it('gives null without errors or without a matching field', () => {
    expect(firstInvalidField(fields, {})).toBeNull();
    expect(firstInvalidField(fields, { timeJobHours: 'Please enter the number of hours' })).toBeNull();
  });

  it('shows a field only its own message', () => {
    expect(errorAt({ 'pickUpAddress.flight': 'x' }, 'pickUpAddress')).toBeNull();
    expect(errorAt({ pickUpAddress: 'Address is not valid' }, 'pickUpAddress')).toBe('Address is not valid');
  });
});
