import {
  COST_ALLOCATION_TYPES, IdentifierNumberTypeSchema, REPORT_ALLOCATION_LIST_KEYS, ReportTypeSchema,
  type CostAllocationType, type IdentifierNumberType, type ReportFilters, type ReportType,
} from '@curbside/contracts';
import { ALL_COUNTRIES } from './report-countries.ts';
import type { WeekStart } from '@curbside/contracts';
import {
  DEFAULT_REPORT_RANGE, isReportDateRangeKind, reportDateRange, type IsoDateRange, type ReportDateRangeKind,
} from './report-date-ranges.ts';

/**
 * The report's state as its URL holds it (spec 001 §7 'Report filter URL parameters'), so a link
 * reproduces the report, and the parsing rules of 001 §5 'Report URL filters': a date range
 * needs exactly two valid dates, groupBy must be a known cost allocation type, and a parameter
 * that does not parse is ignored with a warning. Pure: the caller passes the query string.
 */

export interface ReportEmployee {
  id: number;
  name: string;
}

/** The screens of /reports; Dashboard is the redirect to /dashboard (001 §2), never shown here. */
export type ReportView = Exclude<ReportType, 'Dashboard'>;

export interface ReportUrlFilters {
  type: ReportView;
  employees: ReportEmployee[];
  passenger: string;
  voucher: string;
  carProvider: string;
  purposeOfJourney: number | null;
  invoiceNumber: string;
  firmInvoiceId: number | null;
  tripDates: IsoDateRange | null;
  tripDatesGroup: ReportDateRangeKind | null;
  processedDates: IsoDateRange | null;
  processedDatesGroup: ReportDateRangeKind | null;
  /** Codes per allocation type ('Cost Center' -> ['CC-100', 'CC-200']). */
  costAllocations: Partial<Record<CostAllocationType, string[]>>;
  /** A country code; '0' is every country (001 §7). */
  country: string;
  /** Three states: only yes, only no, or either (null). */
  billable: boolean | null;
  premiumService: boolean | null;
  bookedByAgency: boolean | null;
  rideStatistics: boolean;
  ridesOver300: boolean;
  specificCarCompany: string;
  groupBy: CostAllocationType | null;
  identifierNumber: string;
  identifierNumberType: IdentifierNumberType | null;
}

export const EMPTY_REPORT_FILTERS: ReportUrlFilters = {
  type: 'Rides', employees: [], passenger: '', voucher: '', carProvider: '', purposeOfJourney: null, invoiceNumber: '',
  firmInvoiceId: null, tripDates: null, tripDatesGroup: null, processedDates: null, processedDatesGroup: null,
  costAllocations: {}, country: ALL_COUNTRIES, billable: null, premiumService: null, bookedByAgency: null,
  rideStatistics: false, ridesOver300: false, specificCarCompany: '', groupBy: null, identifierNumber: '', identifierNumberType: null,
};

const TEXT_KEYS = ['passenger', 'voucher', 'carProvider', 'invoiceNumber', 'specificCarCompany', 'identifierNumber'] as const;
const TRI_STATE_KEYS = ['billable', 'premiumService', 'bookedByAgency'] as const;
const FLAG_KEYS = ['rideStatistics', 'ridesOver300'] as const;
const ID_KEYS = ['purposeOfJourney', 'firmInvoiceId'] as const;
const RANGE_KEYS = [['tripDates', 'tripDatesGroup'], ['processedDates', 'processedDatesGroup']] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 001 §5: exactly two valid dates, the first not after the second. */
function parseRange(text: string): IsoDateRange | null {
  const dates = text.split(',').map((d) => d.trim());
  if (dates.length !== 2 || !dates.every(isIsoDate)) return null;
  const [from, to] = dates as [string, string];
  return from <= to ? { from, to } : null;
}

function parseBoolean(text: string): boolean | null {
  return text === 'true' ? true : text === 'false' ? false : null;
}

function parseId(text: string): number | null {
  return /^\d+$/.test(text) && Number(text) > 0 && Number(text) < 2 ** 31 ? Number(text) : null;
}

/** 'id:name' pairs, comma separated; one bad pair makes the whole parameter unparsable. */
function parseEmployees(text: string): ReportEmployee[] | null {
  const employees: ReportEmployee[] = [];
  for (const pair of text.split(',')) {
    const at = pair.indexOf(':');
    const id = parseId(at > 0 ? pair.slice(0, at) : pair);
    const name = at > 0 ? pair.slice(at + 1).trim() : '';
    if (id === null || !name) return null;
    employees.push({ id, name });
  }
  return employees;
}

const isAllocationType = (value: string): value is CostAllocationType => (COST_ALLOCATION_TYPES as readonly string[]).includes(value);

/** 'type:code|code' pairs, comma separated, each type a known cost allocation type. */
function parseAllocations(text: string): ReportUrlFilters['costAllocations'] | null {
  const allocations: ReportUrlFilters['costAllocations'] = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf(':');
    const type = pair.slice(0, at).trim();
    const codes = pair.slice(at + 1).split('|').map((c) => c.trim()).filter(Boolean);
    if (at < 1 || !isAllocationType(type) || codes.length === 0) return null;
    allocations[type] = [...(allocations[type] ?? []), ...codes];
  }
  return allocations;
}

export type ReportUrlWarn = (message: string) => void;

/**
 * The report filters of a URL query string ('?tripDates=...' or without the '?'). What is
 * absent takes its empty value; what does not parse is left out and `warn` says which
 * parameter and why (001 §5). Unknown parameters are not report filters and pass silently.
 */
export function parseReportUrl(search: string, warn: ReportUrlWarn = (m) => console.warn(m)): ReportUrlFilters {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const filters: ReportUrlFilters = { ...EMPTY_REPORT_FILTERS, costAllocations: {}, employees: [] };
  const reject = (key: string, value: string, why: string) => warn(`Report filter ${key}=${value} ignored: ${why}`);
  const read = (key: string): string | null => {
    const value = params.get(key);
    return value === null || value.trim() === '' ? null : value.trim();
  };

  const type = read('type');
  if (type !== null) {
    const parsed = ReportTypeSchema.safeParse(type);
    if (parsed.success && parsed.data !== 'Dashboard') filters.type = parsed.data;
    else reject('type', type, 'not a report type');
  }
  const employees = read('employees');
  if (employees !== null) {
    const parsed = parseEmployees(employees);
    if (parsed) filters.employees = parsed;
    else reject('employees', employees, 'expected id:name pairs');
  }
  for (const key of TEXT_KEYS) filters[key] = read(key) ?? '';
  for (const key of ID_KEYS) {
    const value = read(key);
    if (value === null) continue;
    const id = parseId(value);
    if (id !== null) filters[key] = id;
    else reject(key, value, 'not an id');
  }
  for (const [rangeKey, groupKey] of RANGE_KEYS) {
    const value = read(rangeKey);
    if (value !== null) {
      const range = parseRange(value);
      if (range) filters[rangeKey] = range;
      else reject(rangeKey, value, 'a date range needs exactly two valid dates');
    }
    const group = read(groupKey);
    if (group !== null) {
      if (isReportDateRangeKind(group)) filters[groupKey] = group;
      else reject(groupKey, group, 'not a date range');
    }
  }
  const allocations = read('costAllocations');
  if (allocations !== null) {
    const parsed = parseAllocations(allocations);
    if (parsed) filters.costAllocations = parsed;
    else reject('costAllocations', allocations, 'expected type:code|code pairs of known types');
  }
  const country = read('country');
  if (country !== null) {
    if (country === ALL_COUNTRIES || /^[A-Za-z]{2}$/.test(country)) filters.country = country.toUpperCase();
    else reject('country', country, 'not a country code');
  }
  for (const key of [...TRI_STATE_KEYS, ...FLAG_KEYS]) {
    const value = read(key);
    if (value === null) continue;
    const parsed = parseBoolean(value);
    if (parsed === null) reject(key, value, 'expected true or false');
    else filters[key] = parsed;
  }
  const groupBy = read('groupBy');
  if (groupBy !== null) {
    if (isAllocationType(groupBy)) filters.groupBy = groupBy;
    else reject('groupBy', groupBy, 'not a known cost allocation type');
  }
  const identifierType = read('identifierNumberType');
  if (identifierType !== null) {
    const parsed = IdentifierNumberTypeSchema.safeParse(identifierType);
    if (parsed.success) filters.identifierNumberType = parsed.data;
    else reject('identifierNumberType', identifierType, 'not an identifier number type');
  }
  return filters;
}

const plain = (text: string): string => text.replace(/[,:|]/g, ' ').trim();

/**
 * The URL query string of the filters (without '?'): only what differs from the empty
 * filters, in the 001 §7 parameter order, so parseReportUrl reads back the same filters.
 */
export function buildReportUrl(filters: ReportUrlFilters): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | null | undefined) => {
    if (value) params.set(key, value);
  };
  if (filters.type !== 'Rides') put('type', filters.type);
  put('employees', filters.employees.map((e) => `${e.id}:${plain(e.name)}`).join(','));
  put('passenger', filters.passenger.trim());
  put('voucher', filters.voucher.trim());
  put('carProvider', filters.carProvider.trim());
  put('purposeOfJourney', filters.purposeOfJourney?.toString());
  put('invoiceNumber', filters.invoiceNumber.trim());
  put('firmInvoiceId', filters.firmInvoiceId?.toString());
  for (const [rangeKey, groupKey] of RANGE_KEYS) {
    const range = filters[rangeKey];
    put(rangeKey, range ? `${range.from},${range.to}` : null);
    put(groupKey, filters[groupKey]);
  }
  put('costAllocations', COST_ALLOCATION_TYPES.flatMap((type) => {
    const codes = (filters.costAllocations[type] ?? []).map(plain).filter(Boolean);
    return codes.length ? [`${type}:${codes.join('|')}`] : [];
  }).join(','));
  if (filters.country !== ALL_COUNTRIES) put('country', filters.country);
  for (const key of TRI_STATE_KEYS) put(key, filters[key] === null ? null : String(filters[key]));
  for (const key of FLAG_KEYS) put(key, filters[key] ? 'true' : null);
  put('specificCarCompany', filters.specificCarCompany.trim());
  put('groupBy', filters.groupBy);
  put('identifierNumber', filters.identifierNumber.trim());
  put('identifierNumberType', filters.identifierNumberType);
  return params.toString();
}

const ALLOCATION_LIST_KEY = Object.fromEntries(COST_ALLOCATION_TYPES.map((type, i) => [type, REPORT_ALLOCATION_LIST_KEYS[i]])) as
  Record<CostAllocationType, (typeof REPORT_ALLOCATION_LIST_KEYS)[number]>;

/**
 * The filters as a report request (GET /reports and friends, the export bodies): the API's
 * names (tripDateFrom, employeeIds, ...) and, per allocation type, its list (costCenters, ...:
 * 001 §7 'Rides-report requests also send comma-joined lists per allocation').
 */
export function reportRequestOf(filters: ReportUrlFilters): ReportFilters {
  const request: ReportFilters = { type: filters.type };
  if (filters.employees.length) request.employeeIds = filters.employees.map((e) => e.id);
  for (const key of TEXT_KEYS) if (filters[key].trim()) request[key] = filters[key].trim();
  if (filters.purposeOfJourney !== null) request.purposeOfJourney = filters.purposeOfJourney;
  if (filters.firmInvoiceId !== null) request.firmInvoiceId = filters.firmInvoiceId;
  if (filters.tripDates) Object.assign(request, { tripDateFrom: filters.tripDates.from, tripDateTo: filters.tripDates.to });
  if (filters.processedDates) Object.assign(request, { processedDateFrom: filters.processedDates.from, processedDateTo: filters.processedDates.to });
  request.country = filters.country;
  for (const key of TRI_STATE_KEYS) if (filters[key] !== null) request[key] = filters[key] ?? undefined;
  for (const key of FLAG_KEYS) if (filters[key]) request[key] = true;
  if (filters.groupBy) request.groupBy = filters.groupBy;
  if (filters.identifierNumberType) request.identifierNumberType = filters.identifierNumberType;
  for (const type of COST_ALLOCATION_TYPES) {
    const codes = filters.costAllocations[type];
    if (codes?.length) request[ALLOCATION_LIST_KEY[type]] = codes;
  }
  return request;
}

/** The request as a query string's values: lists comma-joined (001 §7). */
export function reportQueryOf(filters: ReportUrlFilters): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(reportRequestOf(filters))
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value as string | number | boolean]));
}

/**
 * The filters with their date ranges filled in: a quick range named without its dates gets
 * them (relative to `now`), and a report with neither trip nor processed dates covers the
 * default range, last 30 days to today (001 §9).
 */
export function withDefaultRange(filters: ReportUrlFilters, now: Date | number, weekStart: WeekStart = 'Sunday'): ReportUrlFilters {
  const next = { ...filters };
  for (const [rangeKey, groupKey] of RANGE_KEYS) {
    const group = next[groupKey];
    if (!next[rangeKey] && group) next[rangeKey] = reportDateRange(group, now, weekStart);
  }
  if (!next.tripDates && !next.processedDates) {
    next.tripDates = reportDateRange(DEFAULT_REPORT_RANGE, now, weekStart);
    next.tripDatesGroup = DEFAULT_REPORT_RANGE;
  }
  return next;
}
