// Steps 2 to 4 (and the confirmation after step 4) and the rules of every step, one chunk loaded
// after the first step shows (step-loader.ts): the widget's first download holds step 1's form
// alone (issue 10). The rules are one module with the card and date rules of the later steps, so
// step 1's Next asks for them here too (the chunk is there by then: it loads as the user starts).
// The unfinished-booking banner, with its date formatting, is in the chunk too.
export { CarPaymentStep } from './CarPaymentStep.tsx';
export { DateLocationStep } from './DateLocationStep.tsx';
export { SummaryStep } from './SummaryStep.tsx';
export { DraftBanner } from '../DraftBanner.tsx';
export { carServicesTripKey, startCarServicesLoad } from './car/car-services-load.ts';
export { stepOfField, toReservationRequest, validatePassengerStep, validateStep } from '@curbside/domain';
