import type { AddressPlace, CarLinePayload, CarProvider, CarlineBooking, CarlineReservation, ReservationStatus } from '@curbside/contracts';
import { RESERVATION_STATUSES, ROLLERS_MAX } from '@curbside/contracts';
import {
  FINAL_RESERVATION_STATUSES, formatTime, sortReservationsByStatus, timeRangeLabel, type HourlyRidesBar,
} from '@curbside/domain';

// What the marshal console shows, computed from the server's answers (001 §3 Marshal car-line
// state, §4 statuses and the hourly chart, §7 Marshals). Pure: unit-tested without a browser.

export const CONSOLE_TEXT = {
  noLine: 'Your firm has no active car line.',
  operational: 'Operational today',
  notOperational: 'Not operational today',
  noWaitingRollers: 'No roller is waiting. Order cars below, or book the rider on a new car.',
  emptyBoard: 'No reservations at this car line today',
  riderRequired: 'Choose the employee to book',
  guestName: "Enter the guest's name",
  guestPhone: "Enter the guest's mobile phone",
  rollerTime: 'Choose the time the cars should arrive',
  rollerProvider: 'Choose the car provider',
  howMany: `Order 1 to ${ROLLERS_MAX} cars`,
} as const;

/** How a place is read out: its display name, else its name, else its address. */
export function placeLabel(place: AddressPlace | null | undefined): string {
  if (!place) return 'Not set';
  const main = place.displayName || place.name || place.address || '';
  const secondary = place.displayNameSecondary && place.displayNameSecondary !== main ? place.displayNameSecondary : '';
  return [main, secondary].filter(Boolean).join(', ') || 'Not set';
}

/** A place by its name alone ('Acme HQ'), for the line's header; its whole label when it has no name. */
export function placeName(place: AddressPlace | null | undefined): string {
  return place?.displayName || place?.name || placeLabel(place);
}

/** The line's weekly schedule in words: 'Monday–Friday · 07:00–10:00, 16:00–23:30'. */
export function scheduleLabel(line: CarLinePayload): string {
  const { weekdays, timeRanges } = line.simplifiedWeeklySchedule;
  const days = weekdays.length === 7 ? 'Every day' : weekdays.map((d) => d.slice(0, 3)).join(', ');
  return [days, timeRanges.map(timeRangeLabel).join(', ')].filter(Boolean).join(' · ');
}

/** The codes the server applies to every reservation of the line (its cost allocations). */
export function lineCodes(line: CarLinePayload): string[] {
  const { projectCode, departmentCode } = line.carlineDetails;
  return [projectCode ? `Project ${projectCode}` : '', departmentCode ? `Department ${departmentCode}` : ''].filter(Boolean);
}

const isFinal = (status: ReservationStatus) => FINAL_RESERVATION_STATUSES.includes(status);

/** Cars ordered ahead that still wait for a rider (no passenger, not finished), earliest pickup first. */
export function waitingRollers(reservations: readonly CarlineReservation[]): CarlineReservation[] {
  return reservations
    .filter((r) => r.rollers === 1 && r.passenger === null && !isFinal(r.reservationStatus))
    .sort((a, b) => (a.pickupTime ?? '').localeCompare(b.pickupTime ?? '') || a.reservationId - b.reservationId);
}

/** A waiting roller as the rider's car choice reads it: 'CB-1042 · On scene · MBC'. */
export function rollerLabel(roller: CarlineReservation, statusLabel: (s: ReservationStatus) => string): string {
  return [roller.reservationNumber, statusLabel(roller.reservationStatus), roller.carProviderCode].filter(Boolean).join(' · ');
}

export interface BoardRow {
  key: number;
  reservation: CarlineReservation;
  number: string;
  /** The rider's name, or 'No rider yet' for a roller. */
  who: string;
  kind: 'Employee' | 'Guest' | 'Roller';
  /** A rider's 'On a roller', 'New car' or 'On hold'; a roller's 'Waiting for a rider' or 'Not taken'. */
  car: string;
  pickup: string;
  provider: string;
  /** The line's fallback booking account took it (the primary provider declined). */
  onFallback: boolean;
}

/** One row of today's board. */
export function boardRow(r: CarlineReservation, line: CarLinePayload, timeFormat: string | null): BoardRow {
  const rider = r.passenger;
  let car = 'New car';
  if (r.reservationStatus === 'OnHold') car = 'On hold';
  else if (r.rollers === 1 && rider) car = 'On a roller';
  else if (r.rollers === 1) car = isFinal(r.reservationStatus) ? 'Not taken' : 'Waiting for a rider';
  return {
    key: r.reservationId,
    reservation: r,
    number: r.reservationNumber,
    who: rider?.fullName ?? 'No rider yet',
    kind: rider ? (r.isGuest ? 'Guest' : 'Employee') : 'Roller',
    car,
    pickup: r.pickupTime ? formatTime(r.pickupTime, timeFormat) : '',
    provider: r.carProviderCode ?? '',
    onFallback: line.carlineDetails.fallbackBookingAccountId !== null && r.bookingAccountId === line.carlineDetails.fallbackBookingAccountId,
  };
}

/** The board: the line's reservations of today in the 001 §4 status order. */
export function lineBoard(reservations: readonly CarlineReservation[], carlineDetailsId: number | null): CarlineReservation[] {
  return sortReservationsByStatus(reservations.filter((r) => r.carlineDetailsId === carlineDetailsId));
}

// ---- live status (001 §4 Event stream; the server's 'reservation-status' event) ----

export interface LineStatusEvent {
  reservationId: number;
  reservationStatus: ReservationStatus;
  updated: string | null;
}

const isStatus = (value: unknown): value is ReservationStatus => typeof value === 'string' && (RESERVATION_STATUSES as readonly string[]).includes(value);

/** The event's data as the board reads it; null for anything else. */
export function parseLineStatusEvent(data: unknown): LineStatusEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const id = Number(record.reservationId);
  if (!Number.isInteger(id) || !isStatus(record.reservationStatus)) return null;
  return { reservationId: id, reservationStatus: record.reservationStatus, updated: typeof record.updated === 'string' ? record.updated : null };
}

/**
 * The board's reservations with a live status applied in place; `refetch` when the event tells of
 * more than a status change: a reservation the board does not hold (booked elsewhere), or a
 * decline, after which the fallback booking account takes over when the board is read.
 */
export function withLineStatus(
  list: readonly CarlineReservation[] | undefined, event: LineStatusEvent,
): { list: CarlineReservation[] | undefined; refetch: boolean } {
  const held = list?.find((r) => r.reservationId === event.reservationId);
  if (!list || !held) return { list: list ? [...list] : undefined, refetch: true };
  const next = list.map((r) => (r.reservationId === event.reservationId
    ? { ...r, reservationStatus: event.reservationStatus, reservationStatusObject: { status: event.reservationStatus, created: event.updated ?? r.reservationStatusObject?.created ?? new Date().toISOString() } }
    : r));
  return { list: sortReservationsByStatus(next), refetch: event.reservationStatus === 'Declined' || held.reservationStatus === event.reservationStatus };
}

// ---- the hourly rides chart (001 §4 Other; its day: hourlyChartWindow in the domain) ----

/** The tallest bar's count, at least 1 (the chart's scale). */
export const chartScale = (bars: readonly HourlyRidesBar[]): number => Math.max(1, ...bars.map((b) => b.onHold + b.active));

// ---- dispatch ----

/** What the marshal is told after a rider is booked, besides the line's confirmation message. */
export function bookingSummary(booking: CarlineBooking, rider: string, onRoller: boolean): string {
  let where = 'on a new car';
  if (onRoller) where = 'on a waiting roller';
  else if (booking.reservationStatus === 'OnHold') where = 'on hold';
  return `${rider} is booked ${where}: ${booking.reservationNumber}${booking.onFallbackAccount ? ' (fallback booking account)' : ''}`;
}

/**
 * The providers offered for rollers: those already riding at this line today first (the line's
 * account, then its fallback, as the server accepts only those two), then the firm's others.
 */
export function rollerProviders(providers: readonly CarProvider[], reservations: readonly CarlineReservation[], line: CarLinePayload): Array<{ code: string; label: string }> {
  const seen = (accountId: number | null) => reservations.find((r) => accountId !== null && r.bookingAccountId === accountId && r.carProviderCode)?.carProviderCode ?? null;
  const primary = seen(line.bookingAccountId);
  const fallback = seen(line.carlineDetails.fallbackBookingAccountId);
  const rank = (code: string) => (code === primary ? 0 : code === fallback ? 1 : 2);
  return [...providers]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name))
    .map((p) => ({ code: p.code, label: `${p.name} (${p.code})${p.code === primary ? ' · this line' : p.code === fallback ? ' · fallback' : ''}` }));
}

export interface RollerOrder {
  howMany: number;
  isAsap: boolean;
  /** 'YYYY-MM-DDTHH:mm' on the line's clock. */
  dateTime: string;
  cpCode: string;
}

/** What is wrong with a roller order before it is sent, by field. */
export function rollerOrderProblems(order: RollerOrder): Partial<Record<'howMany' | 'dateTime' | 'cpCode', string>> {
  return {
    ...(Number.isInteger(order.howMany) && order.howMany >= 1 && order.howMany <= ROLLERS_MAX ? {} : { howMany: CONSOLE_TEXT.howMany }),
    ...(order.isAsap || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(order.dateTime) ? {} : { dateTime: CONSOLE_TEXT.rollerTime }),
    ...(order.cpCode.trim() ? {} : { cpCode: CONSOLE_TEXT.rollerProvider }),
  };
}
