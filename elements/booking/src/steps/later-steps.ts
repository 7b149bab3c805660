// Steps 2 to 4 (their rules, and the confirmation after step 4), one chunk loaded after the first step shows
// (step-loader.ts): the widget's first download holds step 1 alone (issue 10).
export { CarPaymentStep } from './CarPaymentStep.tsx';
export { DateLocationStep } from './DateLocationStep.tsx';
export { SummaryStep } from './SummaryStep.tsx';
export { validateStep } from '@curbside/domain';
