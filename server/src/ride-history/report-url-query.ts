import { COST_ALLOCATION_TYPES, ReportQuerySchema, type ReportQuery } from '@curbside/contracts';
import { ALLOCATION_LIST_COLUMNS } from './report-filter.ts';

/**
 * A starred report's stored query (the report URL of 001 §7: tripDates and processedDates as
 * two comma-joined dates, employees as id:name pairs, costAllocations as type:code|code pairs,
 * the rest as named) read back as the report filters, so the scheduler runs what the user
 * saved. The API's own names (tripDateFrom, costCenters, ...) are read as well. What does not
 * parse is left out (001 §5: an unparsable parameter is ignored).
 */
export function reportQueryOfUrl(query: string): ReportQuery {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const raw: Record<string, string> = Object.fromEntries(params.entries());
  const range = (key: string, from: string, to: string) => {
    const dates = raw[key]?.split(',') ?? [];
    if (dates.length === 2 && dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))) [raw[from], raw[to]] = dates as [string, string];
    delete raw[key];
  };
  range('tripDates', 'tripDateFrom', 'tripDateTo');
  range('processedDates', 'processedDateFrom', 'processedDateTo');
  if (raw.employees) raw.employeeIds = raw.employees.split(',').map((pair) => pair.split(':')[0] ?? '').join(',');
  for (const pair of raw.costAllocations?.split(',') ?? []) {
    const [type, codes] = pair.split(':');
    const index = COST_ALLOCATION_TYPES.findIndex((t) => t === type);
    const key = ALLOCATION_LIST_COLUMNS[index]?.[0];
    if (key && codes) raw[key] = codes.split('|').join(',');
  }
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in ReportQuerySchema.shape)) continue;
    const single = ReportQuerySchema.pick({ [key]: true } as never).safeParse({ [key]: value });
    if (single.success) picked[key] = value;
  }
  return ReportQuerySchema.parse(picked);
}
