import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { dialogsCss } from './dialogs.css.ts';
import { FIRM_DOCUMENT_FALLBACK_TITLES, FirmDocumentBody, useFirmDocument } from './firm-document.tsx';
import { useShadowStyles } from './use-shadow-styles.ts';

/**
 * spec 000 §2 Header: 'View Terms of use' and 'View general privacy policy' (self-onboarding
 * firms). Shows the firm's document of `type` (GET /users/documents?type) to read; null hides it.
 */
export function DocumentDialog({ type, onClose }: { type: 'TermsOfUse' | 'PrivacyPolicy' | null; onClose: () => void }) {
  useShadowStyles(dialogsCss);
  // Keep the last document on screen while the hide animation runs.
  const [shownType, setShownType] = useState(type);
  if (type && type !== shownType) setShownType(type);
  const documentType = shownType ?? 'TermsOfUse';
  const firmDocument = useFirmDocument(documentType, shownType !== null);
  return (
    <SlDialog
      className="curb-shell-dialog"
      label={firmDocument.document?.documentTitle || FIRM_DOCUMENT_FALLBACK_TITLES[documentType]}
      open={type !== null}
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {shownType && (
        <FirmDocumentBody
          document={firmDocument.document}
          status={firmDocument.status}
          error={firmDocument.error}
          onRetry={firmDocument.refetch}
        />
      )}
      <div slot="footer" className="curb-dialog-actions">
        <SlButton variant="primary" onClick={onClose}>
          Close
        </SlButton>
      </div>
    </SlDialog>
  );
}
