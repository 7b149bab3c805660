import type { ReservationStatus } from '@curbside/contracts';
import type { TimeRange } from '@curbside/contracts';
import { rangeSpan } from './schedule.ts';
import { MINUTES_PER_DAY, minutesOf, timeOfMinutes } from './time-of-day.ts';

// spec 001 §4 Other: the hourly rides chart is built between a start and end time, rolling to
// the next day if the end is earlier. It counts on-hold reservations and accepted, dispatched
// or on-scene ones per hour.

/** Statuses the chart counts as riding ('accepted, dispatched or on-scene'). */
const ACTIVE_STATUSES: readonly ReservationStatus[] = ['Accepted', 'Dispatched', 'OnScene'];

export interface HourlyRidesBar {
  /** 'YYYY-MM-DD' of the hour (the next day after midnight). */
  date: string;
  /** 'HH:00' the hour starts. */
  hour: string;
  onHold: number;
  active: number;
}

export interface ChartReservation {
  reservationStatus: ReservationStatus;
  /** Local pickup date-time on the line's clock, 'YYYY-MM-DDTHH:mm[:ss]'. */
  pickupTime: string;
}

const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * One bar per hour from the hour of `startTime` on `date` up to `endTime` (an end that is not a
 * whole hour gets its hour too); an end earlier than the start is on the next day. Reservations
 * with other statuses or outside the window are not counted.
 */
export function hourlyRides(
  reservations: readonly ChartReservation[],
  window: { date: string; startTime: string; endTime: string },
): HourlyRidesBar[] {
  const start = minutesOf(window.startTime);
  const end = minutesOf(window.endTime);
  if (start === null || end === null) return [];
  const endMinutes = end <= start ? end + MINUTES_PER_DAY : end;
  const firstHour = Math.floor(start / 60);
  const hours = Math.max(1, Math.ceil(endMinutes / 60) - firstHour);
  const following = nextDate(window.date);
  const bars: HourlyRidesBar[] = Array.from({ length: hours }, (_, i) => {
    const minutes = (firstHour + i) * 60;
    return { date: minutes >= MINUTES_PER_DAY ? following : window.date, hour: timeOfMinutes(minutes), onHold: 0, active: 0 };
  });
  const index = new Map(bars.map((bar, i) => [`${bar.date}T${bar.hour.slice(0, 2)}`, i]));
  for (const reservation of reservations) {
    const onHold = reservation.reservationStatus === 'OnHold';
    if (!onHold && !ACTIVE_STATUSES.includes(reservation.reservationStatus)) continue;
    const bar = bars[index.get(reservation.pickupTime.slice(0, 13)) ?? -1];
    if (!bar) continue;
    if (onHold) bar.onHold += 1;
    else bar.active += 1;
  }
  return bars;
}

/**
 * The chart's start and end for a line's day: from the earliest start of its ranges to the
 * latest end (an end past midnight stays the next day's, so the chart rolls over); null without ranges.
 */
export function chartWindowOf(timeRanges: readonly TimeRange[]): { startTime: string; endTime: string } | null {
  const spans = timeRanges.flatMap((range) => rangeSpan(range) ?? []);
  if (spans.length === 0) return null;
  const start = Math.min(...spans.map((s) => s.from));
  const end = Math.max(...spans.map((s) => s.to));
  // A day-long window would read as empty (end = start): stop a minute short.
  return { startTime: timeOfMinutes(start), endTime: timeOfMinutes(end - start >= MINUTES_PER_DAY ? end - 1 : end) };
}
