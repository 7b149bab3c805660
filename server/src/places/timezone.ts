import tzlookup from 'tz-lookup';

/** IANA timezone at a point (tz-lookup, packaged data), or null for invalid coordinates. */
export function timezoneAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  try {
    return tzlookup(latitude, longitude);
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

function shortName(timezone: string, locale: string, at: Date): string | null {
  try {
    const parts = formatter(`short|${locale}|${timezone}`, () => new Intl.DateTimeFormat(locale, { timeZone: timezone, timeZoneName: 'short' })).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** Locales whose short zone names are letters (BST, CET, AEST, IST) where en-US says 'GMT+1'. */
const LOCALES_BY_AREA: Record<string, string> = { Europe: 'en-GB', Australia: 'en-AU', Asia: 'en-IN', Pacific: 'en-NZ' };

/**
 * The zone's abbreviation at an instant, via Intl: 'EST'/'EDT', 'GMT'/'BST', else
 * the offset form ('GMT+4') when no locale knows a letter abbreviation.
 */
export function timezoneAbbreviation(timezone: string, at: Date = new Date()): string | null {
  const us = shortName(timezone, 'en-US', at);
  if (us && !/^(GMT|UTC)[+-]/.test(us)) return us;
  const regional = LOCALES_BY_AREA[timezone.split('/')[0] ?? ''];
  if (regional) {
    const other = shortName(timezone, regional, at);
    if (other && !/^(GMT|UTC)[+-]/.test(other)) return other;
  }
  return us;
}

/** Offset of a zone from UTC at an instant, in minutes (New York in winter: -300). */
export function timezoneOffsetMinutes(timezone: string, at: Date): number {
  const parts = formatter(`parts|${timezone}`, () => new Intl.DateTimeFormat('en-US', {
    timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  })).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time ('YYYY-MM-DD' + minutes after midnight) in a zone. */
export function zonedTimeToInstant(date: string, minutesOfDay: number, timezone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minutesOfDay);
  let instant = naive - timezoneOffsetMinutes(timezone, new Date(naive)) * 60_000;
  // A second pass settles instants next to a DST change.
  instant = naive - timezoneOffsetMinutes(timezone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** ISO 8601 local time with offset of an instant in a zone: '2025-03-10T14:05:00-04:00'. */
export function formatInZone(at: Date, timezone: string): string {
  const offset = timezoneOffsetMinutes(timezone, at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The wall-clock date ('YYYY-MM-DD') of an instant in a zone. */
export function localDateInZone(at: Date, timezone: string): string {
  return new Date(at.getTime() + timezoneOffsetMinutes(timezone, at) * 60_000).toISOString().slice(0, 10);
}
