import { useEffect, useMemo, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { endpoints, queryKey, type BookerPermission } from '@curbside/contracts';
import {
  CONFIRMATIONS, PERMISSION_PAGE_SIZE, PERMISSION_REFRESH_INTERVAL_MS, PERMISSION_TOASTS, isAdmin as isAdminUser,
  permissionsShowingLine, type PermissionMenuItem,
} from '@curbside/domain';
import { connectSessionToApi, loadSession } from '@curbside/state';
import { confirm, sessionStore, showToast, useApi, useEmit, useFailureToast, useQuery, useSession } from '@curbside/ui';
import { BookOnBehalfDialog } from './BookOnBehalfDialog.tsx';
import { FilterChips, NO_FILTERS, type PermissionFilters } from './FilterChips.tsx';
import { PendingRequests } from './PendingRequests.tsx';
import {
  addDialogText, addKind, deleteFailureToast, nextLimit, parseView, permissionRowView, type PermissionRowView,
} from './permission-rows.ts';
import type { PermissionsEvents, PermissionsProps } from './permissions.contract.ts';
import { PermissionsTable } from './PermissionsTable.tsx';

/**
 * <curb-permissions>: an employee's booker permissions (spec 000 §2 Booker permissions table,
 * §4, §5, §6, §7 Permissions, §8, §9). Filters by employee and status, pages of 10 with
 * 'Load More', refreshes every 15 s; the add / request dialog; row menus by role; admins in the
 * BOOK ON BEHALF view also approve pending requests. A failed call toasts and leaves the table usable.
 */
export function Permissions({ mode, userId }: PermissionsProps) {
  const view = parseView(mode);
  const api = useApi();
  const emit = useEmit<PermissionsEvents>();
  const viewer = useSession((s) => s.userData?.user ?? null);
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const subjectId = typeof userId === 'number' && Number.isFinite(userId) ? userId : (viewer?.userId ?? null);
  const admin = viewer ? isAdminUser(viewer) : false;

  const [filters, setFilters] = useState<PermissionFilters>(NO_FILTERS);
  const [limit, setLimit] = useState(PERMISSION_PAGE_SIZE);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  // The portal's root config usually loaded the session already; loadSession() shares a running load.
  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

  // A new filter or another employee starts again at the first page.
  useEffect(() => setLimit(PERMISSION_PAGE_SIZE), [filters, subjectId]);

  // Cached under the call's own key (shared/contracts query-keys.ts): a permission change made
  // anywhere (this table, the account dialog's copy, the pending requests) makes it stale.
  const listInput = {
    params: { id: subjectId ?? 0 },
    query: { offset: 0, count: limit, ...(filters.status ? { status: filters.status } : {}), ...(filters.employee ? { userId: filters.employee.userId } : {}) },
  };
  const list = useQuery({
    queryKey: queryKey(endpoints.permissions.list, listInput),
    queryFn: ({ signal }) => api.call(endpoints.permissions.list, { ...listInput, signal }),
    enabled: subjectId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: PERMISSION_REFRESH_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });
  useFailureToast(list, PERMISSION_TOASTS.loadFailed);

  const rows: PermissionRowView[] = useMemo(
    () => (list.data?.permissions ?? []).map((permission) => permissionRowView(permission, subjectId)),
    [list.data, subjectId],
  );
  const total = list.data?.total ?? 0;

  // The calls that change a permission refresh the cached lists themselves (useApi, query-keys.ts).
  const changed = (permission: Pick<BookerPermission, 'bookerPermissionId' | 'status'>) =>
    emit('curb-permission-changed', { bookerPermissionId: permission.bookerPermissionId, status: permission.status });

  const busyRef = useRef(false);
  const run = async (row: PermissionRowView, task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusyId(row.permission.bookerPermissionId);
    try {
      await task();
    } finally {
      busyRef.current = false;
      setBusyId(null);
    }
  };

  const onAction = (row: PermissionRowView, item: PermissionMenuItem) => {
    const id = row.permission.bookerPermissionId;
    if (item.tab) {
      if (row.accountUserId !== null) emit('curb-account-requested', { userId: row.accountUserId, tab: item.tab });
      return;
    }
    switch (item.action) {
      case 'enableBooking':
        void run(row, async () => {
          try {
            const updated = await api.call(endpoints.permissions.update, { params: { id }, body: { status: 'Accepted' } });
            changed(updated);
          } catch {
            showToast(PERMISSION_TOASTS.updateFailed, 'danger');
          }
        });
        break;
      case 'remove':
        void run(row, async () => {
          if (!(await confirm(CONFIRMATIONS.deletePermission, { confirmLabel: 'Remove', danger: true }))) return;
          try {
            const updated = await api.call(endpoints.permissions.update, { params: { id }, body: { status: 'Deleted' } });
            changed(updated);
          } catch (error) {
            showToast(deleteFailureToast(error), 'danger');
          }
        });
        break;
      case 'resendRequest':
        void run(row, async () => {
          try {
            await api.call(endpoints.permissions.resend, { params: { id } });
            showToast(PERMISSION_TOASTS.requestSent, 'success');
          } catch {
            showToast(PERMISSION_TOASTS.resendFailed, 'danger');
          }
        });
        break;
      default:
        break;
    }
  };

  const kind = addKind(view, admin);
  const dialogText = addDialogText(kind);
  const shown = rows.length;

  return (
    <div className="permissions">
      <div className="toolbar" part="toolbar">
        <FilterChips filters={filters} onChange={setFilters} excludeUserIds={subjectId !== null ? [subjectId] : []} />
        <SlButton variant="primary" size="small" disabled={subjectId === null || !viewer} onClick={() => setDialogOpen(true)}>
          <SlIcon slot="prefix" name="plus-lg" />
          {dialogText.buttonLabel}
        </SlButton>
      </div>

      {view === 'onBehalf' && admin ? (
        <PendingRequests onApproved={(ids) => ids.forEach((id) => changed({ bookerPermissionId: id, status: 'Accepted' }))} />
      ) : null}

      <PermissionsTable
        rows={rows}
        isAdmin={admin}
        dateFormat={dateFormat}
        loading={subjectId === null || (list.isPending && !list.isError)}
        busyId={busyId}
        onAction={onAction}
        more={{
          status: list.data ? permissionsShowingLine(shown, total) : '',
          hasMore: list.data?.hasMore ?? false,
          label: 'Load More',
          loading: list.isFetching && list.isPlaceholderData,
          onMore: () => setLimit(nextLimit),
          part: 'footer',
        }}
      />

      {subjectId !== null && viewer ? (
        <BookOnBehalfDialog
          open={dialogOpen}
          kind={kind}
          subjectId={subjectId}
          viewerLoginId={viewer.loginId}
          onClose={() => setDialogOpen(false)}
          onDone={changed}
        />
      ) : null}
    </div>
  );
}
