import PDFDocument from 'pdfkit';

/**
 * The server's PDF documents (receipts, report listings) are pdfkit documents: US Letter,
 * the standard Helvetica faces (real font metrics for widths and wrapping, WinAnsi text),
 * compressed content streams. This module holds what every one of them shares.
 */

export type PdfDoc = PDFKit.PDFDocument;

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const INK = '#1d1d22';
export const MUTED = '#595966';
export const RULE = '#c4c4cc';
export const BRAND = '#1f3a93';

/** A new document; pages are written out as they fill, so a long listing streams. */
export function createPdf(title: string, margin: number): PdfDoc {
  return new PDFDocument({
    size: 'LETTER', margin, compress: true, bufferPages: false,
    info: { Title: title, Producer: 'Curbside', Creator: 'Curbside' },
  }).font(FONT).fillColor(INK);
}

/** Ends the document and answers the whole file (for small documents: a receipt, an email attachment). */
export function pdfBuffer(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A thin horizontal rule across the page's text width at y. */
export function rule(doc: PdfDoc, y: number): void {
  doc.save().moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75).strokeColor(RULE).stroke().restore();
}
