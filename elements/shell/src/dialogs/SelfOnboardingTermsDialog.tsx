import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { sessionStore, showToast, useApi, useMutation } from '@curbside/ui';
import { FirmDocumentBody, useFirmDocument } from './firm-document.tsx';
import { useSessionDialog } from './session-dialog-store.ts';
import { ShellDialog } from './ShellDialog.tsx';

/**
 * spec 000 §2 Other dialogs: 'Self-onboarding users must sign the terms through 'I Agree''.
 * Shown (mandatory, after any disclaimer) while user.shouldSignSelfOnboardingDocuments: the
 * firm's terms of use, and 'I Agree' -> POST /users/documents/selfOnBoarding/sign.
 */
export function SelfOnboardingTermsDialog() {
  const api = useApi();
  const open = useSessionDialog()?.kind === 'selfOnboardingTerms';
  const terms = useFirmDocument('TermsOfUse', open);
  const sign = useMutation({
    mutationFn: () => api.call(endpoints.users.signSelfOnboarding),
    onSuccess: () => {
      const { userData, setUserData } = sessionStore.getState();
      if (userData) setUserData({ ...userData, user: { ...userData.user, shouldSignSelfOnboardingDocuments: false } });
    },
    onError: (error) => showToast(errorText(error), 'danger'),
  });
  return (
    <ShellDialog
      label="Terms of use"
      open={open}
      mandatory
      actions={
        // Agreeing to terms the user could not read means nothing: wait for the document.
        <SlButton variant="primary" disabled={terms.status !== 'success'} loading={sign.isPending} onClick={() => sign.mutate()}>
          I Agree
        </SlButton>
      }
    >
      <FirmDocumentBody {...terms} />
    </ShellDialog>
  );
}
