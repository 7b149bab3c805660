import { describe, expect, it } from 'vitest';
import type { Receipt } from '@curbside/contracts';
import { receiptsContract } from './receipts.contract.ts';
import {
  RECEIPT_RANGES, RECEIPT_RANGE_CHOICES, initialSearch, receiptQuery, receiptRowView, receiptsLine, withRange,
  type ReceiptSearch,
} from './receipts-search.ts';

// Tuesday 24 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-24T15:00:00Z');

describe('receipts search (001 §7 GET /receipts, 001 §9 quick ranges)', () => {
  it('offers the quick ranges used outside the reports page, then custom, as the range attribute allows', () => {
    expect(RECEIPT_RANGE_CHOICES.map((r) => r.label)).toEqual(['Current week', 'Last week', 'Current month', 'Last month', 'Last 30 days', 'Custom']);
    expect(receiptsContract.attributes.range.values).toEqual([...RECEIPT_RANGES]);
  });

  it.each([
    ['currentWeek', 'Sunday', '2026-11-22', '2026-11-28'],
    ['currentWeek', 'Monday', '2026-11-23', '2026-11-29'],
    ['lastWeek', 'Sunday', '2026-11-15', '2026-11-21'],
    ['currentMonth', 'Sunday', '2026-11-01', '2026-11-30'],
    ['lastMonth', 'Sunday', '2026-10-01', '2026-10-31'],
    ['last30Days', 'Sunday', '2026-10-25', '2026-11-24'],
  ] as const)('%s (week from %s) runs from %s to %s', (range, weekStart, from, to) => {
    expect(initialSearch(range, NOW, weekStart)).toMatchObject({ range, dateFrom: from, dateTo: to });
  });

  it('starts a custom search from the last 30 days, and keeps typed dates when custom is chosen', () => {
    expect(initialSearch('custom', NOW, 'Sunday')).toMatchObject({ range: 'last30Days', dateFrom: '2026-10-25' });
    const typed: ReceiptSearch = { ...initialSearch('lastWeek', NOW, 'Sunday'), dateFrom: '2026-01-05', range: 'custom' };
    expect(withRange(typed, 'custom', NOW, 'Sunday')).toEqual(typed);
  });

  const base: ReceiptSearch = { range: 'custom', dateFrom: '2026-11-01', dateTo: '2026-11-24', passenger: '', numberType: 'any', number: '' };
  it.each<[string, Partial<ReceiptSearch>, Record<string, unknown>]>([
    ['dates only', {}, { offset: 0, count: 50, dateFrom: '2026-11-01', dateTo: '2026-11-24' }],
    ['a number of any kind', { number: ' MBC-55501 ' }, { identifierNumber: 'MBC-55501' }],
    ['a confirmation number', { number: 'MBC-55501', numberType: 'confirmationNumber' }, { identifierNumber: 'MBC-55501', identifierNumberType: 'confirmationNumber' }],
    ['a receipt number', { number: 'R202611-1', numberType: 'receiptNumber' }, { identifierNumberType: 'receiptNumber' }],
    ['a passenger', { passenger: '  Ava ' }, { passenger: 'Ava' }],
    ['a blank number type alone', { numberType: 'voucherNumber' }, { offset: 0 }],
  ])('asks GET /receipts for %s', (_case, change, expected) => {
    expect(receiptQuery({ ...base, ...change }, 0, 50)).toMatchObject(expected);
  });

  it('leaves out unfinished dates and a range that ends before it starts', () => {
    expect(receiptQuery({ ...base, dateFrom: '2026-11' }, 0, 50)).not.toHaveProperty('dateFrom');
    const backwards = { ...base, dateFrom: '2026-11-24', dateTo: '2026-11-01' };
    expect(receiptQuery(backwards, 0, 50)).toEqual({ offset: 0, count: 50 });
    expect(receiptQuery({ ...base, numberType: 'voucherNumber' }, 0, 50)).not.toHaveProperty('identifierNumberType');
  });

  it("shows a receipt in the user's formats (distance and CO2 in their units), a zero fare as such", () => {
    const receipt: Receipt = {
      rideId: 9, reservationId: 3, reservationNumber: 'CB-1000007', confirmationNumber: 'MBC-55501', reservationStatus: 'Completed',
      voucherNumber: null, passengerName: 'Ava Employee', carProvider: 'Metro Black Car', pickupAddress: 'Acme HQ', dropoffAddress: 'JFK',
      distanceInKm: 28.4, co2Kg: 4.86,
      invoiceNumber: 'R202603-1000007', rideDate: '2026-03-02T09:05:00', amount: 63.44, currency: 'USD', card: null, fileInstanceId: null,
    };
    expect(receiptRowView(receipt, { dateFormat: 'US', timeFormat: '12Hours', distanceUnits: 'English' })).toMatchObject({
      date: '03/02/2026', time: '9:05 AM', fare: '$ 63.44 (USD)', from: 'Acme HQ', to: 'JFK', status: 'Completed',
      distance: '17.6 mi', co2: '10.7 lb CO2',
    });
    expect(receiptRowView({ ...receipt, amount: 0, currency: 'GBP' }, { dateFormat: 'GB', timeFormat: '24Hours', distanceUnits: 'Metric' })).toMatchObject({
      date: '02/03/2026', time: '09:05', fare: '£ 0.00 (GBP)', distance: '28.4 km', co2: '4.9 kg CO2',
    });
    // A canceled ride was not driven: no distance, no CO2.
    expect(receiptRowView({ ...receipt, distanceInKm: null, co2Kg: 0 }, { dateFormat: 'US', timeFormat: null, distanceUnits: 'Metric' }))
      .toMatchObject({ distance: '', co2: '' });
    expect(receiptsLine(50, 312)).toBe('Showing 50 of 312 receipts');
    expect(receiptsLine(1, 1)).toBe('Showing 1 of 1 receipt');
  });
});
