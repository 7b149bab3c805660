import { useEffect, useMemo } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';

export interface OpenedReceipt {
  invoiceNumber: string;
  blob: Blob;
  fileName: string;
}

export interface ReceiptViewerProps {
  receipt: OpenedReceipt | null;
  onDownload(receipt: OpenedReceipt): void;
  onClose(): void;
}

/**
 * A receipt's PDF in a dialog: the browser's own PDF viewer in an iframe of a blob: URL (the
 * pages' Content-Security-Policy allows frames of blob: and 'self', never <object>/<embed>),
 * with Download and Open in a new tab. The URL is revoked when the receipt closes.
 */
export function ReceiptViewer({ receipt, onDownload, onClose }: ReceiptViewerProps) {
  const url = useMemo(() => (receipt ? URL.createObjectURL(receipt.blob) : null), [receipt]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const title = receipt ? `Receipt ${receipt.invoiceNumber}` : 'Receipt';
  return (
    <SlDialog
      className="receipt-viewer"
      part="viewer"
      label={title}
      open={receipt !== null}
      onSlAfterHide={(event) => {
        // sl-after-hide bubbles from the Shoelace controls inside too; only the dialog's own closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {url ? <iframe className="receipt-frame" src={url} title={title} /> : null}
      <div slot="footer" className="curb-dialog-actions">
        {url ? (
          <SlButton size="small" href={url} target="_blank" rel="noopener">
            <SlIcon slot="prefix" name="box-arrow-up-right" />
            Open in a new tab
          </SlButton>
        ) : null}
        <SlButton size="small" variant="primary" onClick={() => receipt && onDownload(receipt)}>
          <SlIcon slot="prefix" name="download" />
          Download
        </SlButton>
      </div>
    </SlDialog>
  );
}
