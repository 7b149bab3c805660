import type { CardBrand, DistanceUnits, VehicleType } from '@curbside/contracts';
import { EMISSION_FACTORS_KG_PER_KM, cardLabel, co2InUnits, formatDistance, formatMoney } from '@curbside/domain';
import type { FirmRow } from '../firms/firm-repository.ts';
import { drawFirmLogo } from './firm-logo-pdf.ts';
import { TAX_RATE } from './history-generator.ts';
import { BRAND, FONT, FONT_BOLD, INK, MUTED, createPdf, pdfBuffer, rule, type PdfDoc } from './pdf-document.ts';
import type { RideRow } from './ride-repository.ts';

/**
 * A ride's receipt as a PDF (GET /receipts/receiptPdf, /receipts/download), made with pdfkit:
 * the firm's logo (its name when it has none), the ride and its numbers, the route, pickup and
 * drop-off times, the fare lines with the tax rate, the total, the payment method (the card's
 * last 4 digits only, never more) and the ride's CO2 with its emission factor.
 */

const MARGIN = 56;
const LABEL_WIDTH = 150;
const LOGO_BOX = { width: 140, height: 45 };

/** The currency's symbol as en-US writes it ('$', '£', 'CA$'). */
const symbolOf = (currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? '';

/** Money on a document, 001 §9 style ('$ 12.50 (USD)'); a zero amount shows as such on a document. */
export const money = (amount: number, currency: string): string =>
  formatMoney(amount, currency, symbolOf(currency)) || `${symbolOf(currency)} 0.00 (${currency})`;

/** A local date-time of the history ('2026-03-02T09:00:00') as 'YYYY-MM-DD HH:mm'. */
export const localTime = (value: string): string => value.replace('T', ' ').slice(0, 16);

/** The drop-off time: the pickup plus the ride's duration, in the pickup's local time. */
function dropoffTime(ride: RideRow): string | null {
  if (ride.duration_minutes === null) return null;
  const at = new Date(`${ride.pickup_time.slice(0, 19)}Z`);
  if (Number.isNaN(at.getTime())) return null;
  return localTime(new Date(at.getTime() + ride.duration_minutes * 60_000).toISOString());
}

/** 'Taxes (8.875%)': the country's rate, else the ride's own ratio. */
function taxLabel(ride: RideRow): string {
  const rate = TAX_RATE[ride.country_code ?? ''] ?? (ride.base_fare > 0 ? ride.taxes / ride.base_fare : 0);
  return rate > 0 ? `Taxes (${Math.round(rate * 100_000) / 1000}%)` : 'Taxes';
}

/** The payment method as a receipt may print it: a card's brand and last 4 digits only, or the direct bill. */
export function paymentMethod(ride: RideRow, firm: FirmRow): string {
  if (ride.bill_company === 1) return `Billed to ${firm.name} (direct bill)`;
  return ride.card_brand && ride.card_last4
    ? cardLabel({ brand: ride.card_brand as CardBrand, last4: ride.card_last4.slice(-4) })
    : 'No card on file';
}

function header(doc: PdfDoc, ride: RideRow, firm: FirmRow): void {
  const right = doc.page.width - MARGIN;
  const top = MARGIN;
  if (!drawFirmLogo(doc, firm.logo, { x: MARGIN, y: top, ...LOGO_BOX })) {
    doc.font(FONT_BOLD).fontSize(22).fillColor(BRAND).text(firm.name, MARGIN, top + 8, { width: 240, lineBreak: false });
  }
  doc.font(FONT_BOLD).fontSize(18).fillColor(INK).text('Ride receipt', MARGIN, top, { width: right - MARGIN, align: 'right' });
  doc.font(FONT).fontSize(10).fillColor(MUTED)
    .text(`Receipt number ${ride.invoice_number ?? '-'}`, MARGIN, top + 24, { width: right - MARGIN, align: 'right' });
  if (ride.processed_date) doc.text(`Processed ${ride.processed_date}`, { width: right - MARGIN, align: 'right' });
  doc.y = top + LOGO_BOX.height + 24;
}

function section(doc: PdfDoc, title: string): void {
  doc.moveDown(0.6).font(FONT_BOLD).fontSize(12).fillColor(INK).text(title, MARGIN);
  rule(doc, doc.y + 2);
  doc.moveDown(0.5);
}

/** Label and value rows; a long value (an address) wraps in its column. */
function facts(doc: PdfDoc, rows: ReadonlyArray<readonly [string, string | number | null]>): void {
  const valueX = MARGIN + LABEL_WIDTH;
  const valueWidth = doc.page.width - MARGIN - valueX;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.fillColor(INK).text(value === null || value === '' ? '-' : String(value), valueX, y, { width: valueWidth });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }
}

function fareLines(doc: PdfDoc, ride: RideRow): void {
  const width = doc.page.width - 2 * MARGIN;
  const line = (label: string, amount: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 11 : 10).fillColor(INK).text(label, MARGIN, y, { width: width / 2 });
    doc.text(money(amount, ride.currency), MARGIN, y, { width, align: 'right' });
    doc.moveDown(0.25);
  };
  line('Fare', ride.base_fare);
  line(taxLabel(ride), ride.taxes);
  if (ride.gratuity > 0) line('Gratuity', ride.gratuity);
  rule(doc, doc.y);
  doc.moveDown(0.35);
  line('Total', ride.total_cost, true);
}

/** The ride's CO2 in the reader's units (001 §9: lb for English units, kg for Metric, 1 decimal). */
function co2Text(kg: number, units: DistanceUnits): string {
  const { value, unit } = co2InUnits(kg, units);
  return `${value} ${unit}`;
}

/** `units`: the reader's distance units (000 §3 settings): distance and CO2 follow them. */
export async function receiptPdf(ride: RideRow, firm: FirmRow, units: DistanceUnits = 'Metric'): Promise<Buffer> {
  const doc = createPdf(`Receipt ${ride.invoice_number ?? ride.reservation_number}`, MARGIN);
  header(doc, ride, firm);

  section(doc, 'Ride');
  facts(doc, [
    ['Reservation number', ride.reservation_number],
    ['Confirmation number', ride.confirmation_number],
    ['Voucher number', ride.voucher_number],
    ['Status', ride.status],
    ['Passenger', ride.passenger_name],
    ['Booked by', ride.booked_by],
    ['Car provider', `${ride.car_provider} (${ride.vehicle_type})`],
  ]);

  section(doc, 'Route and times');
  facts(doc, [
    ['Pickup', ride.pickup_address],
    ['Drop-off', ride.dropoff_address],
    ['Pickup time', localTime(ride.pickup_time)],
    ['Drop-off time', dropoffTime(ride)],
    ['Distance', ride.distance_km === null ? null : formatDistance(ride.distance_km, units)],
    ['Duration', ride.duration_minutes === null ? null : `${ride.duration_minutes} min`],
  ]);

  section(doc, 'Fare');
  fareLines(doc, ride);

  section(doc, 'Payment');
  facts(doc, [['Payment method', paymentMethod(ride, firm)], ['Processed', ride.processed_date]]);

  section(doc, 'Sustainability');
  const factor = EMISSION_FACTORS_KG_PER_KM[ride.vehicle_type as VehicleType];
  facts(doc, [
    ['CO2', co2Text(ride.co2_kg, units)],
    ['Emission factor', factor === undefined ? null : `${factor} kg per km (${ride.vehicle_type}, DESNZ 2023)`],
  ]);

  // The footer sits in the bottom margin: without it there, pdfkit would start a page for it.
  doc.page.margins.bottom = 0;
  doc.font(FONT).fontSize(8).fillColor(MUTED).text(
    `${firm.name} rides through Curbside. Questions about this receipt: your travel desk.`,
    MARGIN, doc.page.height - MARGIN - 10, { width: doc.page.width - 2 * MARGIN, lineBreak: false },
  );
  return pdfBuffer(doc);
}
