import type { FirmInvoice, InvoiceRide, InvoiceStatus } from '@curbside/contracts';
import type { RideRow } from '../ride-history/ride-repository.ts';
import type { FirmInvoiceRow } from './firm-invoice-repository.ts';

// The invoices' rows as the contract names them (entities/invoices.ts).

export function toFirmInvoice(row: FirmInvoiceRow): FirmInvoice {
  return {
    firmInvoiceId: row.firm_invoice_id, invoiceNumber: row.invoice_number, status: row.status as InvoiceStatus,
    issueDate: row.issue_date, dueDate: row.due_date, periodFrom: row.period_from, periodTo: row.period_to,
    amount: row.amount, paidAmount: row.paid_amount, currency: row.currency, rides: row.ride_count,
  };
}

export function toInvoiceRide(row: RideRow): InvoiceRide {
  return {
    rideId: row.ride_id, reservationNumber: row.reservation_number, confirmationNumber: row.confirmation_number,
    pickupTime: row.pickup_time, passengerName: row.passenger_name, carProvider: row.car_provider,
    pickupAddress: row.pickup_address, dropoffAddress: row.dropoff_address, currency: row.currency,
    amount: row.total_cost, costCenter: row.cost_center,
  };
}
