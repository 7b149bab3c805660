import type { CardBrand, VehicleType } from '@curbside/contracts';
import { EMISSION_FACTORS_KG_PER_KM, cardLabel, formatMoney } from '@curbside/domain';
import type { FirmRow } from '../firms/firm-repository.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, PdfDocument } from './pdf-document.ts';
import type { RideRow } from './ride-repository.ts';

/**
 * A ride's receipt as a PDF (GET /receipts/receiptPdf, /receipts/download): the firm's name
 * as its wordmark, the ride and its numbers, the route and times, the fare lines with taxes,
 * the payment method (the card's last 4 digits only) and the ride's CO2.
 */

const MARGIN = 56;
const BRAND: readonly [number, number, number] = [0.12, 0.23, 0.58];
const MUTED: readonly [number, number, number] = [0.35, 0.35, 0.4];

/** The currency's symbol as en-US writes it ('$', '£', 'CA$'). */
const symbolOf = (currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? '';

/** Money on a document, 001 §9 style ('$ 12.50 (USD)'); a zero amount shows as such on a receipt. */
export const money = (amount: number, currency: string): string =>
  formatMoney(amount, currency, symbolOf(currency)) || `${symbolOf(currency)} 0.00 (${currency})`;

export function receiptPdf(ride: RideRow, firm: FirmRow): Buffer {
  const doc = new PdfDocument(`Receipt ${ride.invoice_number ?? ride.reservation_number}`);
  const right = PAGE_WIDTH - MARGIN;
  let y = PAGE_HEIGHT - MARGIN;

  // The firm's wordmark band and the title.
  doc.box(MARGIN, y - 34, 160, 40, BRAND);
  doc.text(MARGIN + 12, y - 22, firm.name.toUpperCase(), { size: 20, bold: true, color: [1, 1, 1] });
  doc.textRight(right, y - 10, 'Ride receipt', { size: 18, bold: true });
  doc.textRight(right, y - 28, `Receipt number ${ride.invoice_number ?? '-'}`, { size: 10, color: MUTED });
  y -= 70;

  const facts = (rows: Array<[string, string | null]>) => {
    for (const [label, value] of rows) {
      doc.text(MARGIN, y, label, { size: 10, color: MUTED });
      doc.text(MARGIN + 150, y, value ?? '-', { size: 10 });
      y -= 16;
    }
    y -= 8;
  };
  const heading = (text: string) => {
    doc.text(MARGIN, y, text, { size: 12, bold: true });
    y -= 6;
    doc.line(MARGIN, y, right, y);
    y -= 16;
  };

  heading('Ride');
  facts([
    ['Reservation number', ride.reservation_number],
    ['Confirmation number', ride.confirmation_number],
    ['Voucher number', ride.voucher_number],
    ['Status', ride.status],
    ['Passenger', ride.passenger_name],
    ['Booked by', ride.booked_by],
    ['Car provider', `${ride.car_provider} (${ride.vehicle_type})`],
  ]);

  heading('Route');
  facts([
    ['Pickup', ride.pickup_address],
    ['Drop-off', ride.dropoff_address],
    ['Pickup time', ride.pickup_time.replace('T', ' ').slice(0, 16)],
    ['Distance', ride.distance_km === null ? null : `${ride.distance_km} km`],
    ['Duration', ride.duration_minutes === null ? null : `${ride.duration_minutes} min`],
  ]);

  heading('Fare');
  const fareLine = (label: string, amount: number, bold = false) => {
    doc.text(MARGIN, y, label, { size: 10, bold });
    doc.textRight(right, y, money(amount, ride.currency), { size: 10, bold });
    y -= 16;
  };
  fareLine('Fare', ride.base_fare);
  fareLine('Taxes', ride.taxes);
  if (ride.gratuity > 0) fareLine('Gratuity', ride.gratuity);
  doc.line(MARGIN, y + 10, right, y + 10);
  fareLine('Total', ride.total_cost, true);
  y -= 8;

  heading('Payment');
  const payment = ride.bill_company === 1
    ? `Billed to ${firm.name} (direct bill)`
    : ride.card_brand && ride.card_last4 ? cardLabel({ brand: ride.card_brand as CardBrand, last4: ride.card_last4 }) : 'No card on file';
  facts([['Payment method', payment], ['Processed', ride.processed_date]]);

  heading('Sustainability');
  const factor = EMISSION_FACTORS_KG_PER_KM[ride.vehicle_type as VehicleType];
  facts([['CO2', `${ride.co2_kg} kg`], ['Emission factor', factor === undefined ? null : `${factor} kg per km (${ride.vehicle_type}, DESNZ 2023)`]]);

  doc.text(MARGIN, MARGIN, `${firm.name} rides through Curbside. Questions about this receipt: your travel desk.`, { size: 8, color: MUTED });
  return doc.toBuffer();
}
