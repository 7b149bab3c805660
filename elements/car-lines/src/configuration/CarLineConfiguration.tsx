import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints, type BookingAccount, type CarLinePayload } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import {
  DataTable, EMPTY_POLYGON, StatusPill, confirm, polygonFromRing, showToast, useAdoptedStyles, useApi, useCall, useFailureToast, useSession,
  type DataTableColumn,
} from '@curbside/ui';
import { draftOf, emptyDraft, placeText, scheduleSummary, type CarLineDraft } from './car-line-draft.ts';
import { CarLineForm } from './CarLineForm.tsx';
import { configurationCss } from './configuration.css.ts';

const accountName = (accounts: readonly BookingAccount[], id: number | null): string =>
  id === null ? 'None' : (accounts.find((a) => a.bookingAccountId === id)?.name ?? `Account ${id}`);

/**
 * The car-line configuration of super admins and HQ dev/support (001 §7 Superadmin carlines and
 * booking accounts, issue 16): the firm's active lines with their accounts and schedule; create
 * one, edit one, or deactivate one (it stops running; marshals no longer see it).
 */
export function CarLineConfiguration() {
  useAdoptedStyles(configurationCss);
  const api = useApi();
  const lines = useCall(endpoints.superadmin.carlines, {}, { retry: false });
  const accounts = useCall(endpoints.superadmin.bookingAccounts, {}, { retry: false });
  useFailureToast(lines);
  useFailureToast(accounts);
  const serviceAreas = useSession((s) => s.firm?.serviceAreas ?? null);
  const [editing, setEditing] = useState<CarLineDraft | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const formHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const accountList = accounts.data ?? [];

  // Opening or closing the form moves the focus to what now shows.
  const opened = editing !== null;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (opened ? formHeadingRef : headingRef).current?.focus();
  }, [opened]);

  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    void lines.refetch();
  };

  const deactivate = async (line: CarLinePayload) => {
    const name = line.carlineDetails.carlineName;
    if (!(await confirm(`Deactivate the car line '${name}'? Marshals can no longer run it, and its account is free for another line.`, {
      confirmLabel: 'Deactivate', danger: true,
    }))) return;
    setBusyId(line.carlineDetails.carlineDetailsId);
    try {
      await api.call(endpoints.superadmin.deactivateCarline, { body: { bookingAccountId: line.bookingAccountId } });
      showToast(`Car line ${name} deactivated`, 'success');
      await lines.refetch();
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusyId(null);
    }
  };

  const columns: DataTableColumn<CarLinePayload>[] = [
    {
      id: 'name', header: 'Car line', sortValue: (line) => line.carlineDetails.carlineName.toLowerCase(),
      cell: (line) => (
        <span className="car-line-cell">
          <strong className="car-line-cell__name">{line.carlineDetails.carlineName}</strong>
          <span className="car-line-cell__place">{placeText(line.carlineDetails.pickupPlace)}</span>
        </span>
      ),
    },
    { id: 'account', header: 'Booking account', cell: (line) => accountName(accountList, line.bookingAccountId) },
    { id: 'fallback', header: 'Fallback account', cell: (line) => accountName(accountList, line.carlineDetails.fallbackBookingAccountId) },
    {
      id: 'status', header: 'Status',
      cell: (line) => (
        <span className="car-line-status curb-inline">
          <StatusPill kind="employee" status="Active" />
          {line.carlineDetails.isOnHoldMode ? <span className="curb-pill on-hold-pill">On-hold mode</span> : null}
        </span>
      ),
    },
    { id: 'schedule', header: 'Operational schedule', cell: (line) => scheduleSummary(line) },
    {
      id: 'actions', header: 'Actions', headerHidden: true, align: 'end', card: 'plain',
      cell: (line) => (
        <span className="row-actions curb-inline">
          <SlButton size="small" onClick={() => setEditing(draftOf(line, polygonFromRing(line.regionShape)))}>
            Edit<span className="curb-visually-hidden"> {line.carlineDetails.carlineName}</span>
          </SlButton>
          <SlButton
            size="small"
            variant="danger"
            outline
            loading={busyId === line.carlineDetails.carlineDetailsId}
            onClick={() => void deactivate(line)}
          >
            Deactivate<span className="curb-visually-hidden"> {line.carlineDetails.carlineName}</span>
          </SlButton>
        </span>
      ),
    },
  ];

  if (editing) {
    const isNew = editing.carlineDetailsId === null;
    return (
      <section className="car-line-configuration curb-stack" aria-labelledby="car-line-form-heading">
        <div className="car-line-configuration__head">
          <h2 id="car-line-form-heading" ref={formHeadingRef} tabIndex={-1}>{isNew ? 'New car line' : `Edit ${editing.name}`}</h2>
        </div>
        <CarLineForm
          initial={editing}
          accounts={accountList}
          lines={lines.data ?? []}
          serviceAreas={serviceAreas ?? []}
          onSaved={saved}
          onCancel={close}
        />
      </section>
    );
  }

  return (
    <section className="car-line-configuration curb-stack" aria-labelledby="car-line-list-heading">
      <div className="car-line-configuration__head">
        <h2 id="car-line-list-heading" ref={headingRef} tabIndex={-1}>Car lines</h2>
        <SlButton variant="primary" className="new-car-line" disabled={!accounts.data} onClick={() => setEditing(emptyDraft(EMPTY_POLYGON))}>
          <SlIcon slot="prefix" name="plus-lg" aria-hidden="true" />
          New car line
        </SlButton>
      </div>
      <p className="car-line-configuration__intro">
        Each line books its riders on a booking account, with a fallback account when the provider declines. Marshals run the active lines.
      </p>
      <DataTable
        label="Car lines"
        columns={columns}
        rows={lines.data ?? []}
        rowKey={(line) => line.carlineDetails.carlineDetailsId ?? line.bookingAccountId}
        rowProps={(line) => ({ className: 'car-line-row', 'data-name': line.carlineDetails.carlineName })}
        loading={lines.isPending}
        loadingLabel="Loading car lines"
        emptyText="No active car line: create one."
        maxHeight="none"
      />
    </section>
  );
}
