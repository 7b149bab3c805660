import { invoiceStatusLabel, roundCents } from '@curbside/domain';
import type { InvoiceStatus } from '@curbside/contracts';
import type { FirmRow } from '../firms/firm-repository.ts';
import { drawFirmLogo } from '../ride-history/firm-logo-pdf.ts';
import { BRAND, FONT, FONT_BOLD, INK, MUTED, createPdf, pdfBuffer, rule, type PdfDoc } from '../ride-history/pdf-document.ts';
import { localTime, money } from '../ride-history/receipt-pdf.ts';
import type { RideBatches } from '../ride-history/report-export.ts';
import type { FirmInvoiceRow } from './firm-invoice-repository.ts';

/**
 * A direct-bill invoice as a PDF (GET /reports/firm-invoices/{id}/invoiceFile?type=pdf), made
 * with pdfkit through the documents' shared pieces (pdf-document.ts, the firm's logo and money
 * as on receipts): who bills whom, the number, the dates, the status, the amount due and what is
 * paid, then every ride it bills (date, reservation, passenger, route, cost center, amount) with
 * the column headings on every page and the total, which is the invoice's amount.
 */

const MARGIN = 48;
const LOGO_BOX = { width: 140, height: 45 };
/** Who bills (the demo's issuer) and where questions go. */
const ISSUER = ['Curbside Ground Transport', '350 Fifth Avenue, New York, NY 10118', 'billing@curbside.example'] as const;

const COLUMNS = [
  { header: 'Date', x: 0, width: 66 },
  { header: 'Reservation', x: 70, width: 70 },
  { header: 'Passenger', x: 144, width: 96 },
  { header: 'Route', x: 244, width: 170 },
  { header: 'Cost center', x: 418, width: 52 },
] as const;

const textWidth = (doc: PdfDoc): number => doc.page.width - 2 * MARGIN;

function header(doc: PdfDoc, invoice: FirmInvoiceRow, firm: FirmRow): void {
  const width = textWidth(doc);
  if (!drawFirmLogo(doc, firm.logo, { x: MARGIN, y: MARGIN, ...LOGO_BOX })) {
    doc.font(FONT_BOLD).fontSize(22).fillColor(BRAND).text(firm.name, MARGIN, MARGIN + 8, { width: 240, lineBreak: false });
  }
  doc.font(FONT_BOLD).fontSize(20).fillColor(INK).text('Invoice', MARGIN, MARGIN, { width, align: 'right' });
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(invoice.invoice_number, MARGIN, MARGIN + 26, { width, align: 'right' });
  doc.y = MARGIN + LOGO_BOX.height + 24;
}

/** Two columns of label and value lines side by side: who bills, and the invoice's dates and state. */
function parties(doc: PdfDoc, invoice: FirmInvoiceRow, firm: FirmRow): void {
  const top = doc.y;
  const half = textWidth(doc) / 2;
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED).text('FROM', MARGIN, top);
  doc.font(FONT).fontSize(10).fillColor(INK).text(ISSUER.join('\n'), MARGIN, doc.y + 2, { width: half - 12 });
  doc.moveDown(0.6).font(FONT_BOLD).fontSize(9).fillColor(MUTED).text('BILL TO', MARGIN);
  doc.font(FONT).fontSize(10).fillColor(INK).text(`${firm.name} (${firm.firm_code.toUpperCase()})\nAccounts payable`, MARGIN, doc.y + 2, { width: half - 12 });
  const leftBottom = doc.y;

  const rows: Array<[string, string]> = [
    ['Invoice number', invoice.invoice_number],
    ['Billing period', `${invoice.period_from} to ${invoice.period_to}`],
    ['Issue date', invoice.issue_date],
    ['Due date', invoice.due_date],
    ['Status', invoiceStatusLabel(invoice.status as InvoiceStatus)],
    ['Rides', invoice.ride_count.toLocaleString('en-US')],
  ];
  let y = top;
  for (const [label, value] of rows) {
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(label, MARGIN + half, y, { width: 100 });
    doc.fillColor(INK).text(value, MARGIN + half + 100, y, { width: half - 100, align: 'right' });
    y += 15;
  }
  doc.y = Math.max(leftBottom, y) + 12;
}

/** The amounts box: the amount, what is paid, and the balance due. */
function amounts(doc: PdfDoc, invoice: FirmInvoiceRow): void {
  const width = textWidth(doc);
  const top = doc.y;
  const lines: Array<[string, number, boolean]> = [
    ['Amount', invoice.amount, false],
    ['Paid', invoice.paid_amount, false],
    ['Balance due', roundCents(Math.max(0, invoice.amount - invoice.paid_amount)), true],
  ];
  doc.save().rect(MARGIN, top, width, 16 * lines.length + 14).fillColor('#f2f4fa').fill().restore();
  let y = top + 8;
  for (const [label, amount, bold] of lines) {
    doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 12 : 10).fillColor(INK).text(label, MARGIN + 12, y, { width: width / 2 });
    doc.text(money(amount, invoice.currency), MARGIN, y, { width: width - 12, align: 'right' });
    y += 16;
  }
  doc.y = top + 16 * lines.length + 28;
}

function tableHeader(doc: PdfDoc): void {
  const y = doc.y;
  doc.font(FONT_BOLD).fontSize(8).fillColor(INK);
  for (const column of COLUMNS) doc.text(column.header, MARGIN + column.x, y, { width: column.width, lineBreak: false });
  doc.text('Amount', MARGIN, y, { width: textWidth(doc), align: 'right', lineBreak: false });
  rule(doc, y + 11);
  doc.y = y + 16;
}

const shortPlace = (address: string): string => address.split(',')[0] ?? address;

/** The invoice as a PDF document: its header and amounts, then every ride it bills, read a page of rides at a time. */
export async function invoicePdf(invoice: FirmInvoiceRow, firm: FirmRow, rides: RideBatches): Promise<Buffer> {
  const doc = createPdf(`Invoice ${invoice.invoice_number}`, MARGIN);
  header(doc, invoice, firm);
  parties(doc, invoice, firm);
  amounts(doc, invoice);

  doc.font(FONT_BOLD).fontSize(12).fillColor(INK).text('Rides', MARGIN);
  doc.moveDown(0.4);
  tableHeader(doc);
  const bottom = doc.page.height - MARGIN - 14;
  let count = 0;
  let total = 0;
  for await (const batch of rides) {
    for (const ride of batch) {
      if (doc.y + 12 > bottom) {
        doc.addPage();
        doc.y = MARGIN;
        tableHeader(doc);
      }
      const y = doc.y;
      const cells = [localTime(ride.pickup_time), ride.reservation_number, ride.passenger_name,
        `${shortPlace(ride.pickup_address)} - ${shortPlace(ride.dropoff_address)}`, ride.cost_center ?? ''];
      doc.font(FONT).fontSize(7.5).fillColor(INK);
      COLUMNS.forEach((column, i) => doc.text(cells[i] ?? '', MARGIN + column.x, y, { width: column.width, height: 9, ellipsis: true, lineBreak: false }));
      doc.text(money(ride.total_cost, ride.currency), MARGIN, y, { width: textWidth(doc), align: 'right', lineBreak: false });
      doc.y = y + 12;
      count += 1;
      total += ride.total_cost;
    }
  }
  if (count === 0) doc.font(FONT).fontSize(9).fillColor(MUTED).text('This invoice bills no rides.', MARGIN, doc.y);
  rule(doc, doc.y + 2);
  doc.y += 8;
  const y = doc.y;
  doc.font(FONT_BOLD).fontSize(10).fillColor(INK).text(`Total (${count.toLocaleString('en-US')} ${count === 1 ? 'ride' : 'rides'})`, MARGIN, y);
  doc.text(money(roundCents(total), invoice.currency), MARGIN, y, { width: textWidth(doc), align: 'right' });

  // The footer sits in the bottom margin of the last page (pdfkit would start a page for it otherwise).
  doc.page.margins.bottom = 0;
  doc.font(FONT).fontSize(8).fillColor(MUTED).text(
    `Please pay ${invoice.invoice_number} by ${invoice.due_date}. Questions about this invoice: ${ISSUER[2]}.`,
    MARGIN, doc.page.height - MARGIN + 14, { width: textWidth(doc), lineBreak: false },
  );
  return pdfBuffer(doc);
}
