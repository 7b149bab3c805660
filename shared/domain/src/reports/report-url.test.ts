import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_REPORT_FILTERS, buildReportUrl, parseReportUrl, reportQueryOf, reportRequestOf, withDefaultRange, type ReportUrlFilters,
} from './report-url.ts';

const quiet = () => {};
const filters = (changes: Partial<ReportUrlFilters>): ReportUrlFilters => ({ ...EMPTY_REPORT_FILTERS, ...changes });

describe('report URL filters (001 §7 parameters)', () => {
  // One row per parameter of 001 §7: the filters, and the query text they make.
  const rows: Array<[string, Partial<ReportUrlFilters>, string]> = [
    ['type', { type: 'Summary' }, 'type=Summary'],
    ['employees (id:name pairs)', { employees: [{ id: 12, name: 'Ava Lee' }, { id: 7, name: 'Ben Ode' }] }, 'employees=12%3AAva+Lee%2C7%3ABen+Ode'],
    ['passenger', { passenger: 'Ava' }, 'passenger=Ava'],
    ['voucher', { voucher: 'V-1' }, 'voucher=V-1'],
    ['carProvider', { carProvider: 'Metro Black Car' }, 'carProvider=Metro+Black+Car'],
    ['purposeOfJourney', { purposeOfJourney: 3 }, 'purposeOfJourney=3'],
    ['invoiceNumber', { invoiceNumber: 'R-100' }, 'invoiceNumber=R-100'],
    ['firmInvoiceId', { firmInvoiceId: 44 }, 'firmInvoiceId=44'],
    ['tripDates and tripDatesGroup', { tripDates: { from: '2026-01-01', to: '2026-03-31' }, tripDatesGroup: 'currentQuarter' }, 'tripDates=2026-01-01%2C2026-03-31&tripDatesGroup=currentQuarter'],
    ['processedDates and processedDatesGroup', { processedDates: { from: '2026-02-01', to: '2026-02-10' }, processedDatesGroup: 'custom' }, 'processedDates=2026-02-01%2C2026-02-10&processedDatesGroup=custom'],
    ['costAllocations (type:code|code pairs)', { costAllocations: { 'Cost Center': ['CC-100', 'CC-200'], Department: ['Sales'] } }, 'costAllocations=Cost+Center%3ACC-100%7CCC-200%2CDepartment%3ASales'],
    ['country', { country: 'GB' }, 'country=GB'],
    ['billable yes', { billable: true }, 'billable=true'],
    ['billable no', { billable: false }, 'billable=false'],
    ['premiumService', { premiumService: true }, 'premiumService=true'],
    ['rideStatistics', { rideStatistics: true }, 'rideStatistics=true'],
    ['ridesOver300', { ridesOver300: true }, 'ridesOver300=true'],
    ['bookedByAgency', { bookedByAgency: false }, 'bookedByAgency=false'],
    ['specificCarCompany', { specificCarCompany: 'Yellow' }, 'specificCarCompany=Yellow'],
    ['groupBy', { groupBy: 'Department' }, 'groupBy=Department'],
    ['identifierNumber and its type', { identifierNumber: 'CB-1', identifierNumberType: 'reservationNumber' }, 'identifierNumber=CB-1&identifierNumberType=reservationNumber'],
  ];

  it.each(rows)('writes and reads back %s', (_name, changes, text) => {
    const warn = vi.fn();
    expect(buildReportUrl(filters(changes))).toBe(text);
    expect(parseReportUrl(`?${text}`, warn)).toEqual(filters(changes));
    expect(warn).not.toHaveBeenCalled();
  });

  it('round-trips every parameter at once, and the empty filters as an empty query', () => {
    const all = filters(Object.assign({}, ...rows.map(([, changes]) => changes)) as Partial<ReportUrlFilters>);
    expect(parseReportUrl(buildReportUrl(all), quiet)).toEqual(all);
    expect(buildReportUrl(EMPTY_REPORT_FILTERS)).toBe('');
    expect(parseReportUrl('', quiet)).toEqual(EMPTY_REPORT_FILTERS);
  });

  it('keeps the separators out of names and codes so the pairs still parse', () => {
    const odd = filters({ employees: [{ id: 1, name: 'Lee, Ava: Jr' }], costAllocations: { 'Cost Center': ['A|B'] } });
    expect(parseReportUrl(buildReportUrl(odd), quiet)).toEqual(filters({
      employees: [{ id: 1, name: 'Lee  Ava  Jr' }], costAllocations: { 'Cost Center': ['A B'] },
    }));
  });
});

describe('report URL parsing rules (001 §5)', () => {
  // Each unparsable parameter is ignored (the empty value stays) with a warning naming it.
  const rejected: Array<[string, string]> = [
    ['tripDates=2026-01-01', 'tripDates'],
    ['tripDates=2026-01-01,2026-01-02,2026-01-03', 'tripDates'],
    ['tripDates=2026-02-30,2026-03-01', 'tripDates'],
    ['tripDates=01/02/2026,2026-03-01', 'tripDates'],
    ['tripDates=2026-03-02,2026-03-01', 'tripDates'],
    ['processedDates=yesterday,today', 'processedDates'],
    ['tripDatesGroup=lastDecade', 'tripDatesGroup'],
    ['groupBy=Favourite+Colour', 'groupBy'],
    ['groupBy=costCenter', 'groupBy'],
    ['employees=12', 'employees'],
    ['employees=abc:Ava', 'employees'],
    ['costAllocations=Cost+Center', 'costAllocations'],
    ['costAllocations=Shoe+Size:42', 'costAllocations'],
    ['purposeOfJourney=abc', 'purposeOfJourney'],
    ['firmInvoiceId=-4', 'firmInvoiceId'],
    ['country=United+States', 'country'],
    ['billable=yes', 'billable'],
    ['ridesOver300=1', 'ridesOver300'],
    ['identifierNumberType=bookingCode', 'identifierNumberType'],
    ['type=Dashboard', 'type'],
  ];

  it.each(rejected)('ignores %s with a warning', (query, key) => {
    const warn = vi.fn();
    expect(parseReportUrl(query, warn)).toEqual(EMPTY_REPORT_FILTERS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`Report filter ${key}=`);
  });

  it('keeps the parameters that parse beside one that does not', () => {
    const warn = vi.fn();
    expect(parseReportUrl('groupBy=Nope&passenger=Ava&tripDates=2026-01-01,2026-01-31', warn)).toEqual(filters({
      passenger: 'Ava', tripDates: { from: '2026-01-01', to: '2026-01-31' },
    }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns on the console by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    parseReportUrl('billable=maybe');
    expect(spy).toHaveBeenCalledWith('Report filter billable=maybe ignored: expected true or false');
    spy.mockRestore();
  });

  it('passes parameters that are not report filters silently', () => {
    const warn = vi.fn();
    expect(parseReportUrl('utm_source=mail&tab=x', warn)).toEqual(EMPTY_REPORT_FILTERS);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('report requests and default range', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('covers last 30 days to today when the URL names no dates (001 §9 default)', () => {
    expect(withDefaultRange(EMPTY_REPORT_FILTERS, now)).toMatchObject({
      tripDates: { from: '2026-10-25', to: '2026-11-24' }, tripDatesGroup: 'last30Days', processedDates: null,
    });
  });

  it('fills the dates of a quick range named without them, and keeps dates given', () => {
    expect(withDefaultRange(filters({ tripDatesGroup: 'lastMonth' }), now).tripDates).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const given = filters({ processedDates: { from: '2026-01-01', to: '2026-01-02' } });
    expect(withDefaultRange(given, now)).toEqual(given);
  });

  it('sends the API names and the comma-joined list per allocation type (001 §7)', () => {
    const f = filters({
      type: 'Summary', employees: [{ id: 12, name: 'Ava' }], tripDates: { from: '2026-01-01', to: '2026-01-31' },
      costAllocations: { 'Cost Center': ['CC-1', 'CC-2'], 'Employee Manager': ['Kim'] }, billable: false, ridesOver300: true,
      identifierNumber: 'R-1', identifierNumberType: 'receiptNumber', groupBy: 'Department',
    });
    expect(reportRequestOf(f)).toEqual({
      type: 'Summary', employeeIds: [12], tripDateFrom: '2026-01-01', tripDateTo: '2026-01-31', country: '0', billable: false,
      ridesOver300: true, groupBy: 'Department', identifierNumber: 'R-1', identifierNumberType: 'receiptNumber',
      costCenters: ['CC-1', 'CC-2'], employeeManagers: ['Kim'],
    });
    expect(reportQueryOf(f)).toMatchObject({ employeeIds: '12', costCenters: 'CC-1,CC-2', employeeManagers: 'Kim', country: '0' });
  });
});
