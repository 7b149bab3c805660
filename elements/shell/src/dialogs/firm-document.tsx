import { useMemo } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints, type FirmDocument } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { sanitizeSupportHtml, useApi, useQuery } from '@curbside/ui';

/** The document types of GET /users/documents?type (spec 000 §7). */
export type FirmDocumentType = 'PersonalDataDisclaimer' | 'TermsOfUse' | 'PrivacyPolicy';

/** Titles for when the document has none of its own (the menu entries' names, spec 000 §2 Header). */
export const FIRM_DOCUMENT_FALLBACK_TITLES: Record<FirmDocumentType, string> = {
  PersonalDataDisclaimer: 'Personal data disclaimer',
  TermsOfUse: 'Terms of use',
  PrivacyPolicy: 'General privacy policy',
};

export interface FirmDocumentQuery {
  status: 'pending' | 'error' | 'success';
  /** The firm's document of that type; null when it has none. */
  document: FirmDocument | null;
  error: unknown;
  refetch(): void;
}

/** GET /users/documents?type, fetched while `enabled`; the firm's first document of the type. */
export function useFirmDocument(type: FirmDocumentType, enabled: boolean): FirmDocumentQuery {
  const api = useApi();
  const query = useQuery({
    queryKey: ['users', 'documents', type],
    queryFn: () => api.call(endpoints.users.documents, { query: { type } }),
    enabled,
  });
  return {
    status: query.status,
    document: query.data?.[0] ?? null,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** A firm document's text, reduced to the allow-list (spec 000 §9), or what stands in for it. */
export function FirmDocumentBody({ document, status = 'success', error, refetch }: Pick<FirmDocumentQuery, 'document'> & Partial<FirmDocumentQuery>) {
  const html = useMemo(() => (document ? sanitizeSupportHtml(document.document) : ''), [document]);
  if (status === 'pending') {
    return (
      <p className="curb-document-state" role="status">
        <SlSpinner aria-hidden="true" /> Loading…
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="curb-document-state curb-document-state--error" role="alert">
        <span>{errorText(error)}</span>
        {refetch && (
          <SlButton size="small" onClick={refetch}>
            Try again
          </SlButton>
        )}
      </div>
    );
  }
  if (!document) return <p className="curb-document-state">There is no document to show.</p>;
  return <div className="curb-document" dangerouslySetInnerHTML={{ __html: html }} />;
}
