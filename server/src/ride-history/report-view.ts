import {
  COST_ALLOCATION_TYPES, type CostAllocationType, type FirmCostAllocation, type ReportRideRow, type ReportRouteRow,
  type ReportSummaryRow, type ReservationStatus, type VehicleType,
} from '@curbside/contracts';
import { fromJson } from '../db/json-column.ts';
import { ALLOCATION_COLUMNS } from '../db/ride-columns.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import type { CsvField } from './csv-stream.ts';
import { HISTORY_FIRMS } from './history-firms.ts';
import type { RideRow, RideSums } from './ride-repository.ts';

// Ride history rows and sums as the report contract names them, and the CSV columns.

/** The firm's currency (every amount of its history is in it). */
export const firmCurrency = (firm: FirmRow): string => HISTORY_FIRMS[firm.firm_code]?.currency ?? 'USD';

export function toReportRow(row: RideRow): ReportRideRow {
  const costAllocations: Record<string, string> = {};
  for (const { column, key } of ALLOCATION_COLUMNS) {
    const value = row[column];
    if (value !== null) costAllocations[key] = value;
  }
  return {
    rideId: row.ride_id,
    reservationId: row.reservation_id,
    reservationNumber: row.reservation_number,
    confirmationNumber: row.confirmation_number,
    reservationStatus: row.status as ReservationStatus,
    pickupTime: row.pickup_time,
    passengerName: row.passenger_name,
    voucherNumber: row.voucher_number,
    invoiceNumber: row.invoice_number,
    processedDate: row.processed_date,
    employeeId: row.employee_id,
    bookedBy: row.booked_by,
    carProvider: row.car_provider,
    pickupAddress: row.pickup_address,
    dropoffAddress: row.dropoff_address,
    countryCode: row.country_code,
    currency: row.currency,
    purposeOfJourney: row.purpose_of_journey,
    vehicleType: row.vehicle_type as VehicleType,
    distanceInKm: row.distance_km,
    durationInMinutes: row.duration_minutes,
    totalCost: row.total_cost,
    co2Kg: row.co2_kg,
    costAllocations,
    billable: row.billable === 1,
    premiumService: row.premium_service === 1,
    bookedByAgency: row.booked_by_agency === 1,
  };
}

const average = (sums: RideSums): number => (sums.rides === 0 ? 0 : Math.round((sums.totalCost / sums.rides) * 100) / 100);

export function toSummaryRow(sums: RideSums & { group: string | number | null }, currency: string): ReportSummaryRow {
  return {
    groupValue: sums.group === null ? '' : String(sums.group),
    rides: sums.rides, totalCost: sums.totalCost, averageCost: average(sums), currency, distanceInKm: sums.distanceKm, co2Kg: sums.co2Kg,
  };
}

export function toRouteRow(sums: RideSums & { from: string; to: string }, currency: string): ReportRouteRow {
  return { from: sums.from, to: sums.to, rides: sums.rides, totalCost: sums.totalCost, averageCost: average(sums), currency };
}

/**
 * The allocation types a firm's reports show, with the firm's own names: an FN firm reports
 * every type (its HR feed fills them), others the types they configure.
 */
export function reportAllocationTypes(firm: FirmRow): Array<{ type: CostAllocationType; header: string }> {
  const configured = fromJson<FirmCostAllocation[]>(firm.cost_allocations, []);
  const types = firm.billing_system === 'FN' ? COST_ALLOCATION_TYPES : configured.map((c) => c.costAllocationType);
  return types.map((type) => ({ type, header: configured.find((c) => c.costAllocationType === type)?.displayName ?? type }));
}

/** One CSV column of the rides export: its header and how a ride fills it. */
interface CsvColumn {
  header: string;
  value: (row: RideRow) => CsvField;
}

const yesNo = (flag: number): string => (flag === 1 ? 'Yes' : 'No');

const RIDE_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Reservation number', value: (r) => r.reservation_number },
  { header: 'Confirmation number', value: (r) => r.confirmation_number },
  { header: 'Status', value: (r) => r.status },
  { header: 'Pickup time', value: (r) => r.pickup_time },
  { header: 'Processed date', value: (r) => r.processed_date },
  { header: 'Passenger', value: (r) => r.passenger_name },
  { header: 'Employee ID', value: (r) => r.employee_id },
  { header: 'Booked by', value: (r) => r.booked_by },
  { header: 'Car provider', value: (r) => r.car_provider },
  { header: 'Vehicle type', value: (r) => r.vehicle_type },
  { header: 'Pickup address', value: (r) => r.pickup_address },
  { header: 'Drop-off address', value: (r) => r.dropoff_address },
  { header: 'Country', value: (r) => r.country_code },
  { header: 'Purpose of journey', value: (r) => r.purpose_of_journey },
  { header: 'Distance (km)', value: (r) => r.distance_km },
  { header: 'Duration (min)', value: (r) => r.duration_minutes },
  { header: 'Fare', value: (r) => r.base_fare },
  { header: 'Taxes', value: (r) => r.taxes },
  { header: 'Gratuity', value: (r) => r.gratuity },
  { header: 'Total cost', value: (r) => r.total_cost },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'CO2 (kg)', value: (r) => r.co2_kg },
  { header: 'Billable', value: (r) => yesNo(r.billable) },
  { header: 'Premium service', value: (r) => yesNo(r.premium_service) },
  { header: 'Booked by agency', value: (r) => yesNo(r.booked_by_agency) },
  { header: 'Voucher number', value: (r) => r.voucher_number },
  { header: 'Receipt number', value: (r) => r.invoice_number },
];

/** The rides export's columns for a firm: the ride's facts, then its allocation types under the firm's names. */
export function rideCsvColumns(firm: FirmRow): CsvColumn[] {
  const allocations = reportAllocationTypes(firm).map(({ type, header }) => {
    const column = ALLOCATION_COLUMNS.find((c) => c.type === type)?.column;
    return { header, value: (r: RideRow): CsvField => (column ? r[column] : null) };
  });
  return [...RIDE_CSV_COLUMNS, ...allocations];
}

/** The summary export's header for a grouping. */
export function summaryCsvHeader(groupHeader: string): string[] {
  return [groupHeader, 'Rides', 'Total cost', 'Average cost', 'Currency', 'Distance (km)', 'CO2 (kg)'];
}

export function summaryCsvFields(row: ReportSummaryRow): CsvField[] {
  return [row.groupValue, row.rides, row.totalCost, row.averageCost, row.currency, row.distanceInKm, row.co2Kg];
}
