// The curb-shell dialogs (spec 000 §2 Support dialog and Other dialogs, §4, §5, §8).
export { SupportDialog } from './SupportDialog.tsx';
export { DisclaimerDialog } from './DisclaimerDialog.tsx';
export { SelfOnboardingTermsDialog } from './SelfOnboardingTermsDialog.tsx';
export { DocumentDialog } from './DocumentDialog.tsx';
