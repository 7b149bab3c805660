import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import type SlCheckboxElement from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js';
import { endpoints, type Admin, type UserSummary } from '@curbside/contracts';
import { DataTable, confirm, showToast, useApi, useCall, useEmit, useFailureToast, useToastedTask, type DataTableColumn } from '@curbside/ui';
import type { AdminSettingsEvents } from '../admin-settings.contract.ts';
import { adminRoleLabel, rightsChange } from '../admin-settings-logic.ts';
import { UserPicker } from '../UserPicker.tsx';

export interface AdminsSectionProps {
  /** The signed-in super admin: their own rights are not changed here (the server refuses). */
  viewerUserId: number;
}

/**
 * The firm's admins and super admins (001 §7 GET /superadmin/admins), and granting or revoking
 * the rights (POST /superadmin/permissions {loginId, setAsAdmin, isSuperAdmin}). A super admin is
 * an admin too. The user gets or loses the admin area at once.
 */
export function AdminsSection({ viewerUserId }: AdminsSectionProps) {
  const api = useApi();
  const emit = useEmit<AdminSettingsEvents>();
  const admins = useCall(endpoints.superadmin.admins, {}, { retry: false });
  useFailureToast(admins);
  const [chosen, setChosen] = useState<UserSummary | null>(null);
  const [asSuperAdmin, setAsSuperAdmin] = useState(false);
  const { busy, run } = useToastedTask();

  const change = (loginId: string, to: 'admin' | 'superAdmin' | 'none', done: string): Promise<boolean> => run(async () => {
    const body = rightsChange(loginId, to);
    await api.call(endpoints.superadmin.setAdmin, { body });
    showToast(done, 'success');
    emit('curb-admin-rights-changed', body);
    await admins.refetch();
  });

  const grant = async () => {
    if (!chosen) return;
    const to = asSuperAdmin ? 'superAdmin' : 'admin';
    if (await change(chosen.email, to, `${chosen.fullName} is now ${asSuperAdmin ? 'a super admin' : 'an admin'}`)) {
      setChosen(null);
      setAsSuperAdmin(false);
    }
  };

  const revoke = async (admin: Admin) => {
    if (!(await confirm(`Revoke the admin rights of ${admin.fullName}?`, { confirmLabel: 'Revoke', danger: true }))) return;
    await change(admin.loginId, 'none', `${admin.fullName} is no longer an admin`);
  };

  const columns: DataTableColumn<Admin>[] = [
    { id: 'name', header: 'Full name', sortValue: (admin) => admin.fullName.toLowerCase(), cell: (admin) => admin.fullName },
    { id: 'email', header: 'User Email', cell: (admin) => admin.email },
    {
      id: 'role', header: 'Role', sortValue: adminRoleLabel,
      cell: (admin) => <span className={`curb-pill role-pill${admin.isSuperAdmin ? ' role-pill--super' : ''}`}>{adminRoleLabel(admin)}</span>,
    },
    {
      id: 'actions', header: 'Actions', headerHidden: true, align: 'end', card: 'plain',
      cell: (admin) => admin.userId === viewerUserId ? <span className="settings-note">You</span> : (
        <span className="row-actions">
          {admin.isSuperAdmin ? (
            <SlButton size="small" disabled={busy} onClick={() => void change(admin.loginId, 'admin', `${admin.fullName} is no longer a super admin`)}>
              Remove super admin<span className="visually-hidden"> from {admin.fullName}</span>
            </SlButton>
          ) : (
            <SlButton size="small" disabled={busy} onClick={() => void change(admin.loginId, 'superAdmin', `${admin.fullName} is now a super admin`)}>
              Make super admin<span className="visually-hidden"> {admin.fullName}</span>
            </SlButton>
          )}
          <SlButton size="small" variant="danger" outline disabled={busy} onClick={() => void revoke(admin)}>
            Revoke admin<span className="visually-hidden"> from {admin.fullName}</span>
          </SlButton>
        </span>
      ),
    },
  ];

  return (
    <div className="settings-section">
      <h2 id="admins-heading">Admins and super admins</h2>
      <form
        className="grant-form curb-form-grid"
        aria-label="Grant admin rights"
        onSubmit={(event) => {
          event.preventDefault();
          void grant();
        }}
      >
        <UserPicker label="Employee name or ID" onPick={setChosen} excludeUserIds={admins.data?.map((admin) => admin.userId) ?? []} />
        {chosen ? <p className="chosen-user" role="status">{chosen.fullName} ({chosen.email})</p> : null}
        <SlCheckbox checked={asSuperAdmin} onSlChange={(event) => setAsSuperAdmin((event.target as SlCheckboxElement).checked)}>
          Set as super admin
        </SlCheckbox>
        <div className="curb-inline form-buttons">
          <SlButton type="submit" variant="primary" disabled={!chosen} loading={busy}>Grant admin</SlButton>
        </div>
      </form>
      <DataTable
        label="Admins and super admins"
        part="admins"
        columns={columns}
        rows={admins.data ?? []}
        rowKey={(admin) => admin.userId}
        rowProps={(admin) => ({ className: 'admin-row', 'data-email': admin.loginId })}
        loading={admins.isPending}
        loadingLabel="Loading admins"
        emptyText="No admins"
        maxHeight="none"
      />
    </div>
  );
}
