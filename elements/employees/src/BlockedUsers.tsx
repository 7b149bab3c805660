import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import { endpoints, type BlockedUser, type UserSummary } from '@curbside/contracts';
import { canSearch, formatDate, minSearchChars } from '@curbside/domain';
import {
  Combobox, DataTable, ShoelaceField, sessionStore, showToast, useApi, useCall, useFailureToast, useSession, useToastedTask,
  type DataTableColumn,
} from '@curbside/ui';
import { BlockDialog, useSetBlocked, type BlockTarget } from './BlockDialog.tsx';

/** The longest blocked-users message the server keeps (POST /admin/blockedUsersMessage). */
const BLOCKED_MESSAGE_MAX = 1000;

/**
 * The firm's blocked-users message (POST /admin/blockedUsersMessage): what a booker reads when
 * choosing a blocked employee in the booking stepper. Empty clears it (the stepper's own text shows).
 */
function BlockedMessageForm() {
  const api = useApi();
  const firm = useSession((s) => s.firm);
  const saved = firm?.firmPreferences.blockedUsersMessage ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const { busy, run } = useToastedTask();
  const text = draft ?? saved;

  const save = async () => {
    if (busy || text.length > BLOCKED_MESSAGE_MAX) return;
    await run(async () => {
      await api.call(endpoints.admin.blockedUsersMessage, { body: { message: text } });
      const current = sessionStore.getState().firm;
      if (current) {
        sessionStore.getState().setFirm({ ...current, firmPreferences: { ...current.firmPreferences, blockedUsersMessage: text.trim() || null } });
      }
      setDraft(null);
      showToast('Blocked users message saved', 'success');
    });
  };

  return (
    <form
      className="blocked-message"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ShoelaceField
        label="Blocked users message"
        help="Bookers see it when they choose a blocked employee"
        count={{ text, max: BLOCKED_MESSAGE_MAX }}
      >
        {(control) => (
          <SlTextarea {...control} rows={2} className="blocked-message-input" value={text} onSlInput={(event) => setDraft((event.target as HTMLTextAreaElement).value)} />
        )}
      </ShoelaceField>
      <SlButton type="submit" variant="primary" size="small" loading={busy} disabled={draft === null || draft === saved}>
        Save message
      </SlButton>
    </form>
  );
}

/**
 * Blocked users (GET /admin/blockedUsers): who is blocked, why and since when, with Unblock; an
 * employee search to block someone; the firm's blocked-users message.
 */
export function BlockedUsers() {
  const api = useApi();
  const setBlocked = useSetBlocked();
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const viewerId = useSession((s) => s.userData?.user.userId ?? null);
  const blocked = useCall(endpoints.admin.blockedUsers, {}, { retry: false });
  useFailureToast(blocked);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const { busyKey: busyId, run } = useToastedTask<number>();
  const rows = blocked.data ?? [];

  const unblock = async (row: BlockedUser) => {
    if (busyId !== null) return;
    await run(() => setBlocked(row, false), row.userId);
  };

  const columns: DataTableColumn<BlockedUser>[] = [
    { id: 'name', header: 'Name', sortValue: (row) => row.fullName, cell: (row) => row.fullName },
    { id: 'email', header: 'Email', cell: (row) => row.email ?? '' },
    { id: 'reason', header: 'Reason', cell: (row) => row.reason ?? '' },
    { id: 'since', header: 'Blocked since', sortValue: (row) => row.blockedAt ?? '', cell: (row) => (row.blockedAt ? formatDate(row.blockedAt, dateFormat) : '') },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <SlButton size="small" loading={busyId === row.userId} disabled={busyId !== null} onClick={() => void unblock(row)}>
          Unblock<span className="visually-hidden"> {row.fullName}</span>
        </SlButton>
      ),
    },
  ];

  return (
    <div className="blocked-tab" part="blocked">
      <div className="block-search">
        <Combobox<UserSummary>
          label="Block an employee"
          icon="search"
          placeholder="Search by name, email or employee ID"
          helpText={`Type ${minSearchChars()}+ characters to search`}
          loadOptions={(q, signal) => api.call(endpoints.users.searchUsers, { query: { q, includeAdmin: true }, signal })}
          canLoad={canSearch}
          filterOptions={(options) => options.filter((o) => o.userId !== viewerId && !rows.some((r) => r.userId === o.userId))}
          emptyText="No employee found"
          optionKey={(o) => String(o.userId)}
          optionLabel={(o) => o.fullName}
          renderOption={(o) => (
            <span className="combobox-option-text">
              <span className="combobox-option-main">{o.fullName}</span>
              <span className="combobox-option-secondary">{[o.email, o.employeeId].filter(Boolean).join(' · ')}</span>
            </span>
          )}
          onSelect={(o) => setBlocking({ userId: o.userId, fullName: o.fullName })}
        />
      </div>
      <DataTable
        label="Blocked users"
        part="blocked-table"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.userId}
        rowProps={(row) => ({ className: 'blocked-row', 'data-user-id': row.userId })}
        loading={blocked.isPending}
        loadingLabel="Loading blocked users"
        emptyText="No blocked users"
        emptyIcon="person-check"
      />
      <BlockedMessageForm />
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
    </div>
  );
}
