import { EMPTY_REPORT_FILTERS, type ReportUrlFilters } from '@curbside/domain';

// What the filter form needs beside the domain's URL rules: labels, counting, clearing.

export type DateRangeField = 'tripDates' | 'processedDates';

/** The yes / no / either filters of 001 §7. */
export const TRI_STATE_FILTERS = [
  { key: 'billable', label: 'Billable' },
  { key: 'premiumService', label: 'Premium service' },
  { key: 'bookedByAgency', label: 'Booked by agency' },
] as const;

/** The identifier types of 001 §7 (a receipt number is looked up as the invoice number). */
export const IDENTIFIER_TYPES = [
  { value: 'reservationNumber', label: 'Reservation number' },
  { value: 'confirmationNumber', label: 'Confirmation number' },
  { value: 'voucherNumber', label: 'Voucher number' },
  { value: 'receiptNumber', label: 'Receipt number' },
] as const;

/** How many filters narrow the report (the view, grouping and date ranges are not counted: a report always has dates). */
export function activeFilterCount(f: ReportUrlFilters): number {
  const set = [
    f.employees.length > 0, f.passenger.trim() !== '', f.voucher.trim() !== '', f.carProvider !== '', f.purposeOfJourney !== null,
    f.invoiceNumber.trim() !== '', f.firmInvoiceId !== null, Object.keys(f.costAllocations).length > 0, f.country !== EMPTY_REPORT_FILTERS.country,
    f.billable !== null, f.premiumService !== null, f.bookedByAgency !== null, f.rideStatistics, f.ridesOver300,
    f.specificCarCompany.trim() !== '', f.identifierNumber.trim() !== '',
  ];
  return set.filter(Boolean).length;
}

/** Every filter cleared; the view, its grouping and the date ranges stay. */
export function clearedFilters(f: ReportUrlFilters): ReportUrlFilters {
  return {
    ...EMPTY_REPORT_FILTERS, type: f.type, groupBy: f.groupBy, tripDates: f.tripDates, tripDatesGroup: f.tripDatesGroup,
    processedDates: f.processedDates, processedDatesGroup: f.processedDatesGroup,
  };
}
