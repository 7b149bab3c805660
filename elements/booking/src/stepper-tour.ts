import type { TourStepDefinition } from '@curbside/domain';
import type { TourSteps } from '@curbside/ui';

// The new booking stepper tour (000 §9, 001 §2: NEW_STEPPER, 1 or 2 steps), named by the server
// right after the new user tour and shown on a new booking. The spec gives no texts; these say
// what the parts are for. The second step is for users with the booking chat (000 §3 features.ai).

/** Where the cards point, in curb-booking's shadow root: the step list (or, narrow, its one-line form) and the step's title. */
export const STEPPER_TOUR_TARGETS = {
  steps: '.stepper nav.steps, .stepper .steps-compact',
  stepTitle: '.stepper .step-title',
} as const;

const STEPS_STEP: TourStepDefinition = {
  id: 'new-stepper-steps',
  title: 'Book in four steps',
  text: 'Who travels, then when and where, then the car and how to pay, and a summary to check before you book. Select a step you have done to go back to it.',
  attachTo: STEPPER_TOUR_TARGETS.steps,
  placement: 'bottom',
  isFirstStep: true,
  isCompleted: false,
};

const CHAT_STEP: TourStepDefinition = {
  id: 'new-stepper-chat',
  title: 'Or say it in one sentence',
  text: "Open the Assistant at the top of the page and describe the ride, for example 'a car from JFK to the office tomorrow at 9': it fills these steps and takes you to the car and payment step.",
  attachTo: STEPPER_TOUR_TARGETS.stepTitle,
  placement: 'bottom',
  isFirstStep: false,
  isCompleted: false,
};

const WITHOUT_CHAT: TourSteps = { NEW_STEPPER: [STEPS_STEP] };
const WITH_CHAT: TourSteps = { NEW_STEPPER: [STEPS_STEP, CHAT_STEP] };

/** The stepper tour of a user: its second step only where the user has the booking chat. */
export function stepperTours(hasBookingChat: boolean): TourSteps {
  return hasBookingChat ? WITH_CHAT : WITHOUT_CHAT;
}
