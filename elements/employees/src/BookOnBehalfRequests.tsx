import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { endpoints, type BookerPermission } from '@curbside/contracts';
import { PERMISSION_TOASTS, formatDate } from '@curbside/domain';
import { DataTable, StatusPill, showToast, useApi, useCall, useEmit, useFailureToast, useSession, type DataTableColumn, type RowKey } from '@curbside/ui';
import type { EmployeesEvents } from './employees.contract.ts';

/**
 * Book-on-behalf requests waiting for the admin's approval (000 §7 GET /admin/bookOnBehalfRequests):
 * choose several and approve them at once (POST .../approve). 000 §8: 'Request was successfully
 * approved'; on failure 'Error resending request', and the requests stay.
 */
export function BookOnBehalfRequests() {
  const api = useApi();
  const emit = useEmit<EmployeesEvents>();
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const requests = useCall(endpoints.permissions.bookOnBehalfRequests, {}, { retry: false, staleTime: 0 });
  useFailureToast(requests, PERMISSION_TOASTS.employeePermissionFailed);
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const [busy, setBusy] = useState(false);
  const rows = requests.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.bookerPermissionId)).map((row) => row.bookerPermissionId);

  const approve = async (ids: number[]) => {
    if (busy || ids.length === 0) return;
    setBusy(true);
    try {
      await api.call(endpoints.permissions.approveBookOnBehalfRequests, { body: { bookerPermissionIds: ids } });
      showToast(PERMISSION_TOASTS.requestApproved, 'success');
      setSelected(new Set());
      emit('curb-requests-approved', { bookerPermissionIds: ids });
    } catch {
      showToast(PERMISSION_TOASTS.resendFailed, 'danger');
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<BookerPermission>[] = [
    {
      id: 'booker',
      header: 'Booker',
      sortValue: (row) => row.bookerFullName ?? '',
      cell: (row) => (
        <span className="cell-stack">
          {row.bookerFullName ?? row.bookerEmail ?? ''}
          {row.bookerEmail ? <span className="cell-sub">{row.bookerEmail}</span> : null}
        </span>
      ),
    },
    {
      id: 'employee',
      header: 'Books on behalf of',
      sortValue: (row) => row.userFullName,
      cell: (row) => (
        <span className="cell-stack">
          {row.userFullName || row.userEmail || ''}
          {row.userEmail ? <span className="cell-sub">{row.userEmail}</span> : null}
        </span>
      ),
    },
    { id: 'requested', header: 'Requested', sortValue: (row) => row.updated ?? '', cell: (row) => (row.updated ? formatDate(row.updated, dateFormat) : '') },
    { id: 'status', header: 'Status', cell: (row) => <StatusPill kind="permission" status={row.status} /> },
  ];

  return (
    <div className="requests-tab" part="requests">
      <div className="toolbar">
        <span role="status" className="requests-count">
          {requests.isPending ? '' : `${rows.length} ${rows.length === 1 ? 'request' : 'requests'} awaiting approval`}
        </span>
        <SlButton variant="success" size="small" className="approve-selected" loading={busy} disabled={chosen.length === 0} onClick={() => void approve(chosen)}>
          Approve selected ({chosen.length})
        </SlButton>
      </div>
      <DataTable
        label="Book on behalf requests"
        part="requests-table"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.bookerPermissionId}
        rowProps={(row) => ({ className: 'request-row', 'data-permission-id': row.bookerPermissionId })}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => `Select ${row.bookerFullName ?? 'booker'} for ${row.userFullName}`,
        }}
        loading={requests.isPending}
        loadingLabel="Loading requests"
        emptyText="No book on behalf requests awaiting approval"
        emptyIcon="inbox"
      />
    </div>
  );
}
