import { tourStepCounts } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { stepperTours } from './stepper-tour.ts';

describe('the new booking stepper tour (000 §9, 001 §2: 1 or 2 steps)', () => {
  it.each([
    [false, ['new-stepper-steps']],
    [true, ['new-stepper-steps', 'new-stepper-chat']],
  ])('a user with the booking chat %s gets the steps %j', (hasBookingChat, ids) => {
    const steps = stepperTours(hasBookingChat).NEW_STEPPER ?? [];
    expect(steps.map((step) => step.id)).toEqual(ids);
    expect(tourStepCounts('NEW_STEPPER')).toContain(steps.length);
    expect(steps.map((step) => step.isFirstStep)).toEqual(ids.map((_, i) => i === 0));
  });

  it('explains only the stepper tour', () => {
    expect(Object.keys(stepperTours(true))).toEqual(['NEW_STEPPER']);
  });
});
