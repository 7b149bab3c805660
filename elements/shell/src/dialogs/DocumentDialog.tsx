import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FIRM_DOCUMENT_FALLBACK_TITLES, FirmDocumentBody, useFirmDocument, type FirmDocumentType } from './firm-document.tsx';
import { ShellDialog } from './ShellDialog.tsx';

/**
 * A firm document to read, with 'Close' (spec 000 §2 Header): 'View Terms of use' and 'View
 * general privacy policy' (self-onboarding firms) and the personal data disclaimer of the user
 * menu. Shows the firm's document of `type` (GET /users/documents?type); null hides it.
 */
export function DocumentDialog({ type, onClose }: { type: FirmDocumentType | null; onClose: () => void }) {
  // Keep the last document on screen while the hide animation runs.
  const [shownType, setShownType] = useState(type);
  if (type && type !== shownType) setShownType(type);
  const documentType = shownType ?? 'TermsOfUse';
  const firmDocument = useFirmDocument(documentType, shownType !== null);
  return (
    <ShellDialog
      label={firmDocument.document?.documentTitle || FIRM_DOCUMENT_FALLBACK_TITLES[documentType]}
      open={type !== null}
      onClose={onClose}
      actions={
        <SlButton variant="primary" onClick={onClose}>
          Close
        </SlButton>
      }
    >
      {shownType && <FirmDocumentBody {...firmDocument} />}
    </ShellDialog>
  );
}
