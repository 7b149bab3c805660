import type { PermissionStatus } from '@curbside/contracts';
import {
  BOOKER_PERMISSION_COLUMNS, PERMISSIONS_EMPTY_TEXT, formatDate, permissionStatusLabel,
  type PermissionMenuAction, type PermissionMenuItem,
} from '@curbside/domain';
import { DataTable, RowMenu, StatusPill, type DataTableColumn, type DataTableMore } from '@curbside/ui';
import { rowMenu, type PermissionRowView } from './permission-rows.ts';

const MENU_ICONS: Record<PermissionMenuAction, string> = {
  enableBooking: 'check2-circle',
  remove: 'trash3',
  resendRequest: 'send',
  contactInfo: 'person-vcard',
  favoriteAddresses: 'geo-alt',
  creditCards: 'credit-card',
  authorizedBookers: 'people',
  preferences: 'sliders',
};

const [NAME_COLUMN, EMAIL_COLUMN, STATUS_COLUMN, ACTIONS_COLUMN] = BOOKER_PERMISSION_COLUMNS;

export interface PermissionsTableProps {
  rows: readonly PermissionRowView[];
  isAdmin: boolean;
  /** The user's date format (000 §9) for the accepted rows' start date. */
  dateFormat: string | null | undefined;
  /** The first load is running (no rows yet). */
  loading: boolean;
  /** The row whose action is running (its menu is disabled meanwhile). */
  busyId: number | null;
  /** 'Showing N of M permissions' and 'Load More' (000 §9: pages of 10). */
  more?: DataTableMore;
  onAction(row: PermissionRowView, item: PermissionMenuItem): void;
}

/** spec 000 §4: the status wording; an Accepted row also shows its start date. */
function StatusCell({ status, startDate, dateFormat }: { status: PermissionStatus; startDate: string | null; dateFormat: string | null | undefined }) {
  const since = status === 'Accepted' && startDate ? formatDate(startDate, dateFormat) : '';
  return (
    <>
      <StatusPill kind="permission" status={status} />
      {since ? <span className="dt-cell-sub status-since">since {since}</span> : null}
    </>
  );
}

/** 000 §6: the account entries, a divider, then the others (Remove in the danger colour). */
function menuItems(row: PermissionRowView, isAdmin: boolean) {
  const items = rowMenu(row, isAdmin);
  const accountItems = items.filter((item) => item.tab !== undefined);
  const otherItems = items.filter((item) => item.tab === undefined);
  return [...accountItems, ...otherItems].map((item, index) => ({
    action: item.action,
    label: item.label,
    icon: MENU_ICONS[item.action],
    danger: item.action === 'remove',
    startsGroup: index === accountItems.length && accountItems.length > 0,
    item,
  }));
}

function columns({ isAdmin, dateFormat, busyId, onAction }: Omit<PermissionsTableProps, 'rows' | 'loading' | 'more'>): DataTableColumn<PermissionRowView>[] {
  return [
    {
      id: 'name', header: NAME_COLUMN, card: 'plain', sortValue: (row) => row.name,
      cell: (row) => (
        <>
          <span className="cell-name dt-cell-main">{row.name}</span>
          <span className="dt-cell-sub">
            {row.role === 'booker' ? 'Authorized booker' : 'Booked on behalf'}
            {row.employeeId ? ` · ID ${row.employeeId}` : ''}
          </span>
        </>
      ),
    },
    { id: 'email', header: EMAIL_COLUMN, className: 'cell-email', sortValue: (row) => row.email, cell: (row) => row.email || '—' },
    {
      id: 'status', header: STATUS_COLUMN, sortValue: (row) => permissionStatusLabel(row.permission.status),
      cell: (row) => <StatusCell status={row.permission.status} startDate={row.permission.startDate} dateFormat={dateFormat} />,
    },
    {
      id: 'actions', header: ACTIONS_COLUMN, headerHidden: true, card: 'corner',
      cell: (row) => {
        const items = menuItems(row, isAdmin);
        return (
          <RowMenu
            items={items}
            label={`Actions for ${row.name}`}
            busyLabel={`Working on ${row.name}`}
            busy={busyId === row.permission.bookerPermissionId}
            onSelect={(action) => {
              const chosen = items.find((entry) => entry.action === action);
              if (chosen) onAction(row, chosen.item);
            }}
          />
        );
      },
    },
  ];
}

/**
 * spec 000 §2 Booker permissions table on the shared DataTable: columns Full name, User Email,
 * Status and actions; the row menu of 000 §6; 'No permissions exist' when empty. The header stays
 * put while the body scrolls; under 768 px each row is a card.
 */
export function PermissionsTable({ rows, isAdmin, dateFormat, loading, busyId, more, onAction }: PermissionsTableProps) {
  return (
    <DataTable
      label="Permissions"
      columns={columns({ isAdmin, dateFormat, busyId, onAction })}
      rows={rows}
      rowKey={(row) => row.permission.bookerPermissionId}
      loading={loading}
      loadingLabel="Loading permissions"
      emptyText={PERMISSIONS_EMPTY_TEXT}
      emptyIcon="people"
      cardLayout={[['name', 'status'], ['email']]}
      maxHeight="var(--curb-permissions-max-height, 28rem)"
      more={more}
    />
  );
}
