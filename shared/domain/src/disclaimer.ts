import type { Firm, FirmDocument, User } from '@curbside/contracts';

export type DisclaimerDecision =
  | { mustAccept: false }
  /** `mandatory`: the dialog cannot be closed until 'I Agree'. */
  | { mustAccept: true; mandatory: boolean; document: FirmDocument };

/**
 * spec 000 §4 Disclaimer: a firm document on the user makes 'accepted' false until
 * 'I Agree'. spec 000 §2/§6: the dialog is mandatory (cannot be closed) only if the
 * firm requires acceptance (mandatoryUserDisclaimer).
 */
export function mustAcceptDisclaimer(user: Pick<User, 'firmDocument'>, firm: Pick<Firm, 'firmPreferences'>): DisclaimerDecision {
  if (!user.firmDocument) return { mustAccept: false };
  return { mustAccept: true, mandatory: firm.firmPreferences.mandatoryUserDisclaimer, document: user.firmDocument };
}

/** spec 000 §2 Other dialogs: self-onboarding users must sign the terms through 'I Agree'. */
export function mustSignSelfOnboarding(user: Pick<User, 'shouldSignSelfOnboardingDocuments'>): boolean {
  return user.shouldSignSelfOnboardingDocuments;
}

/** spec 000 §2 Other dialogs: a pending user's first session shows the registration contact form. */
export function mustCompleteRegistration(user: Pick<User, 'isPending'>): boolean {
  return user.isPending;
}
