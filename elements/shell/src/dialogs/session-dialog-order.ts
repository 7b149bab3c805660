import type { Firm, FirmDocument, User } from '@curbside/contracts';
import { mustAcceptDisclaimer, mustCompleteRegistration, mustSignSelfOnboarding } from '@curbside/domain';

/** The dialog the session itself opens, one at a time (spec 000 §2 Other dialogs). */
export type SessionDialog =
  | { kind: 'disclaimer'; mandatory: boolean; document: FirmDocument }
  | { kind: 'selfOnboardingTerms' };

export interface SessionDialogInput {
  user: Pick<User, 'firmDocument' | 'shouldSignSelfOnboardingDocuments'> | null;
  /** Null until GET /users/firmData answers (or when it failed). */
  firm: Pick<Firm, 'firmPreferences'> | null;
  /** The disclaimer the user closed without agreeing (only possible when it is not mandatory). */
  dismissedDisclaimerId: number | null;
}

/**
 * Which session dialog shows now: the disclaimer first (spec 000 §4: a firm document on the
 * user keeps 'accepted' false until 'I Agree'), then the self-onboarding terms (000 §2).
 * Without the firm we cannot know whether the firm requires acceptance, so the disclaimer is
 * treated as mandatory rather than letting a required acceptance be closed.
 */
export function sessionDialogToShow({ user, firm, dismissedDisclaimerId }: SessionDialogInput): SessionDialog | null {
  if (!user) return null;
  if (user.firmDocument) {
    const decision = firm ? mustAcceptDisclaimer(user, firm) : null;
    const mandatory = decision?.mustAccept ? decision.mandatory : true;
    if (mandatory || user.firmDocument.firmDocumentId !== dismissedDisclaimerId) {
      return { kind: 'disclaimer', mandatory, document: user.firmDocument };
    }
  }
  if (mustSignSelfOnboarding(user)) return { kind: 'selfOnboardingTerms' };
  return null;
}

/**
 * Product tours wait while a session dialog or the pending user's registration form
 * (spec 000 §2) is in front of the app: a tour card pointing at a covered shell is noise.
 */
export function blocksProductTour(user: Pick<User, 'isPending'>, dialog: SessionDialog | null): boolean {
  return dialog !== null || mustCompleteRegistration(user);
}
