import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { endpoints, type FirmDocument } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { sessionStore, showToast, useApi, useMutation } from '@curbside/ui';
import { dialogsCss } from './dialogs.css.ts';
import { FIRM_DOCUMENT_FALLBACK_TITLES, FirmDocumentBody, useFirmDocument } from './firm-document.tsx';
import { sessionDialogStore, useSessionDialog } from './session-dialog-store.ts';
import { useShadowStyles } from './use-shadow-styles.ts';

/**
 * The personal data disclaimer (spec 000 §2 Other dialogs, §4 Disclaimer).
 * - A firm document on the user opens it by itself until 'I Agree' (POST
 *   /users/documents/:id/accept); when the firm requires acceptance (mandatoryUserDisclaimer)
 *   it cannot be closed any other way, otherwise 'Close' puts it away for this page session.
 * - `openFromMenu` (the user menu entry) shows the personal data disclaimer to read, with 'Close'.
 */
export function DisclaimerDialog({ openFromMenu, onClose }: { openFromMenu: boolean; onClose: () => void }) {
  useShadowStyles(dialogsCss);
  const sessionDialog = useSessionDialog();
  const required = sessionDialog?.kind === 'disclaimer' ? sessionDialog : null;
  return (
    <>
      <RequiredDisclaimer required={required} />
      <PersonalDataDisclaimer open={openFromMenu && required === null} onClose={onClose} />
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
    <SlDialog
      className={`curb-shell-dialog${mandatory ? ' curb-shell-dialog--mandatory' : ''}`}
      label={document.documentTitle || FIRM_DOCUMENT_FALLBACK_TITLES.PersonalDataDisclaimer}
      open={required !== null}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Mandatory: Escape, the overlay and the close button do nothing until 'I Agree'.
        if (mandatory) event.preventDefault();
        else dismiss();
      }}
    >
      <FirmDocumentBody document={document} />
      <div slot="footer" className="curb-dialog-actions">
        {!mandatory && <SlButton onClick={dismiss}>Close</SlButton>}
        <SlButton variant="primary" loading={accept.isPending} onClick={() => accept.mutate(document.firmDocumentId)}>
          I Agree
        </SlButton>
      </div>
    </SlDialog>
  );
}

function PersonalDataDisclaimer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const disclaimer = useFirmDocument('PersonalDataDisclaimer', open);
  return (
    <SlDialog
      className="curb-shell-dialog"
      label={disclaimer.document?.documentTitle || FIRM_DOCUMENT_FALLBACK_TITLES.PersonalDataDisclaimer}
      open={open}
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <FirmDocumentBody
        document={disclaimer.document}
        status={disclaimer.status}
        error={disclaimer.error}
        onRetry={disclaimer.refetch}
      />
      <div slot="footer" className="curb-dialog-actions">
        <SlButton variant="primary" onClick={onClose}>
          Close
        </SlButton>
      </div>
    </SlDialog>
  );
}
