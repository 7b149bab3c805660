import { useEffect, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { downloadFile } from '@curbside/api';
import { endpoints } from '@curbside/contracts';
import { errorText, isNavItemVisible, searchDatesError } from '@curbside/domain';
import { connectSessionToApi, loadSession } from '@curbside/state';
import {
  DataTable, StatusPill, saveDownloadedFile, sessionStore, showToast, useApi, useCall, useDebouncedValue, useEmit, useFailureToast, useSession,
  type DataTableColumn,
} from '@curbside/ui';
import { ReceiptSearchForm } from './ReceiptSearchForm.tsx';
import { ReceiptViewer, type OpenedReceipt } from './ReceiptViewer.tsx';
import {
  RECEIPTS_PAGE_SIZE, initialSearch, isReceiptRange, receiptQuery, receiptRowView, receiptsLine, withRange,
  type ReceiptRange, type ReceiptRowView, type ReceiptSearch,
} from './receipts-search.ts';
import type { ReceiptsEvents, ReceiptsProps } from './receipts.contract.ts';

/**
 * <curb-receipts>: the receipts search at /receipts (001 §7). The search lives in this
 * component's state and the portal keeps the element alive (001 §2), so leaving and coming back
 * shows the same search and list. The server decides whose receipts answer (the user's own, the
 * firm's for an admin or reporter); marshals and SG1 firms see a notice and make no call (000 §2).
 */
export function Receipts({ range: rangeAttribute }: ReceiptsProps) {
  const api = useApi();
  const emit = useEmit<ReceiptsEvents>();
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const timeFormat = useSession((s) => s.userData?.settings.timeFormat ?? null);
  const distanceUnits = useSession((s) => s.userData?.settings.distanceUnits ?? 'English');
  const weekStart = useSession((s) => s.userData?.settings.startCalendarWeekOn ?? 'Sunday');

  const startRange: ReceiptRange = isReceiptRange(rangeAttribute) ? rangeAttribute : 'last30Days';
  const [search, setSearch] = useState<ReceiptSearch>(() => initialSearch(startRange, new Date(), weekStart));
  const applied = useDebouncedValue(search, 300);
  const [limit, setLimit] = useState(RECEIPTS_PAGE_SIZE);
  const [opened, setOpened] = useState<OpenedReceipt | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

  // A new range from the host, or the user's week start once the session is known: the dates follow.
  useEffect(() => {
    setSearch((current) => (isReceiptRange(rangeAttribute) ? withRange(current, rangeAttribute, new Date(), weekStart) : current));
  }, [rangeAttribute, weekStart]);
  useEffect(() => setLimit(RECEIPTS_PAGE_SIZE), [applied]);

  const allowed = user && firm ? isNavItemVisible('receipts', { user, firm }) : null;
  const query = receiptQuery(applied, 0, limit);
  const receipts = useCall(endpoints.reports.receipts, { query }, {
    enabled: allowed === true && searchDatesError(applied) === null, placeholderData: keepPreviousData, retry: false, staleTime: 30_000,
  });
  useFailureToast(receipts);

  const settings = useMemo(() => ({ dateFormat, timeFormat, distanceUnits }), [dateFormat, timeFormat, distanceUnits]);
  const rows = useMemo(() => (receipts.data?.data ?? []).map((r) => receiptRowView(r, settings)), [receipts.data, settings]);
  const total = receipts.data?.total ?? 0;

  const fetchPdf = async (row: ReceiptRowView): Promise<OpenedReceipt> => {
    const file = await downloadFile(api, endpoints.reports.receiptPdf, { query: { invoiceNumber: row.invoiceNumber } }, {
      fallbackName: `receipt-${row.invoiceNumber}.pdf`,
    });
    return { invoiceNumber: row.invoiceNumber, blob: file.blob, fileName: file.fileName };
  };

  /** One receipt at a time (its buttons are disabled meanwhile); a failure toasts the server's message. */
  const run = (row: ReceiptRowView, task: () => Promise<void>) => {
    if (busy !== null) return Promise.resolve();
    setBusy(row.invoiceNumber);
    return task().catch((error: unknown) => showToast(errorText(error), 'danger')).finally(() => setBusy(null));
  };

  const download = (receipt: OpenedReceipt) => {
    saveDownloadedFile(receipt.blob, receipt.fileName);
    emit('curb-receipt-downloaded', { invoiceNumber: receipt.invoiceNumber, fileName: receipt.fileName });
  };

  const open = (row: ReceiptRowView) => run(row, async () => {
    setOpened(await fetchPdf(row));
    emit('curb-receipt-opened', { invoiceNumber: row.invoiceNumber, reservationNumber: row.reservationNumber });
  });

  const columns: DataTableColumn<ReceiptRowView>[] = [
    {
      id: 'date', header: 'Date', sortValue: (r) => r.sortDate,
      cell: (r) => <span className="cell-date">{r.date}<span className="cell-sub">{r.time}</span></span>,
    },
    {
      id: 'receipt', header: 'Receipt', sortValue: (r) => r.invoiceNumber,
      cell: (r) => <span className="cell-numbers"><span className="cell-invoice">{r.invoiceNumber}</span><span className="cell-sub">{r.confirmationNumber || r.reservationNumber}</span></span>,
    },
    { id: 'passenger', header: 'Passenger', sortValue: (r) => r.passenger, cell: (r) => r.passenger },
    {
      id: 'route', header: 'Route',
      cell: (r) => <span className="cell-route"><span>{r.from}</span><span className="cell-sub">to {r.to}</span></span>,
    },
    { id: 'provider', header: 'Car provider', hiddenByDefault: false, cell: (r) => r.provider },
    {
      id: 'co2', header: 'CO2', align: 'end', sortValue: (r) => r.sortCo2,
      cell: (r) => <span className="cell-co2">{r.co2}<span className="cell-sub">{r.distance}</span></span>,
    },
    { id: 'fare', header: 'Fare', align: 'end', sortValue: (r) => r.amount, cell: (r) => r.fare },
    { id: 'status', header: 'Status', cell: (r) => <StatusPill kind="reservation" status={r.status} /> },
    {
      id: 'actions', header: 'Actions', headerHidden: true, card: 'plain',
      cell: (r) => (
        <span className="cell-actions">
          <SlButton size="small" className="open-receipt" disabled={busy !== null} onClick={() => void open(r)}>
            {busy === r.invoiceNumber ? <SlSpinner slot="prefix" /> : <SlIcon slot="prefix" name="file-earmark-pdf" />}
            Open<span className="curb-visually-hidden"> receipt {r.invoiceNumber}</span>
          </SlButton>
          <SlIconButton className="download-receipt" name="download" label={`Download receipt ${r.invoiceNumber}`} disabled={busy !== null}
            onClick={() => void run(r, async () => download(await fetchPdf(r)))} />
        </span>
      ),
    },
  ];

  if (allowed === false) {
    return (
      <section className="receipts">
        <p className="receipts-unavailable">Receipts are not available for your account.</p>
      </section>
    );
  }

  return (
    <section className="receipts curb-stack">
      <ReceiptSearchForm
        value={search}
        onChange={setSearch}
        onRange={(range) => setSearch((current) => withRange(current, range, new Date(), weekStart))}
        onReset={() => setSearch(initialSearch('last30Days', new Date(), weekStart))}
      />
      <DataTable<ReceiptRowView>
        label="Receipts"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ className: 'receipt-row', 'data-invoice': r.invoiceNumber })}
        loading={receipts.isFetching && rows.length === 0}
        loadingLabel="Loading receipts"
        emptyText="No receipts found"
        emptyIcon="receipt"
        cardLayout={[['date', 'fare'], ['receipt', 'status'], ['passenger'], ['route'], ['co2'], ['actions']]}
        more={{
          status: receipts.data ? receiptsLine(rows.length, total) : '',
          hasMore: receipts.data?.hasMore ?? false,
          label: 'Load more',
          loading: receipts.isFetching,
          onMore: () => setLimit((n) => n + RECEIPTS_PAGE_SIZE),
          part: 'more',
        }}
      />
      <ReceiptViewer receipt={opened} onDownload={download} onClose={() => setOpened(null)} />
    </section>
  );
}
