import { useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { endpoints, type FirmInvoice } from '@curbside/contracts';
import { invoiceRidesReportPath } from '@curbside/domain';
import { DataTable, StatusPill, useCall, useFailureToast, type DataTableColumn } from '@curbside/ui';
import { InvoiceFiles } from './InvoiceFiles.tsx';
import { INVOICE_RIDES_PAGE_SIZE, countLine, invoiceRideView, type InvoiceRideView, type InvoiceRowView } from './invoice-search.ts';

export interface InvoiceDetailProps {
  row: InvoiceRowView;
  settings: { dateFormat: string | null; timeFormat: string | null };
  /** Where the rides report opens: a path in the portal, the portal's address on a host page. */
  reportHref: (path: string) => string;
  /** Follow the link in the portal (curb-navigate); null on a host page (a plain link, new tab). */
  onReport: ((path: string, invoice: FirmInvoice) => void) | null;
  onBack(): void;
}

const RIDE_COLUMNS: DataTableColumn<InvoiceRideView>[] = [
  {
    id: 'date', header: 'Date', sortValue: (r) => r.sortDate,
    cell: (r) => <span className="cell-stack">{r.date}<span className="cell-sub">{r.time}</span></span>,
  },
  { id: 'reservation', header: 'Reservation', sortValue: (r) => r.reservationNumber, cell: (r) => r.reservationNumber },
  { id: 'passenger', header: 'Passenger', sortValue: (r) => r.passenger, cell: (r) => r.passenger },
  {
    id: 'route', header: 'Route',
    cell: (r) => <span className="cell-stack"><span>{r.from}</span><span className="cell-sub">to {r.to}</span></span>,
  },
  { id: 'costCenter', header: 'Cost center', sortValue: (r) => r.costCenter, cell: (r) => r.costCenter },
  { id: 'amount', header: 'Amount', align: 'end', sortValue: (r) => r.sortAmount, cell: (r) => r.amount },
];

/**
 * An opened invoice: its facts (period, dates, status in words, rides, amount, paid), its files,
 * the link to the rides report filtered by the invoice (001 §7 firmInvoiceId, with its period as
 * the trip dates), and its rides (GET /reports/firm-invoices/{id}/rides), a hundred at a time.
 */
export function InvoiceDetail({ row, settings, reportHref, onReport, onBack }: InvoiceDetailProps) {
  const { invoice } = row;
  const [limit, setLimit] = useState(INVOICE_RIDES_PAGE_SIZE);
  const rides = useCall(endpoints.reports.firmInvoiceRides, { params: { id: invoice.firmInvoiceId }, query: { offset: 0, count: limit } }, {
    placeholderData: keepPreviousData, retry: false, staleTime: 60_000,
  });
  useFailureToast(rides);
  const views = useMemo(() => (rides.data?.data ?? []).map((r) => invoiceRideView(r, settings)), [rides.data, settings]);
  const reportPath = invoiceRidesReportPath(invoice);

  return (
    <section className="invoice curb-stack" part="invoice" aria-labelledby="invoice-title">
      <div className="invoice-head">
        <SlButton size="small" variant="text" className="invoice-back" onClick={onBack}>
          <SlIcon slot="prefix" name="arrow-left" />
          All invoices
        </SlButton>
        <InvoiceFiles invoice={invoice} />
      </div>
      <h2 className="invoice-title" id="invoice-title">Invoice {invoice.invoiceNumber}</h2>
      <dl className="curb-facts invoice-facts">
        <dt>Billing period</dt><dd>{row.period}</dd>
        <dt>Issued</dt><dd>{row.issued}</dd>
        <dt>Due</dt><dd>{row.due}</dd>
        <dt>Status</dt><dd><StatusPill kind="invoice" status={invoice.status} /></dd>
        <dt>Rides</dt><dd>{row.rides}</dd>
        <dt>Amount</dt><dd>{row.amount}</dd>
        <dt>Paid</dt><dd>{row.paid}</dd>
      </dl>
      <p>
        <a className="invoice-report-link" href={reportHref(reportPath)} {...(onReport ? {} : { target: '_blank', rel: 'noopener' })}
          onClick={(event) => {
            if (!onReport) return;
            event.preventDefault();
            onReport(reportPath, invoice);
          }}>
          See these rides in the rides report
        </a>
      </p>
      <DataTable<InvoiceRideView>
        label={`Rides on invoice ${invoice.invoiceNumber}`}
        columns={RIDE_COLUMNS}
        rows={views}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ className: 'invoice-ride-row', 'data-reservation': r.reservationNumber })}
        loading={rides.isFetching && views.length === 0}
        loadingLabel="Loading the invoice's rides"
        emptyText="This invoice bills no rides"
        emptyIcon="car-front"
        cardLayout={[['date', 'amount'], ['reservation', 'costCenter'], ['passenger'], ['route']]}
        more={{
          status: rides.data ? countLine(views.length, rides.data.total, 'ride') : '',
          hasMore: rides.data?.hasMore ?? false,
          label: 'Load more',
          loading: rides.isFetching,
          onMore: () => setLimit((n) => n + INVOICE_RIDES_PAGE_SIZE),
          part: 'more',
        }}
      />
    </section>
  );
}
