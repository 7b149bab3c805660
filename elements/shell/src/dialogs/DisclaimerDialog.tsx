import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { endpoints, type FirmDocument } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { sessionStore, showToast, useApi, useMutation } from '@curbside/ui';
import { DocumentDialog } from './DocumentDialog.tsx';
import { FIRM_DOCUMENT_FALLBACK_TITLES, FirmDocumentBody } from './firm-document.tsx';
import { sessionDialogStore, useSessionDialog } from './session-dialog-store.ts';
import { ShellDialog } from './ShellDialog.tsx';

/**
 * The personal data disclaimer (spec 000 §2 Other dialogs, §4 Disclaimer).
 * - A firm document on the user opens it by itself until 'I Agree' (POST
 *   /users/documents/:id/accept); when the firm requires acceptance (mandatoryUserDisclaimer)
 *   it cannot be closed any other way, otherwise 'Close' puts it away for this page session.
 * - `openFromMenu` (the user menu entry) shows the personal data disclaimer to read, with 'Close'.
 */
export function DisclaimerDialog({ openFromMenu, onClose }: { openFromMenu: boolean; onClose: () => void }) {
  const sessionDialog = useSessionDialog();
  const required = sessionDialog?.kind === 'disclaimer' ? sessionDialog : null;
  return (
    <>
      <RequiredDisclaimer required={required} />
      <DocumentDialog type={openFromMenu && required === null ? 'PersonalDataDisclaimer' : null} onClose={onClose} />
    </>
  );
}

function RequiredDisclaimer({ required }: { required: { mandatory: boolean; document: FirmDocument } | null }) {
  const api = useApi();
  // Keep the last document on screen while the hide animation runs.
  const [shown, setShown] = useState(required);
  if (required && (required.document !== shown?.document || required.mandatory !== shown.mandatory)) setShown(required);
  const accept = useMutation({
    mutationFn: (firmDocumentId: number) => api.call(endpoints.users.acceptDocument, { params: { id: firmDocumentId } }),
    onSuccess: () => {
      // spec 000 §4: accepted; the user no longer carries a firm document to accept.
      const { userData, setUserData } = sessionStore.getState();
      if (userData) setUserData({ ...userData, user: { ...userData.user, firmDocument: null } });
    },
    onError: (error) => showToast(errorText(error), 'danger'),
  });
  if (!shown) return null;
  const { document, mandatory } = shown;
  const dismiss = () => sessionDialogStore.getState().dismissDisclaimer(document.firmDocumentId);
  return (
    <ShellDialog
      label={document.documentTitle || FIRM_DOCUMENT_FALLBACK_TITLES.PersonalDataDisclaimer}
      open={required !== null}
      mandatory={mandatory}
      onClose={dismiss}
      actions={
        <>
          {!mandatory && <SlButton onClick={dismiss}>Close</SlButton>}
          <SlButton variant="primary" loading={accept.isPending} onClick={() => accept.mutate(document.firmDocumentId)}>
            I Agree
          </SlButton>
        </>
      }
    >
      <FirmDocumentBody document={document} />
    </ShellDialog>
  );
}
