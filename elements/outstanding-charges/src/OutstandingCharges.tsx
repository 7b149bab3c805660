import { useEffect, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { intentionKey } from '@curbside/api';
import { endpoints } from '@curbside/contracts';
import { isNavItemVisible } from '@curbside/domain';
import {
  DataTable, StatusPill, confirm, showToast, useApi, useCall, useDebouncedValue, useEmit, useFailureToast, useSession, useSessionLoad,
  useToastedTask, type DataTableColumn,
} from '@curbside/ui';
import { CardDialog } from './CardDialog.tsx';
import { ChargeFilters } from './ChargeFilters.tsx';
import { EmailDialog } from './EmailDialog.tsx';
import {
  NO_FILTERS, OUTSTANDING_TEXT, PAGE_SIZE, chargeRowView, datesError, isPaymentStatus, outstandingQuery, shownLine, totalsLines,
  type ChargeRowView, type OutstandingFilters,
} from './outstanding-view.ts';
import type { OutstandingChargesEvents, OutstandingChargesProps } from './outstanding-charges.contract.ts';

type Opened = { kind: 'card' | 'email'; rideId: number } | null;

const filtersOf = (status: string | undefined): OutstandingFilters => ({ ...NO_FILTERS, status: isPaymentStatus(status) ? status : '' });

/**
 * <curb-outstanding-charges>: the outstanding charges at /outstanding-charges (001 §7, issue 15).
 * Super admins of SG2 and FN firms only (000 §2): anyone else sees a notice and makes no call.
 */
export function OutstandingCharges({ status }: OutstandingChargesProps) {
  const api = useApi();
  const emit = useEmit<OutstandingChargesEvents>();
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const timeFormat = useSession((s) => s.userData?.settings.timeFormat ?? null);
  useSessionLoad(api);

  const [filters, setFilters] = useState<OutstandingFilters>(() => filtersOf(status));
  useEffect(() => setFilters((current) => ({ ...current, status: filtersOf(status).status })), [status]);
  const applied = useDebouncedValue(filters, 300);
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [applied]);
  const [opened, setOpened] = useState<Opened>(null);
  const [convertIntention] = useState(() => intentionKey());
  const task = useToastedTask<number>();

  const allowed = user && firm ? isNavItemVisible('outstandingCharges', { user, firm }) : null;
  const charges = useCall(endpoints.reports.outstanding, { query: outstandingQuery(applied, limit) }, {
    enabled: allowed === true && datesError(applied) === null, placeholderData: keepPreviousData, retry: false,
  });
  useFailureToast(charges);

  const settings = useMemo(() => ({ dateFormat, timeFormat }), [dateFormat, timeFormat]);
  const rows = useMemo(() => (charges.data?.data ?? []).map((c) => chargeRowView(c, settings)), [charges.data, settings]);
  const openedRow = (kind: 'card' | 'email') => (opened?.kind === kind ? rows.find((r) => r.key === opened.rideId) ?? null : null);
  const directBill = charges.data?.directBillAllowed ?? false;
  const totals = charges.data ? totalsLines(charges.data.totals) : null;

  const convert = async (row: ChargeRowView) => {
    const { charge } = row;
    const question = `Bill the charge of ${row.amount} for ride ${charge.reservationNumber} (${charge.passengerName}) to the company?`;
    if (!(await confirm(question, { confirmLabel: OUTSTANDING_TEXT.convertConfirmLabel }))) return;
    await task.run(async () => {
      await api.call(endpoints.reports.convertToDirectBill, { params: { id: charge.rideId }, idempotencyKey: convertIntention.for({ convert: charge.rideId }) });
      convertIntention.done();
      showToast(OUTSTANDING_TEXT.converted, 'success');
      emit('curb-charge-converted', { rideId: charge.rideId, reservationNumber: charge.reservationNumber });
    }, charge.rideId);
  };

  const hidden = (text: string) => <span className="curb-visually-hidden"> {text}</span>;
  const columns: DataTableColumn<ChargeRowView>[] = [
    {
      id: 'date', header: 'Ride date', sortValue: (r) => r.charge.rideDate,
      cell: (r) => <span className="charge-cell">{r.date}<span className="dt-cell-sub">{r.time}</span></span>,
    },
    {
      id: 'ride', header: 'Ride', sortValue: (r) => r.charge.reservationNumber,
      cell: (r) => <span className="charge-cell"><span className="dt-cell-main">{r.charge.reservationNumber}</span><span className="dt-cell-sub">{r.charge.carProvider}</span></span>,
    },
    {
      id: 'passenger', header: 'Passenger', sortValue: (r) => r.charge.passengerName,
      cell: (r) => <span className="charge-cell">{r.charge.passengerName}<span className="dt-cell-sub">{r.charge.passengerEmail ?? ''}</span></span>,
    },
    { id: 'amount', header: 'Amount', align: 'end', sortValue: (r) => r.charge.amount, cell: (r) => r.amount },
    {
      id: 'status', header: 'Payment status', sortValue: (r) => r.charge.paymentStatus,
      cell: (r) => (
        <span className="charge-cell">
          <StatusPill kind="payment" status={r.charge.paymentStatus} />
          {r.charge.failureReason ? <span className="dt-cell-sub">{r.charge.failureReason}</span> : null}
        </span>
      ),
    },
    {
      id: 'card', header: 'Card', cell: (r) => <span className="charge-cell">{r.card}{r.emails ? <span className="dt-cell-sub">{r.emails}</span> : null}</span>,
    },
    {
      id: 'actions', header: 'Actions', headerHidden: true, card: 'plain',
      cell: (r) => (
        <span className="charge-actions">
          {directBill ? (
            <SlButton size="small" className="convert-charge" disabled={task.busy} loading={task.busyKey === r.key} onClick={() => void convert(r)}>
              <SlIcon slot="prefix" name="building" />Bill to company{hidden(`for ${r.charge.reservationNumber}`)}
            </SlButton>
          ) : null}
          <SlButton size="small" className="change-card" disabled={r.charge.passengerUserId === null} onClick={() => setOpened({ kind: 'card', rideId: r.key })}>
            <SlIcon slot="prefix" name="credit-card" />Change card{hidden(`for ${r.charge.reservationNumber}`)}
          </SlButton>
          <SlButton size="small" className="email-charge" onClick={() => setOpened({ kind: 'email', rideId: r.key })}>
            <SlIcon slot="prefix" name="envelope" />Email{hidden(`about ${r.charge.reservationNumber}`)}
          </SlButton>
        </span>
      ),
    },
  ];

  if (allowed === false) {
    return <section className="outstanding-charges"><p className="outstanding-unavailable">{OUTSTANDING_TEXT.unavailable}</p></section>;
  }

  return (
    <section className="outstanding-charges curb-stack">
      <ChargeFilters value={filters} onChange={setFilters} onReset={() => setFilters(NO_FILTERS)} />
      {totals ? (
        <p className="outstanding-totals" part="totals" role="status">
          <span className="totals-all">{totals.all}</span>
          {totals.byStatus.map((s) => (
            <span key={s.status} className="totals-status"><StatusPill kind="payment" status={s.status} />{s.text}</span>
          ))}
        </p>
      ) : null}
      <DataTable<ChargeRowView>
        label={OUTSTANDING_TEXT.title}
        part="table"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ className: 'charge-row', 'data-ride': r.charge.reservationNumber })}
        loading={charges.isFetching && rows.length === 0}
        loadingLabel={OUTSTANDING_TEXT.loading}
        emptyText={OUTSTANDING_TEXT.empty}
        emptyIcon="check2-circle"
        cardLayout={[['date', 'amount'], ['ride', 'status'], ['passenger', 'card'], ['actions']]}
        more={{
          status: charges.data ? shownLine(rows.length, charges.data.total) : '',
          hasMore: charges.data?.hasMore ?? false,
          label: 'Load more',
          loading: charges.isFetching,
          onMore: () => setLimit((n) => n + PAGE_SIZE),
          part: 'more',
        }}
      />
      <CardDialog row={openedRow('card')} onClose={() => setOpened(null)}
        onChanged={(charge, creditCardId) => emit('curb-charge-card-changed', { rideId: charge.rideId, creditCardId })} />
      <EmailDialog row={openedRow('email')} settings={settings} firmName={firm?.corporate ?? ''} onClose={() => setOpened(null)}
        onSent={(charge, recipients) => emit('curb-charge-email-sent', { rideId: charge.rideId, recipients })} />
    </section>
  );
}
