import type { AddressPlace, CarLinePayload, TimeRange, Weekday } from '@curbside/contracts';
import { WEEKDAYS } from '@curbside/contracts';
import { CAR_LINE_MESSAGES, exceptionDateProblems, isInsideRegion, regionProblems, scheduleProblems } from '@curbside/domain';
import { flag, fromJson, toJson } from '../db/json-column.ts';
import { badRequest } from '../http/http-error.ts';
import { timezoneAt } from '../places/timezone.ts';
import type { BookingAccountRow, CarLineColumns, CarLineRow, ScheduleRows } from './car-line-repository.ts';

// The car line and region payload (001 §3) to and from the car-line tables, and the server's
// validation of it (issue 16): the same rules and words as the configuration form (shared/domain).

const CONFIGURATION_ERRORS = {
  name: CAR_LINE_MESSAGES.nameMissing,
  bookingAccount: CAR_LINE_MESSAGES.bookingAccountNotFirm,
  fallbackSame: CAR_LINE_MESSAGES.fallbackSameAccount,
  pickup: CAR_LINE_MESSAGES.pickupMissing,
  accountTaken: CAR_LINE_MESSAGES.accountTaken,
} as const;

const placeOf = (json: string | null): AddressPlace | null => fromJson<AddressPlace | null>(json, null);

/** The payload of a line row with its schedule rows. */
export function toCarLinePayload(row: CarLineRow, schedule: ScheduleRows): CarLinePayload {
  const weekdays = WEEKDAYS.filter((day) => schedule.ranges.some((r) => r.weekday === day));
  const ranges: TimeRange[] = [];
  for (const r of schedule.ranges) {
    if (!ranges.some((x) => x.fromTime === r.from_time && x.toTime === r.to_time)) ranges.push({ fromTime: r.from_time, toTime: r.to_time });
  }
  return {
    bookingAccountId: row.booking_account_id,
    regionShape: fromJson(row.region_shape, []),
    exceptionDates: schedule.exceptionDates,
    carlineDetails: {
      carlineDetailsId: row.car_line_id,
      carlineName: row.name,
      firmPlaceId: row.firm_place_id,
      pickupPlace: placeOf(row.pickup_place),
      rollerPlace: placeOf(row.roller_place),
      rollerDropoffPlace: placeOf(row.roller_dropoff_place),
      isOnHoldMode: row.is_on_hold_mode === 1,
      fallbackBookingAccountId: row.fallback_booking_account_id,
      confirmationMessage: row.confirmation_message,
      projectCode: row.project_code,
      departmentCode: row.department_code,
    },
    simplifiedWeeklySchedule: { weekdays, timeRanges: ranges },
  };
}

/** The line's clock: its pickup place's timezone, else the timezone where the pickup or the region lies. */
function lineTimezone(payload: CarLinePayload): string | null {
  const pickup = payload.carlineDetails.pickupPlace;
  if (pickup?.timezone) return pickup.timezone;
  const at = pickup?.geometry?.location ?? payload.regionShape[0];
  return at ? timezoneAt(at.lat, at.lng) : null;
}

const refuse = (problems: string[]): never => {
  throw badRequest(problems[0] ?? 'Invalid car line', problems.map((message) => ({ message })));
};

/**
 * A payload checked against the 001 §3 rules and the firm's accounts, as table columns and
 * schedule rows; refused (400) with the first problem as message and all of them as data.
 */
export function carLineColumnsOf(
  payload: CarLinePayload, accounts: readonly BookingAccountRow[], at: string,
): { columns: CarLineColumns; schedule: ScheduleRows } {
  const details = payload.carlineDetails;
  const name = details.carlineName.trim();
  const account = accounts.find((a) => a.booking_account_id === payload.bookingAccountId && a.is_active === 1);
  const fallbackId = details.fallbackBookingAccountId;
  const pickup = details.pickupPlace;
  const problems = [
    ...(name ? [] : [CONFIGURATION_ERRORS.name]),
    ...(account ? [] : [CONFIGURATION_ERRORS.bookingAccount]),
    ...(fallbackId !== null && !accounts.some((a) => a.booking_account_id === fallbackId) ? [CONFIGURATION_ERRORS.bookingAccount] : []),
    ...(fallbackId !== null && fallbackId === payload.bookingAccountId ? [CONFIGURATION_ERRORS.fallbackSame] : []),
    ...regionProblems(payload.regionShape),
    ...scheduleProblems(payload.simplifiedWeeklySchedule),
    ...exceptionDateProblems(payload.exceptionDates),
  ];
  const location = pickup?.geometry?.location;
  if (!location) problems.push(CONFIGURATION_ERRORS.pickup);
  else if (regionProblems(payload.regionShape).length === 0 && !isInsideRegion(location, payload.regionShape)) {
    problems.push(CAR_LINE_MESSAGES.pickupOutsideRegion);
  }
  if (problems.length) refuse(problems);
  const weekdays: Weekday[] = [...new Set(payload.simplifiedWeeklySchedule.weekdays)];
  return {
    columns: {
      booking_account_id: payload.bookingAccountId,
      fallback_booking_account_id: fallbackId,
      name,
      firm_place_id: details.firmPlaceId,
      pickup_place: pickup ? toJson(pickup) : null,
      roller_place: details.rollerPlace ? toJson(details.rollerPlace) : null,
      roller_dropoff_place: details.rollerDropoffPlace ? toJson(details.rollerDropoffPlace) : null,
      is_on_hold_mode: flag(details.isOnHoldMode),
      confirmation_message: details.confirmationMessage?.trim() || null,
      project_code: details.projectCode?.trim() || null,
      department_code: details.departmentCode?.trim() || null,
      region_shape: toJson(payload.regionShape),
      timezone: lineTimezone(payload),
      updated_at: at,
    },
    schedule: {
      ranges: weekdays.flatMap((weekday) => payload.simplifiedWeeklySchedule.timeRanges.map((r) => ({
        weekday, from_time: r.fromTime, to_time: r.toTime,
      }))),
      exceptionDates: [...new Set(payload.exceptionDates)].sort(),
    },
  };
}

/** Refuse a second active line on one booking account (deactivation names the account). */
export function requireFreeAccount(existing: CarLineRow | undefined, exceptCarLineId: number | null): void {
  if (existing && existing.car_line_id !== exceptCarLineId) throw badRequest(CONFIGURATION_ERRORS.accountTaken(existing.name));
}
