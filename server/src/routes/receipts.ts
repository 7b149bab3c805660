import { endpoints, type CardBrand, type Receipt } from '@curbside/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { receiptScope } from '../access/index.ts';
import { notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { findFirmById } from '../firms/firm-repository.ts';
import { receiptPdf } from '../ride-history/receipt-pdf.ts';
import { checkedRange, pagingOf } from '../ride-history/report-filter.ts';
import { userSettings } from '../users/user-record.ts';
import { findRide, ridePage, rideSums, type RideFilter, type RideRow } from '../ride-history/ride-repository.ts';

const RECEIPT_NOT_FOUND = 'Receipt not found';

function toReceipt(row: RideRow): Receipt {
  return {
    rideId: row.ride_id, reservationId: row.reservation_id, reservationNumber: row.reservation_number,
    confirmationNumber: row.confirmation_number, reservationStatus: row.status as Receipt['reservationStatus'],
    voucherNumber: row.voucher_number, passengerName: row.passenger_name, carProvider: row.car_provider,
    pickupAddress: row.pickup_address, dropoffAddress: row.dropoff_address, distanceInKm: row.distance_km, co2Kg: row.co2_kg,
    invoiceNumber: row.invoice_number ?? '', rideDate: row.pickup_time, amount: row.total_cost, currency: row.currency,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand as CardBrand, last4: row.card_last4 } : null,
    fileInstanceId: row.receipt_file_id,
  };
}

// spec 001 §7 Reports and receipts: GET /receipts, /receipts/receiptPdf, /receipts/download (issue 13).
export function registerReceiptRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.reports.receipts, async ({ caller, query }) => {
    const scope = receiptScope(caller);
    const [tripDateFrom, tripDateTo] = checkedRange(['dateFrom', 'dateTo'], query.dateFrom, query.dateTo);
    const filter: RideFilter = { withReceipt: true };
    if (tripDateFrom) filter.tripDateFrom = tripDateFrom;
    if (tripDateTo) filter.tripDateTo = tripDateTo;
    if (query.passenger) filter.passenger = query.passenger;
    if (query.carProvider) filter.carProvider = query.carProvider;
    if (query.employeeIds?.length) filter.passengerUserIds = query.employeeIds;
    if (query.identifierNumber?.trim()) {
      const columns = { reservationNumber: 'reservation_number', confirmationNumber: 'confirmation_number', voucherNumber: 'voucher_number', receiptNumber: 'invoice_number' } as const;
      filter.identifier = { value: query.identifierNumber, column: query.identifierNumberType ? columns[query.identifierNumberType] : null };
    }
    const { offset, count } = pagingOf({ offset: query.offset, count: query.count ?? 50 });
    const [rows, sums] = await Promise.all([
      ridePage(db, scope, filter, { column: 'pickup_at', direction: 'desc' }, offset, count),
      rideSums(db, scope, filter),
    ]);
    return { data: rows.map(toReceipt), total: sums.rides, hasMore: offset + rows.length < sums.rides };
  });

  // The receipt's distance and CO2 follow the reader's units (000 §3, 001 §9).
  const sendPdf = async (ride: RideRow | undefined, reply: FastifyReply, reader: Parameters<typeof userSettings>[0]) => {
    if (!ride) throw notFound(RECEIPT_NOT_FOUND);
    const firm = await findFirmById(db, ride.firm_id);
    if (!firm) throw notFound(RECEIPT_NOT_FOUND);
    return reply.type('application/pdf')
      .header('content-disposition', `inline; filename="receipt-${ride.invoice_number ?? ride.reservation_number}.pdf"`)
      .send(await receiptPdf(ride, firm, userSettings(reader).distanceUnits));
  };

  registerEndpoint(app, endpoints.reports.receiptPdf, async ({ caller, query, reply }) =>
    sendPdf(await findRide(db, receiptScope(caller), { invoiceNumber: query.invoiceNumber.trim() }), reply, caller.user));

  registerEndpoint(app, endpoints.reports.receiptDownload, async ({ caller, query, reply }) =>
    sendPdf(await findRide(db, receiptScope(caller), { receiptFileId: query.fileInstanceId.trim() }), reply, caller.user));
}
