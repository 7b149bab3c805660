import { formatDate, formatTime } from './dates.ts';

/** The user's date and time formats (000 §3 settings). */
export interface DateTimeSettings {
  dateFormat: string | null;
  timeFormat: string | null;
}

/** What a list row shows of any ride (a receipt, an invoice's ride): when, who and where, in the user's formats. */
export interface RideRowBasics {
  date: string;
  time: string;
  passenger: string;
  from: string;
  to: string;
}

export function rideRowBasics(
  ride: { at: string; passengerName: string; pickupAddress: string | null; dropoffAddress: string | null },
  settings: DateTimeSettings,
): RideRowBasics {
  return {
    date: formatDate(ride.at, settings.dateFormat),
    time: formatTime(ride.at, settings.timeFormat),
    passenger: ride.passengerName,
    from: ride.pickupAddress ?? '',
    to: ride.dropoffAddress ?? '',
  };
}
