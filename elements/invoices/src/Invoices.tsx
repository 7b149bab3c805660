import { useEffect, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { endpoints, type FirmInvoice } from '@curbside/contracts';
import { isInvoiceDateRange, isNavItemVisible, mayViewFirmInvoices, searchDatesError, type InvoiceDateRange } from '@curbside/domain';
import { connectSessionToApi, loadSession } from '@curbside/state';
import {
  DataTable, StatusPill, useApi, useCall, useDebouncedValue, useElementContext, useEmit, useFailureToast, useSession,
  type DataTableColumn,
} from '@curbside/ui';
import { EmbeddedSignIn } from './EmbeddedSignIn.tsx';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { InvoiceFilters } from './InvoiceFilters.tsx';
import { InvoiceFiles } from './InvoiceFiles.tsx';
import {
  INVOICES_PAGE_SIZE, countLine, initialSearch, invoiceQuery, invoiceRowView, withRange,
  type InvoiceRowView, type InvoiceSearch,
} from './invoice-search.ts';
import type { InvoicesEvents, InvoicesProps } from './invoices.contract.ts';

/** The portal page names its API key in a meta (root config); on any other page the element is embedded. */
const inPortal = (): boolean => document.querySelector('meta[name="curbside:api-key"]') !== null;

/**
 * The session as this element needs it: loaded (or loading), or known to be missing. A 401
 * fires curb-auth-required; embedded, the element keeps the page where it is (no redirect to the
 * portal's /login) and shows its own sign-in; a sign-in anywhere on the page loads the session.
 */
function useInvoiceSession(embedded: boolean): { signedOut: boolean } {
  const api = useApi();
  const emit = useEmit<InvoicesEvents>();
  const user = useSession((s) => s.userData?.user ?? null);
  const authenticated = useSession((s) => s.isAuthenticated);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    const off = api.onUnauthorized(() => {
      setSignedOut(true);
      emit('curb-auth-required', {});
    });
    if (embedded) api.setUnauthorizedHandler(() => {});
    return () => {
      off();
      if (embedded) api.setUnauthorizedHandler(null);
    };
  }, [api, emit, embedded]);

  useEffect(() => {
    connectSessionToApi(api);
    if (user) {
      setSignedOut(false);
      return;
    }
    let live = true;
    void loadSession(api).then((loaded) => {
      if (live && !loaded) setSignedOut(true);
    });
    return () => {
      live = false;
    };
  }, [api, user, authenticated]);

  return { signedOut: signedOut && !user };
}

/**
 * <curb-invoices>: the firm's direct-bill invoices (001 §7 GET /reports/firm-invoices with
 * filters) at /billing, and on a partner's billing site. Who sees them: 000 §2 Firm billing (the
 * server decides too). The list follows the filters; Open shows an invoice with its rides.
 */
export function Invoices({ range: rangeAttribute, invoiceId }: InvoicesProps) {
  const emit = useEmit<InvoicesEvents>();
  const { apiBase } = useElementContext();
  const embedded = useMemo(() => !inPortal(), []);
  const { signedOut } = useInvoiceSession(embedded);
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const timeFormat = useSession((s) => s.userData?.settings.timeFormat ?? null);
  const weekStart = useSession((s) => s.userData?.settings.startCalendarWeekOn ?? 'Sunday');

  const startRange: InvoiceDateRange = isInvoiceDateRange(rangeAttribute) ? rangeAttribute : 'anyDate';
  const [search, setSearch] = useState<InvoiceSearch>(() => initialSearch(startRange, new Date(), weekStart));
  const applied = useDebouncedValue(search, 300);
  const [limit, setLimit] = useState(INVOICES_PAGE_SIZE);
  const [openedId, setOpenedId] = useState<number | null>(invoiceId ?? null);

  useEffect(() => {
    setSearch((current) => (isInvoiceDateRange(rangeAttribute) ? withRange(current, rangeAttribute, new Date(), weekStart) : current));
  }, [rangeAttribute, weekStart]);
  useEffect(() => setOpenedId(invoiceId ?? null), [invoiceId]);
  useEffect(() => setLimit(INVOICES_PAGE_SIZE), [applied]);

  const allowed = user && firm ? mayViewFirmInvoices(user, firm.firmPreferences.allowDirectBill) : null;
  const list = useCall(endpoints.reports.firmInvoices, { query: invoiceQuery(applied, limit) }, {
    enabled: allowed === true && searchDatesError(applied) === null, placeholderData: keepPreviousData, retry: false, staleTime: 30_000,
  });
  useFailureToast(list);
  // An invoice opened by id (the attribute) that the list does not hold.
  const listed = list.data?.data.find((i) => i.firmInvoiceId === openedId);
  const single = useCall(endpoints.reports.firmInvoice, { params: { id: openedId ?? 0 } }, {
    enabled: allowed === true && openedId !== null && !listed && !list.isFetching, retry: false, staleTime: 30_000,
  });
  useFailureToast(single);

  const settings = useMemo(() => ({ dateFormat, timeFormat }), [dateFormat, timeFormat]);
  const rows = useMemo(() => (list.data?.data ?? []).map((i) => invoiceRowView(i, settings)), [list.data, settings]);
  const openedInvoice = listed ?? (single.data?.firmInvoiceId === openedId ? single.data : undefined);
  const opened = openedInvoice ? invoiceRowView(openedInvoice, settings) : null;

  const open = (invoice: FirmInvoice) => {
    setOpenedId(invoice.firmInvoiceId);
    emit('curb-invoice-opened', { firmInvoiceId: invoice.firmInvoiceId, invoiceNumber: invoice.invoiceNumber });
  };
  // In the portal the report is a route of the same page; on a host page it is the Curbside portal, in a new tab.
  const seesReports = user && firm ? isNavItemVisible('reports', { user, firm }) : false;
  const reportHref = (path: string) => (embedded ? `${apiBase || location.origin}${path}` : path);
  const onReport = embedded ? null : (path: string) => emit('curb-navigate', { path });

  if (!user || !firm) {
    if (!signedOut) {
      return <p className="invoices-note" role="status"><SlSpinner aria-hidden="true" /> Loading invoices…</p>;
    }
    return embedded ? <EmbeddedSignIn /> : <p className="invoices-note">Sign in to see your firm&apos;s invoices.</p>;
  }
  if (!allowed) {
    return <p className="invoices-note invoices-unavailable">Direct-bill invoices are not available for your account.</p>;
  }
  if (opened) {
    return (
      <InvoiceDetail row={opened} settings={settings} reportHref={reportHref} onReport={seesReports ? onReport : null}
        onBack={() => setOpenedId(null)} />
    );
  }

  const columns: DataTableColumn<InvoiceRowView>[] = [
    {
      id: 'invoice', header: 'Invoice', sortValue: (r) => r.number,
      cell: (r) => <span className="cell-stack"><span className="cell-number">{r.number}</span><span className="cell-sub">Issued {r.issued}</span></span>,
    },
    { id: 'period', header: 'Period', sortValue: (r) => r.invoice.periodFrom ?? '', cell: (r) => r.period },
    { id: 'rides', header: 'Rides', align: 'end', sortValue: (r) => r.invoice.rides, cell: (r) => r.rides },
    {
      id: 'amount', header: 'Amount', align: 'end', sortValue: (r) => r.invoice.amount,
      cell: (r) => <span className="cell-stack"><span>{r.amount}</span><span className="cell-sub">Paid {r.paid}</span></span>,
    },
    { id: 'status', header: 'Status', sortValue: (r) => r.statusLabel, cell: (r) => <StatusPill kind="invoice" status={r.status} /> },
    { id: 'files', header: 'Files', cell: (r) => <InvoiceFiles invoice={r.invoice} /> },
    {
      id: 'open', header: 'Open', headerHidden: true, card: 'plain',
      cell: (r) => (
        <SlButton size="small" className="open-invoice" onClick={() => open(r.invoice)}>
          <SlIcon slot="prefix" name="list-ul" />
          Open<span className="curb-visually-hidden"> invoice {r.number}</span>
        </SlButton>
      ),
    },
  ];

  return (
    <section className="invoices curb-stack">
      <InvoiceFilters
        value={search}
        onChange={setSearch}
        onRange={(range) => setSearch((current) => withRange(current, range, new Date(), weekStart))}
        onReset={() => setSearch(initialSearch('anyDate', new Date(), weekStart))}
      />
      <DataTable<InvoiceRowView>
        label="Direct-bill invoices"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ className: 'invoice-row', 'data-invoice': r.number })}
        loading={list.isFetching && rows.length === 0}
        loadingLabel="Loading invoices"
        emptyText="No invoices found"
        emptyIcon="receipt-cutoff"
        cardLayout={[['invoice', 'status'], ['period', 'rides'], ['amount'], ['files'], ['open']]}
        more={{
          status: list.data ? countLine(rows.length, list.data.total, 'invoice') : '',
          hasMore: list.data?.hasMore ?? false,
          label: 'Load more',
          loading: list.isFetching,
          onMore: () => setLimit((n) => n + INVOICES_PAGE_SIZE),
          part: 'more',
        }}
      />
    </section>
  );
}
