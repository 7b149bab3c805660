import * as chrono from 'chrono-node';
import { TIME_ROUNDING_MINUTES } from '@curbside/domain';
import { timezoneOffsetMinutes } from '../../places/timezone.ts';

// Issue 18: when the ride is, read from free text by chrono-node ('tomorrow at 9', 'next Friday
// 7:30pm', 'in 2 hours', 'Dec 3rd at 18:45'), on the pickup's clock, rounded to 5 minutes.

export interface WhenReading {
  /** 'yyyy-MM-dd' when the text names a day (or a time that fixes it). */
  date: string | null;
  /** The day was not said, only implied by a time ('at 9': today or tomorrow): an earlier day stands. */
  dateImplied: boolean;
  /** 'HH:mm' on the 5-minute marks when the text names a time. */
  time: string | null;
  /** 'now', 'asap', 'right away'. */
  isAsap: boolean;
  /** The parts of the text that were read as a date or time (removed before places are read). */
  matched: string[];
}

const ASAP = /\b(asap|as soon as possible|right (?:now|away)|immediately|now)\b/i;
/** '72nd St', '5th Avenue': an ordinal that is a street, not a day of the month. */
const STREET_AFTER = /^\s*(st|street|ave|avenue|rd|road|pl|place|blvd|dr|drive|floor|fl)\b/i;
/** A bare number that belongs to a terminal, a flight or a count of hours, never a clock. */
const NOT_A_TIME_BEFORE = /\b(terminal|gate|flight|pier|platform|t)\s*$/i;

/** Misspellings of day words that chrono does not know. */
const DATE_TYPOS: Array<[RegExp, string]> = [
  [/\b(?:tomm?orr?ow|tomorow|tommorow|tomorrw|tmrw?|2moro|2morrow)\b/gi, 'tomorrow'],
  [/\b(?:tonite|2nite)\b/gi, 'tonight'],
  [/\b(?:thurs|thur)\b/gi, 'thursday'],
  [/\b(?:tues)\b/gi, 'tuesday'],
  [/\b(?:wed)\b/gi, 'wednesday'],
];

/** The text with day words spelled as chrono knows them ('tommorow' -> 'tomorrow'). */
export function withDateTyposMended(text: string): string {
  return DATE_TYPOS.reduce((mended, [pattern, word]) => mended.replace(pattern, word), text);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight on the 5-minute marks, kept inside the day (23:58 -> 23:55). */
function roundedClock(hour: number, minute: number): string {
  const total = Math.min(Math.round((hour * 60 + minute) / TIME_ROUNDING_MINUTES) * TIME_ROUNDING_MINUTES, 24 * 60 - TIME_ROUNDING_MINUTES);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

function usable(text: string, result: chrono.ParsedResult): boolean {
  const after = text.slice(result.index + result.text.length);
  const before = text.slice(0, result.index);
  if (STREET_AFTER.test(after)) return false;
  // 'now' and 'right away' are the ASAP flag, not a pickup time.
  if (ASAP.test(result.text)) return false;
  // '3 hours' of an hourly ride is a duration, not a time ('in 2 hours' is).
  if (/\b(hours?|hrs?)\b/i.test(result.text) && !/\bin\s+\S+\s+(hours?|hrs?)\b/i.test(result.text)) return false;
  if (NOT_A_TIME_BEFORE.test(before) && /^\d/.test(result.text)) return false;
  // A bare number with no am/pm, no minutes and no 'at' ('3 hours', 'for 2') is not a time.
  if (/^\d{1,2}$/.test(result.text.trim()) && !/\bat\s*$/i.test(before)) return false;
  // 'for 3 hours' reads as a duration elsewhere.
  if (/^\s*(hours?|hrs?|h)\b/i.test(after)) return false;
  return true;
}

/**
 * The date and time a sentence names, in `timezone` at `now` (forward: '9am' after 9 is
 * tomorrow). A time without a day takes chrono's implied day; a day without a certain hour
 * ('tomorrow morning') leaves the time to be asked.
 */
export function readWhen(text: string, now: Date, timezone: string): WhenReading {
  const reading: WhenReading = { date: null, dateImplied: false, time: null, isAsap: false, matched: [] };
  const asap = ASAP.exec(text);
  if (asap && !/\bnow\b.*\b(at|on|tomorrow)\b/i.test(text)) {
    reading.isAsap = true;
    reading.matched.push(asap[0]);
  }
  const reference = { instant: now, timezone: timezoneOffsetMinutes(timezone, now) };
  const results = chrono.parse(text, reference, { forwardDate: true }).filter((result) => usable(text, result));
  for (const result of results) {
    const start = result.start;
    const dayNamed = start.isCertain('day') || start.isCertain('weekday');
    const timeNamed = start.isCertain('hour');
    if (!dayNamed && !timeNamed) continue;
    const date = `${start.get('year')}-${pad(start.get('month') ?? 1)}-${pad(start.get('day') ?? 1)}`;
    if (dayNamed || (timeNamed && !reading.date)) {
      reading.date = date;
      reading.dateImplied = !dayNamed;
    }
    if (timeNamed) reading.time = roundedClock(start.get('hour') ?? 0, start.get('minute') ?? 0);
    reading.matched.push(result.text);
  }
  if (reading.date || reading.time) reading.isAsap = reading.isAsap && !reading.date && !reading.time;
  return reading;
}
