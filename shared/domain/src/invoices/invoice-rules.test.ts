import { describe, expect, it } from 'vitest';
import type { InvoiceStatus, UserRole } from '@curbside/contracts';
import { itAnswers } from '../test-support/answer-table.ts';
import { makeUser } from '../test-support/entities.ts';
import { parseReportUrl } from '../reports/report-url.ts';
import {
  applyInvoiceFeedEvent, invoiceDateRange, invoiceFeedSchedule, invoiceMonthsDue, invoiceNumberOf, invoicePeriodOf,
  invoiceRidesReportPath, invoiceStatusLabel, mayViewFirmInvoices, type InvoiceBalance, type InvoiceFeedEvent,
} from './invoice-rules.ts';

describe('direct-bill invoice statuses in words (001 §3)', () => {
  itAnswers<InvoiceStatus, string>('%s reads %s', invoiceStatusLabel, [
    ['new', 'New'], ['pending_payment', 'Pending payment'], ['fully_paid', 'Fully paid'],
    ['partially_paid', 'Partially paid'], ['declined', 'Declined'], ['test', 'Test'],
  ]);
});

describe('who sees direct-bill invoices (000 §2 Firm billing)', () => {
  const may = ([role, superFlag, directBill]: readonly [UserRole, boolean, boolean]) =>
    mayViewFirmInvoices(makeUser({ userRole: role, isSuperAdmin: superFlag }), directBill);
  itAnswers<readonly [UserRole, boolean, boolean], boolean>('%j may see them: %s', may, [
    [['SUPER_ADMIN', true, true], true], [['STANDARD', true, true], true], [['HQ_DEV', false, true], true],
    [['HQ_SUPPORT', false, true], true], [['REPORTER', false, true], true],
    [['ADMIN', false, true], false], [['STANDARD', false, true], false], [['BOOKER', false, true], false], [['MARSHAL', false, true], false],
    [['REPORTER', false, false], false], [['SUPER_ADMIN', true, false], false], [['HQ_DEV', false, false], false],
  ]);
});

describe('the monthly billing period', () => {
  it('bills a calendar month, issued on the 5th after it and due 30 days later', () => {
    expect(invoicePeriodOf('2026-10')).toEqual({ month: '2026-10', periodFrom: '2026-10-01', periodTo: '2026-10-31', issueDate: '2026-11-05', dueDate: '2026-12-05' });
    expect(invoicePeriodOf('2026-12')).toMatchObject({ periodTo: '2026-12-31', issueDate: '2027-01-05', dueDate: '2027-02-04' });
    expect(invoicePeriodOf('2028-02')).toMatchObject({ periodTo: '2028-02-29' });
  });

  it('invoices every month from the first ride up to the last one issued by today', () => {
    expect(invoiceMonthsDue('2025-11-24', '2026-01-04')).toEqual(['2025-11']);
    expect(invoiceMonthsDue('2025-11-24', '2026-01-05')).toEqual(['2025-11', '2025-12']);
    expect(invoiceMonthsDue('2026-11-02', '2026-11-24')).toEqual([]);
    expect(invoiceMonthsDue('2025-11-24', '2026-11-24')).toHaveLength(12);
  });

  it('numbers an invoice by firm and month', () => {
    expect(invoiceNumberOf('acme', '2026-10')).toBe('INV-ACME-202610');
  });
});

describe('the payment feed', () => {
  const unpaid = (status: InvoiceStatus, paidAmount = 0): InvoiceBalance => ({ status, amount: 100, paidAmount });
  const after = ([status, paid, event]: readonly [InvoiceStatus, number, InvoiceFeedEvent]) => {
    const next = applyInvoiceFeedEvent(unpaid(status, paid), event);
    return [next.status, next.paidAmount] as const;
  };
  itAnswers<readonly [InvoiceStatus, number, InvoiceFeedEvent], readonly [InvoiceStatus, number]>('%j gives %j', after, [
    [['new', 0, { kind: 'sent' }], ['pending_payment', 0]],
    [['pending_payment', 0, { kind: 'sent' }], ['pending_payment', 0]],
    [['pending_payment', 0, { kind: 'payment', amount: 60 }], ['partially_paid', 60]],
    [['partially_paid', 60, { kind: 'payment', amount: 40 }], ['fully_paid', 100]],
    [['pending_payment', 0, { kind: 'payment', amount: 100 }], ['fully_paid', 100]],
    [['pending_payment', 0, { kind: 'declined' }], ['declined', 0]],
    [['partially_paid', 60, { kind: 'declined' }], ['declined', 60]],
    [['declined', 60, { kind: 'payment', amount: 40 }], ['fully_paid', 100]],
    [['new', 0, { kind: 'declined' }], ['new', 0]],
    [['fully_paid', 100, { kind: 'declined' }], ['fully_paid', 100]],
    [['fully_paid', 100, { kind: 'payment', amount: 5 }], ['fully_paid', 100]],
    [['test', 0, { kind: 'payment', amount: 100 }], ['test', 0]],
    [['test', 0, { kind: 'sent' }], ['test', 0]],
  ]);

  it('adds payments in cents', () => {
    expect(applyInvoiceFeedEvent({ status: 'partially_paid', amount: 0.3, paidAmount: 0.1 }, { kind: 'payment', amount: 0.2 }))
      .toEqual({ status: 'fully_paid', amount: 0.3, paidAmount: 0.3 });
  });

  it('schedules sent, then a full, split or declined-then-retried payment by the invoice id; nothing for a test invoice', () => {
    const invoice = (firmInvoiceId: number, status: InvoiceStatus = 'new') => ({ firmInvoiceId, issueDate: '2026-11-05', dueDate: '2026-12-05', amount: 1000, status });
    expect(invoiceFeedSchedule(invoice(2))).toEqual([
      { on: '2026-11-07', event: { kind: 'sent' } }, { on: '2026-12-03', event: { kind: 'payment', amount: 1000 } },
    ]);
    expect(invoiceFeedSchedule(invoice(11)).map((e) => [e.on, e.event])).toEqual([
      ['2026-11-07', { kind: 'sent' }], ['2026-12-02', { kind: 'payment', amount: 600 }], ['2026-12-26', { kind: 'payment', amount: 400 }],
    ]);
    expect(invoiceFeedSchedule(invoice(13)).map((e) => e.event.kind)).toEqual(['sent', 'declined', 'payment']);
    expect(invoiceFeedSchedule(invoice(4, 'test'))).toEqual([]);
    // Every schedule ends fully paid.
    for (const id of [1, 2, 3, 6, 13]) {
      const end = invoiceFeedSchedule(invoice(id)).reduce((state, { event }) => applyInvoiceFeedEvent(state, event), { status: 'new' as InvoiceStatus, amount: 1000, paidAmount: 0 });
      expect(end).toEqual({ status: 'fully_paid', amount: 1000, paidAmount: 1000 });
    }
  });
});

describe("the invoices list's dates and the link to the rides report", () => {
  it('has no dates for any date and custom, and the 001 §9 dates for a quick range', () => {
    const now = Date.parse('2026-11-24T15:00:00Z');
    expect(invoiceDateRange('anyDate', now)).toBeNull();
    expect(invoiceDateRange('custom', now)).toBeNull();
    expect(invoiceDateRange('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(invoiceDateRange('yearToDate', now)).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });

  it("opens the rides report filtered by the invoice and its period's trip dates", () => {
    const path = invoiceRidesReportPath({ firmInvoiceId: 12, periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    expect(path).toBe('/reports?firmInvoiceId=12&tripDates=2026-10-01%2C2026-10-31');
    expect(parseReportUrl(path.slice('/reports'.length))).toMatchObject({ firmInvoiceId: 12, tripDates: { from: '2026-10-01', to: '2026-10-31' } });
  });
});
