import { describe, expect, it } from 'vitest';
import type { FirmInvoice } from '@curbside/contracts';
import { INVOICE_DATE_RANGES } from '@curbside/domain';
import { countLine, initialSearch, invoiceQuery, invoiceRowView, withRange } from './invoice-search.ts';
import { invoicesContract } from './invoices.contract.ts';

const NOW = new Date('2026-11-24T15:00:00Z');
const INVOICE: FirmInvoice = {
  firmInvoiceId: 12, invoiceNumber: 'INV-ACME-202610', status: 'partially_paid', issueDate: '2026-11-05', dueDate: '2026-12-05',
  periodFrom: '2026-10-01', periodTo: '2026-10-31', amount: 77790.27, paidAmount: 46674.16, currency: 'USD', rides: 862,
};

describe('the invoices search (001 §7 GET /reports/firm-invoices)', () => {
  it('starts with any date and asks for every invoice', () => {
    const search = initialSearch('anyDate', NOW, 'Sunday');
    expect(invoiceQuery(search, 24)).toEqual({ offset: 0, count: 24 });
  });

  it('sends a quick range as its dates, one status and the typed number', () => {
    const search = { ...withRange(initialSearch('anyDate', NOW, 'Sunday'), 'lastMonth', NOW, 'Sunday'), status: 'declined' as const, invoiceNumber: ' 2026 ' };
    expect(invoiceQuery(search, 48)).toEqual({ offset: 0, count: 48, statuses: ['declined'], dateFrom: '2026-10-01', dateTo: '2026-10-31', invoiceNumber: '2026' });
  });

  it('leaves the dates out while the end is before the start', () => {
    const search = { ...initialSearch('anyDate', NOW, 'Sunday'), range: 'custom' as const, dateFrom: '2026-10-10', dateTo: '2026-10-01' };
    expect(invoiceQuery(search, 24)).toEqual({ offset: 0, count: 24 });
  });

  it('shows an invoice in the user\'s formats with its status in words', () => {
    expect(invoiceRowView(INVOICE, { dateFormat: 'US', timeFormat: '12Hours' })).toMatchObject({
      number: 'INV-ACME-202610', period: '10/01/2026 – 10/31/2026', issued: '11/05/2026', due: '12/05/2026', rides: '862',
      amount: '$ 77790.27 (USD)', paid: '$ 46674.16 (USD)', statusLabel: 'Partially paid',
    });
    expect(invoiceRowView({ ...INVOICE, status: 'test', amount: 0, paidAmount: 0 }, { dateFormat: 'GB', timeFormat: null }))
      .toMatchObject({ amount: '$ 0.00 (USD)', period: '01/10/2026 – 31/10/2026', statusLabel: 'Test' });
    expect(countLine(24, 25, 'invoice')).toBe('Showing 24 of 25 invoices');
    expect(countLine(1, 1, 'ride')).toBe('Showing 1 of 1 ride');
  });

  it("offers in its contract the domain's date ranges", () => {
    expect(invoicesContract.attributes.range.values).toEqual(INVOICE_DATE_RANGES);
  });
});
