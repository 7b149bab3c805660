import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { downloadFile } from '@curbside/api';
import { endpoints, type ExportFormat, type FirmInvoice } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { saveDownloadedFile, showToast, useApi, useEmit } from '@curbside/ui';
import { invoiceFileName } from './invoice-search.ts';
import type { InvoicesEvents } from './invoices.contract.ts';

/** The files of an invoice (001 §3 export formats), in the order a reader wants them. */
const FILES: ReadonlyArray<{ type: ExportFormat; label: string; icon: string; what: string }> = [
  { type: 'pdf', label: 'PDF', icon: 'file-earmark-pdf', what: 'the invoice as a PDF' },
  { type: 'csv', label: 'CSV', icon: 'filetype-csv', what: 'its rides as CSV' },
  { type: 'ap', label: 'AP', icon: 'file-earmark-text', what: 'the AP flat file' },
];

/**
 * Download buttons for an invoice's files (GET /reports/firm-invoices/{id}/invoiceFile?type):
 * one at a time (the buttons wait while one downloads); a failure toasts the server's message.
 */
export function InvoiceFiles({ invoice }: { invoice: FirmInvoice }) {
  const api = useApi();
  const emit = useEmit<InvoicesEvents>();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (type: ExportFormat) => {
    setBusy(type);
    try {
      const file = await downloadFile(api, endpoints.reports.firmInvoiceFile, { params: { id: invoice.firmInvoiceId }, query: { type } }, {
        fallbackName: invoiceFileName(invoice.invoiceNumber, type),
      });
      saveDownloadedFile(file.blob, file.fileName);
      emit('curb-invoice-downloaded', { firmInvoiceId: invoice.firmInvoiceId, invoiceNumber: invoice.invoiceNumber, type, fileName: file.fileName });
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <span className="invoice-files" role="group" aria-label={`Files of ${invoice.invoiceNumber}`}>
      {FILES.map(({ type, label, icon, what }) => (
        <SlButton key={type} size="small" className={`invoice-file file-${type}`} disabled={busy !== null} onClick={() => void download(type)}
          title={`Download ${what}`}>
          {busy === type ? <SlSpinner slot="prefix" /> : <SlIcon slot="prefix" name={icon} />}
          {label}<span className="curb-visually-hidden"> of {invoice.invoiceNumber}</span>
        </SlButton>
      ))}
    </span>
  );
}
