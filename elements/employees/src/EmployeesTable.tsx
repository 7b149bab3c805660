import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { endpointKey, endpoints, type AdminUserRow } from '@curbside/contracts';
import {
  DataTable, RowMenu, StatusPill, confirm, queryClient, showToast, useApi, useCall, useEmit, useFailureToast, useSession, useToastedTask,
  type DataTableColumn,
} from '@curbside/ui';
import { AccountHost, type AccountView } from './AccountHost.tsx';
import { BlockDialog, useSetBlocked, type BlockTarget } from './BlockDialog.tsx';
import type { EmployeesEvents } from './employees.contract.ts';
import {
  NO_EMPLOYEE_FILTERS, canAddEmployees, confirmDeleteEmployee, employeeMenu, employeeStatus, employeesQuery, employeesShowingLine,
  isFeedEmployee, pageOffsets, phoneText, roleLabel, type EmployeeAction, type EmployeeFilters,
} from './employees-logic.ts';
import { FeedStatus } from './FeedStatus.tsx';
import { FilterChips } from './FilterChips.tsx';

const USERS_KEY = endpointKey(endpoints.admin.users);

/**
 * The firm's employees (GET /admin/users): filter chips, pages of 20, role and status badges,
 * the feed status; New employee, Manage account, Block / Unblock and Delete.
 */
export function EmployeesTable() {
  const api = useApi();
  const emit = useEmit<EmployeesEvents>();
  const setBlocked = useSetBlocked();
  const viewer = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const [filters, setFilters] = useState<EmployeeFilters>(NO_EMPLOYEE_FILTERS);
  const [offset, setOffset] = useState(0);
  const [account, setAccount] = useState<AccountView | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const { busyKey: busyId, run: runToasted } = useToastedTask<number>();

  const list = useCall(endpoints.admin.users, { query: employeesQuery(filters, offset) }, { placeholderData: keepPreviousData, retry: false });
  useFailureToast(list);
  const rows = list.data?.users ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageOffsets(offset, total);

  const changeFilters = (next: EmployeeFilters) => {
    setFilters(next);
    setOffset(0);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });

  const run = async (row: AdminUserRow, task: () => Promise<void>) => {
    if (busyId !== null) return;
    await runToasted(task, row.userId);
  };

  const act = (row: AdminUserRow, action: EmployeeAction) => {
    if (action === 'account') setAccount({ mode: 'account', userId: row.userId });
    else if (action === 'block') setBlocking({ userId: row.userId, fullName: row.fullName });
    else if (action === 'unblock') {
      void run(row, () => setBlocked(row, false));
    } else {
      void run(row, async () => {
        if (!(await confirm(confirmDeleteEmployee(row.fullName), { danger: true, confirmLabel: 'Delete' }))) return;
        await api.call(endpoints.account.deleteUser, { params: { id: row.userId }, body: { source: row.source } });
        showToast(`${row.fullName} was deleted`, 'success');
        emit('curb-employee-deleted', { userId: row.userId });
        if (rows.length === 1 && pages.previous !== null) setOffset(pages.previous);
      });
    }
  };

  const columns: DataTableColumn<AdminUserRow>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (row) => row.fullName,
      cell: (row) => (
        <span className="cell-stack">
          <button type="button" className="link-button" onClick={() => setAccount({ mode: 'account', userId: row.userId })}>
            {row.fullName}
          </button>
          {row.employeeId ? <span className="cell-sub">ID {row.employeeId}</span> : null}
        </span>
      ),
    },
    { id: 'email', header: 'Email', sortValue: (row) => row.email ?? '', cell: (row) => row.email ?? '' },
    { id: 'phone', header: 'Phone', cell: (row) => phoneText(row.mobilePhone ?? row.workPhone) },
    {
      id: 'role',
      header: 'Role',
      sortValue: (row) => roleLabel(row.userRole),
      cell: (row) => (
        <span className="badges">
          <SlTag size="small" pill variant="neutral" className="role-badge">{roleLabel(row.userRole)}</SlTag>
          {isFeedEmployee(row) ? <SlTag size="small" pill variant="primary" className="feed-badge">Company records</SlTag> : null}
        </span>
      ),
    },
    { id: 'status', header: 'Status', sortValue: (row) => employeeStatus(row), cell: (row) => <StatusPill kind="employee" status={employeeStatus(row)} /> },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'corner',
      align: 'end',
      cell: (row) => (
        <RowMenu
          items={employeeMenu(row, viewer?.userId ?? null)}
          label={`Actions for ${row.fullName}`}
          busyLabel={`Working on ${row.fullName}`}
          busy={busyId === row.userId}
          onSelect={(action) => act(row, action)}
        />
      ),
    },
  ];

  return (
    <div className="employees-tab">
      <FeedStatus />
      <div className="toolbar">
        <FilterChips filters={filters} onChange={changeFilters} />
        {canAddEmployees(viewer, firm) ? (
          <SlButton variant="primary" size="small" className="new-employee" onClick={() => setAccount({ mode: 'new-employee' })}>
            New employee
          </SlButton>
        ) : null}
      </div>
      <DataTable
        label="Employees"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.userId}
        rowProps={(row) => ({ className: 'employee-row', 'data-user-id': row.userId })}
        loading={list.isPending}
        loadingLabel="Loading employees"
        emptyText="No employees found"
        emptyIcon="people"
        cardLayout={[['name', 'status'], ['email', 'phone'], ['role']]}
      />
      <div className="pager" part="pager">
        <span role="status">{list.isPending ? '' : employeesShowingLine(offset, rows.length, total)}</span>
        <span className="pager-buttons">
          <SlButton size="small" disabled={pages.previous === null} onClick={() => setOffset(pages.previous ?? 0)}>Previous</SlButton>
          <SlButton size="small" disabled={pages.next === null} onClick={() => setOffset(pages.next ?? offset)}>Next</SlButton>
        </span>
      </div>
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
      <AccountHost
        view={account}
        onClosed={() => setAccount(null)}
        onSaved={(saved) => {
          void refresh();
          if (saved.section === 'newEmployee') {
            showToast('Employee added', 'success');
            emit('curb-employee-added', { userId: saved.userId });
          }
        }}
      />
    </div>
  );
}
